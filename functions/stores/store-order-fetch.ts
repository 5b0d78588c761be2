import type { StoreApi, StoreOrderLister } from '#domain/stores/ports';
import type { StoreWebhookPlatform } from '#domain/stores/store-event.message';
import { makeOutboundFetch } from '#lib/http/outbound-fetch';
import { isLocalRuntime } from '#lib/local-runtime';
import { makeBigCommerceOrderFetch } from './adapters/bigcommerce.order-fetch';
import { makeShippoOrderList } from './adapters/shippo.order-list';
import { makeSquareOrderFetch } from './adapters/square.order-fetch';
import type { FetchLike } from './adapters/store-http';

/**
 * Store hosts come from merchants (a WooCommerce site, a Shopify shop domain): every call checks the
 * address the host resolves to and refuses a private or loopback one, except in the local runtime,
 * whose store simulators listen on loopback over plain http.
 */
export const storeFetch = (localRuntime: boolean): FetchLike =>
  makeOutboundFetch(localRuntime ? { allowPrivateAddresses: true, allowHttp: true } : {});

/** The platforms whose webhooks are thin notifications: their order is fetched back by id. */
type FetchedBackPlatform = Extract<StoreWebhookPlatform, 'bigcommerce' | 'square'>;

let fetchers: Record<FetchedBackPlatform, Pick<StoreApi, 'fetchOrder'>> | undefined;

/**
 * The store-events worker's fetch-back, apart from the full store APIs (store-apis.ts): the order reads
 * of the thin-notification platforms alone, through the outbound address check, so the worker bundles
 * no connect flow, no fulfilment push and no app secret. The API origin comes from the store's connection.
 */
export function storeOrderFetchFor(platform: StoreWebhookPlatform): Pick<StoreApi, 'fetchOrder'> {
  if (platform !== 'bigcommerce' && platform !== 'square') throw new Error(`${platform} webhooks carry their order`);
  fetchers ??= (() => {
    const fetch = storeFetch(isLocalRuntime());
    return {
      bigcommerce: { fetchOrder: makeBigCommerceOrderFetch(fetch) },
      square: { fetchOrder: makeSquareOrderFetch(fetch) },
    };
  })();
  return fetchers[platform];
}

let listers: Partial<Record<StoreWebhookPlatform, StoreOrderLister>> | undefined;

/**
 * The order listers of the platforms imported in pages (Shippo), for the same worker: the list calls
 * alone, through the same address check, at the store's connection's API origin.
 */
export function storeOrderListerFor(platform: StoreWebhookPlatform): StoreOrderLister | undefined {
  listers ??= { shippo: makeShippoOrderList(storeFetch(isLocalRuntime())) };
  return listers[platform];
}
