import { useMemo } from 'react';
import { useApi } from '#web/api/api-context';
import { orderLookupsApi } from '#web/api/orders-api';
import type { SearchPageLoader } from '#web/components/search-select';

/** The HTS code search (POST /api/v1/enums/hts-codes/search) as the picker's page loader. */
export function useHtsCodeSearch(): SearchPageLoader<{ code: string; description: string }> {
  const { client } = useApi();
  return useMemo(() => {
    const api = orderLookupsApi(client);
    return async (query, offset) => {
      const page = await api.htsCodes(query, offset);
      return {
        options: page.codes.map((c) => ({ value: c.code, label: c.code, description: c.description, item: c })),
        total: page.total,
      };
    };
  }, [client]);
}
