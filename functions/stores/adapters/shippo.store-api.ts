import { createHash } from 'node:crypto';
import type { StoreOrderLister } from '#domain/stores/ports';
import type { KeyStoreConnector, ShippoKeys } from '#domain/stores/store-connect.ports';
import type { StoreOrigins } from '../store-origins';
import { listShippoOrders, makeShippoOrderList } from './shippo.order-list';
import type { FetchLike } from './store-http';

export { SHIPPO_PAGE_SIZE } from './shippo.order-list';

export interface ShippoAdapterDeps {
  fetch: FetchLike;
  origins: StoreOrigins;
}

/** One Shippo account per API token: the store's shop is a fingerprint of the token, never the token itself. */
export const shippoShopOf = (apiKey: string) =>
  `shippo-${createHash('sha256').update(apiKey).digest('hex').slice(0, 16)}`;

/**
 * Shippo over its REST API (api.goshippo.com, `Authorization: ShippoToken …`): the merchant's API
 * token is checked by reading one order, and orders come in through GET /orders/ page by page,
 * placed since the import's start. Shippo keeps orders for its own labels and takes no tracking
 * from another shipper, so nothing is sent back (store-fulfillment.rules.ts).
 */
export function makeShippoStoreApi(deps: ShippoAdapterDeps): KeyStoreConnector<ShippoKeys> & StoreOrderLister {
  return {
    platform: 'shippo',

    async checkKeys({ apiKey }) {
      const apiBaseUrl = deps.origins.shippo();
      await listShippoOrders(deps.fetch, apiBaseUrl, apiKey, { page: '1', results: '1' });
      return {
        platform: 'shippo',
        shop: shippoShopOf(apiKey),
        name: `Shippo account …${apiKey.slice(-4)}${apiKey.startsWith('shippo_test_') ? ' (test)' : ''}`,
        scopes: ['orders:read'],
        apiBaseUrl,
        credentials: { accessToken: apiKey },
      };
    },

    ...makeShippoOrderList(deps.fetch),
  };
}
