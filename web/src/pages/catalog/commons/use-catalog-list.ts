import { useCallback, useMemo } from 'react';
import { useApi } from '#web/api/api-context';
import type { ApiClient } from '#web/api/api-client';
import { useList } from '#web/hooks/use-load';

type Listing = { list: () => Promise<unknown[]> };
type ItemOf<A extends Listing> = Awaited<ReturnType<A['list']>>[number];

/**
 * A catalog list page's data: the API built once per client, its whole list, and the table rows.
 * `makeApi` and `toRow` must not change between renders (module-level functions). `table` is what
 * CatalogTable takes as is.
 */
export function useCatalogList<A extends Listing, R>(makeApi: (client: ApiClient) => A, toRow: (item: ItemOf<A>) => R) {
  const { client } = useApi();
  const api = useMemo(() => makeApi(client), [client, makeApi]);
  const load = useCallback(() => api.list() as Promise<ItemOf<A>[]>, [api]);
  const { items, loading, error, reload } = useList(load);
  const rows = useMemo(() => items.map(toRow), [items, toRow]);
  return { api, table: { rows, loading, error, reload } };
}
