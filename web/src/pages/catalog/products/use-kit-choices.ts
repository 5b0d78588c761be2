import { useCallback } from 'react';
import type { BoxResponse } from '#api/catalog';
import { useApi } from '#web/api/api-context';
import type { ApiClient } from '#web/api/api-client';
import { boxesApi, packagingsApi, productsApi } from '#web/api/catalog-api';
import { useChoices } from '#web/hooks/use-choices';
import type { SearchPage } from './catalog-search-autosuggest';

const priceOf = (hit: { price?: unknown }) => (typeof hit.price === 'number' ? hit.price : 0);

/** The search calls (orders §7) a kit's branch products and packagings are found with. */
export function useKitSearch() {
  const { client } = useApi();
  const searchProducts = useCallback<SearchPage>(
    async (query, offset, signal) => {
      const page = await productsApi(client).search(query, offset, signal);
      // A kit cannot contain another kit; the server refuses it too.
      return {
        total: page.total,
        hits: page.products
          .filter((p) => !p.kitting)
          .map((p) => ({ id: p._id ?? p.productId ?? '', title: p.title, sku: p.sku, price: priceOf(p) })),
      };
    },
    [client],
  );
  const searchPackagings = useCallback<SearchPage>(
    async (query, offset, signal) => {
      const page = await packagingsApi(client).search(query, offset, signal);
      return {
        total: page.total,
        hits: page.packagings.map((p) => ({
          id: p._id ?? p.packagingId ?? '',
          title: p.title,
          sku: p.sku,
          price: priceOf(p),
        })),
      };
    },
    [client],
  );
  return { searchProducts, searchPackagings };
}

const listBoxes = (client: ApiClient) => boxesApi(client).list();

/** The account's boxes, for a kit's branch box; `null` while loading, empty if the list fails. */
export function useBoxes(): BoxResponse[] | null {
  return useChoices(listBoxes);
}
