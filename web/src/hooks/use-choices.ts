import { useEffect, useState } from 'react';
import { useApi } from '#web/api/api-context';
import type { ApiClient } from '#web/api/api-client';

/**
 * A list a form chooses from (a box's packagings, a kit's box): `null` while loading, empty when it
 * cannot be read (the form still works without it). Pass a `list` that does not change (module level).
 */
export function useChoices<T>(list: (client: ApiClient) => Promise<T[]>): T[] | null {
  const { client } = useApi();
  const [items, setItems] = useState<T[] | null>(null);
  useEffect(() => {
    let active = true;
    list(client)
      .then((p) => active && setItems(p))
      .catch(() => active && setItems([]));
    return () => {
      active = false;
    };
  }, [client, list]);
  return items;
}
