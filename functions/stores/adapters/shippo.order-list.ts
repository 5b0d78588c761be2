import * as z from 'zod';
import { StoreApiError, type StoreOrderLister } from '#domain/stores/ports';
import { joinUrl, storeCall, type FetchLike } from './store-http';

const NAME = 'Shippo';
/** Orders per page: Shippo's list answers up to 100; 50 keeps one page's landing well inside the worker's time. */
export const SHIPPO_PAGE_SIZE = 50;

/** Shippo's paginated list answer; `next` is a URL Shippo built, read for its page number only, never followed. */
const shippoOrderListSchema = z.object({
  next: z.string().max(2048).nullish(),
  results: z.array(z.unknown()).max(100),
});

export const shippoHeaders = (apiKey: string) => ({ authorization: `ShippoToken ${apiKey}` });

/** The page number a `next` URL names (`?page=3`), or undefined when it names none. */
const pageOf = (next: string | null | undefined) => /[?&]page=(\d{1,4})(?:&|$)/.exec(next ?? '')?.[1];

/** GET /orders/ with the token and a query, its answer checked by schema. */
export async function listShippoOrders(
  fetch: FetchLike,
  apiBaseUrl: string,
  apiKey: string,
  query: Record<string, string>,
) {
  const url = new URL(joinUrl(apiBaseUrl, '/orders/'));
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const answer = shippoOrderListSchema.safeParse(
    await storeCall(fetch, NAME, url.toString(), { headers: shippoHeaders(apiKey) }),
  );
  if (!answer.success) throw new StoreApiError(`${NAME} answered an order list in an unexpected shape`, false);
  return answer.data;
}

/**
 * Shippo's orders page by page, placed since the import's start, from the store's own API origin: the
 * store-events worker's part of the Shippo adapter (no connect flow).
 */
export const makeShippoOrderList = (fetch: FetchLike): StoreOrderLister => ({
  async listOrders(access, { since, cursor }) {
    const page = cursor && /^\d{1,4}$/.test(cursor) ? cursor : '1';
    const answer = await listShippoOrders(fetch, access.connection.apiBaseUrl, access.credentials.accessToken, {
      page,
      results: String(SHIPPO_PAGE_SIZE),
      start_date: since,
    });
    const next = pageOf(answer.next);
    // A `next` that does not move forward would read the same page forever.
    return { orders: answer.results, ...(next && Number(next) > Number(page) ? { next } : {}) };
  },
});
