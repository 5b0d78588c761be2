import { StoreApiError, type StoreAccess } from '#domain/stores/ports';
import { joinUrl, segment, storeCall, type FetchLike } from './store-http';

const NAME = 'BigCommerce';

/**
 * A BigCommerce order as mapBigCommerceOrder reads it: the v2 order with its products and shipping
 * addresses inlined. On its own so the store-events worker's fetch-back bundles none of the connect
 * flow or the fulfilment push.
 */
export function makeBigCommerceOrderFetch(fetch: FetchLike) {
  const get = <T>(access: StoreAccess, path: string) =>
    storeCall<T>(fetch, NAME, joinUrl(access.connection.apiBaseUrl, path), {
      headers: { 'x-auth-token': access.credentials.accessToken },
    });
  return async function fetchOrder(access: StoreAccess, externalOrderId: string): Promise<Record<string, unknown>> {
    const id = segment(externalOrderId);
    const [order, products, shippingAddresses] = await Promise.all([
      get<Record<string, unknown>>(access, `/v2/orders/${id}`),
      get<unknown[]>(access, `/v2/orders/${id}/products`),
      get<unknown[]>(access, `/v2/orders/${id}/shipping_addresses`),
    ]);
    if (!order) throw new StoreApiError(`${NAME} answered without the order`, false);
    return { ...order, products: products ?? [], shipping_addresses: shippingAddresses ?? [] };
  };
}
