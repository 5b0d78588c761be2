import { createHash } from 'node:crypto';
import * as z from 'zod';
import { StoreApiError, type StoreOrderLister } from '#domain/stores/ports';
import type { KeyStoreConnector, ShippoKeys } from '#domain/stores/store-connect.ports';
import type { StoreOrigins } from '../store-origins';
import { joinUrl, storeCall, type FetchLike } from './store-http';

const NAME = 'Shippo';
/** Orders per page: Shippo's list answers up to 100; 50 keeps one page's landing well inside the worker's time. */
export const SHIPPO_PAGE_SIZE = 50;

/** Shippo's paginated list answer; `next` is a URL Shippo built, read for its page number only, never followed. */
const shippoOrderListSchema = z.object({
  next: z.string().max(2048).nullish(),
  results: z.array(z.unknown()).max(100),
});

export interface ShippoAdapterDeps {
  fetch: FetchLike;
  origins: StoreOrigins;
}

const headers = (apiKey: string) => ({ authorization: `ShippoToken ${apiKey}` });

/** One Shippo account per API token: the store's shop is a fingerprint of the token, never the token itself. */
export const shippoShopOf = (apiKey: string) =>
  `shippo-${createHash('sha256').update(apiKey).digest('hex').slice(0, 16)}`;

/** The page number a `next` URL names (`?page=3`), or undefined when it names none. */
function pageOf(next: string | null | undefined): string | undefined {
  if (!next) return undefined;
  try {
    const page = new URL(next).searchParams.get('page');
    return page && /^\d{1,4}$/.test(page) ? page : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Shippo over its REST API (api.goshippo.com, `Authorization: ShippoToken …`): the merchant's API
 * token is checked by reading one order, and orders come in through GET /orders/ page by page,
 * placed since the import's start. Shippo keeps orders for its own labels and takes no tracking
 * from another shipper, so nothing is sent back (store-fulfillment.rules.ts).
 */
export function makeShippoStoreApi(deps: ShippoAdapterDeps): KeyStoreConnector<ShippoKeys> & StoreOrderLister {
  async function list(apiBaseUrl: string, apiKey: string, query: Record<string, string>) {
    const url = new URL(joinUrl(apiBaseUrl, '/orders/'));
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    const answer = shippoOrderListSchema.safeParse(
      await storeCall(deps.fetch, NAME, url.toString(), { headers: headers(apiKey) }),
    );
    if (!answer.success) throw new StoreApiError(`${NAME} answered an order list in an unexpected shape`, false);
    return answer.data;
  }

  return {
    platform: 'shippo',

    async checkKeys({ apiKey }) {
      const apiBaseUrl = deps.origins.shippo();
      await list(apiBaseUrl, apiKey, { page: '1', results: '1' });
      return {
        platform: 'shippo',
        shop: shippoShopOf(apiKey),
        name: `Shippo account …${apiKey.slice(-4)}${apiKey.startsWith('shippo_test_') ? ' (test)' : ''}`,
        scopes: ['orders:read'],
        apiBaseUrl,
        credentials: { accessToken: apiKey },
      };
    },

    async listOrders(access, { since, cursor }) {
      const page = cursor && /^\d{1,4}$/.test(cursor) ? cursor : '1';
      const answer = await list(access.connection.apiBaseUrl, access.credentials.accessToken, {
        page,
        results: String(SHIPPO_PAGE_SIZE),
        start_date: since,
      });
      const next = pageOf(answer.next);
      // A `next` that does not move forward would read the same page forever.
      return { orders: answer.results, ...(next && Number(next) > Number(page) ? { next } : {}) };
    },
  };
}
