import { useCallback, useMemo } from 'react';
import { useApi } from '#web/api/api-context';
import { warehousesApi } from '#web/api/warehouses-api';
import { useList } from '#web/hooks/use-load';

/** The account's warehouses as filter options (id and name). */
export function useWarehouseOptions(): { id: string; name: string }[] {
  const { client } = useApi();
  const { items } = useList(useCallback(() => warehousesApi(client).list(), [client]));
  return useMemo(() => items.map((w) => ({ id: w.id, name: w.name })), [items]);
}
