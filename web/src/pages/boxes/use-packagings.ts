import { useEffect, useState } from 'react';
import type { PackagingResponse } from '#api/catalog';
import { useApi } from '../../api/api-context';
import { packagingsApi } from '../../api/catalog-api';

/** The account's packagings, for choosing a box's liner and coolant; `null` while loading, empty if the list fails. */
export function usePackagings(): PackagingResponse[] | null {
  const { client } = useApi();
  const [items, setItems] = useState<PackagingResponse[] | null>(null);
  useEffect(() => {
    let active = true;
    packagingsApi(client)
      .list()
      .then((p) => active && setItems(p))
      .catch(() => active && setItems([]));
    return () => {
      active = false;
    };
  }, [client]);
  return items;
}
