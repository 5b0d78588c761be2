import type { FreightQuoteListView, FreightQuoteRequestBody, FreightQuoteView } from '#api/freight';
import type { ApiClient } from './api-client';

const QUOTES = '/api/v1/freight/quotes';

/** The freight routes of `shared/api/freight.ts`: quote every LTL carrier, read a kept quote, list the latest. */
export function freightApi(client: ApiClient) {
  return {
    quote: (request: FreightQuoteRequestBody, signal?: AbortSignal): Promise<FreightQuoteView> =>
      client.post(QUOTES, request, { signal }),
    get: (quoteId: string, signal?: AbortSignal): Promise<FreightQuoteView> =>
      client.get(`${QUOTES}/${encodeURIComponent(quoteId)}`, { signal }),
    list: (limit = 20): Promise<FreightQuoteListView> => client.get(`${QUOTES}?limit=${limit}`),
  };
}

export type FreightApi = ReturnType<typeof freightApi>;
