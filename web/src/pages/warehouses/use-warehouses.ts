import { useCallback, useEffect, useState } from 'react';
import type { Warehouse } from '#api/warehouses';
import { useApi } from '../../api/api-context';
import { SessionEndedError, errorMessageOf } from '../../api/api-error';
import { warehousesApi } from '../../api/warehouses-api';

/** The account's warehouses, with a reload for after writes. */
export function useWarehouses() {
  const { client } = useApi();
  const [items, setItems] = useState<Warehouse[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    setLoading(true);
    setError(null);
    try {
      setItems(await warehousesApi(client).list());
    } catch (e) {
      if (!(e instanceof SessionEndedError)) setError(errorMessageOf(e));
    } finally {
      setLoading(false);
    }
  }, [client]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { items, loading, error, reload };
}
