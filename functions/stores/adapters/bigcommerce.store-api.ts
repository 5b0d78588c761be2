import { randomBytes } from 'node:crypto';
import { StoreApiError, type StoreAccess, type StoreApi } from '#domain/stores/ports';
import type {
  BigCommerceKeys,
  CheckoutRatesRegistrar,
  KeyStoreConnector,
  StoreWebhookRegistrar,
} from '#domain/stores/store-connect.ports';
import { BIGCOMMERCE_CARRIER_ID, BIGCOMMERCE_CHECKOUT_KEY_OPTION, storeCheckoutKey } from '../store-checkout-key';
import { BIGCOMMERCE_SECRET_HEADER } from '#domain/stores/store-platforms.rules';
import type { StoreOrigins } from '../store-origins';
import { makeBigCommerceOrderFetch } from './bigcommerce.order-fetch';
import { joinUrl, segment, storeCall, type FetchLike } from './store-http';

const NAME = 'BigCommerce';

/** BigCommerce's webhook scopes Shipdeck creates on a connected store. */
export const BIGCOMMERCE_WEBHOOK_SCOPES = [
  'store/order/created',
  'store/order/updated',
  'store/product/created',
  'store/customer/created',
  // The app was uninstalled or the store cancelled: the store is disconnected at once.
  'store/app/uninstalled',
] as const;

export interface BigCommerceAdapterDeps {
  fetch: FetchLike;
  origins: StoreOrigins;
}

interface BcShipment {
  id: number;
  tracking_number?: string;
}

/**
 * BigCommerce over its REST API with the store's API account token (X-Auth-Token). Orders are v2
 * orders with their products and shipping addresses inlined (mapBigCommerceOrder's shape); a
 * fulfillment is a v2 shipment of every product to the first shipping address; webhooks (v3 hooks)
 * carry the per-store secret in a custom header, since BigCommerce does not sign bodies.
 */
export function makeBigCommerceStoreApi(
  deps: BigCommerceAdapterDeps,
): StoreApi & KeyStoreConnector<BigCommerceKeys> & StoreWebhookRegistrar & CheckoutRatesRegistrar {
  const headers = (token: string) => ({ 'x-auth-token': token });
  const get = <T>(access: StoreAccess, path: string) =>
    storeCall<T>(deps.fetch, NAME, joinUrl(access.connection.apiBaseUrl, path), {
      headers: headers(access.credentials.accessToken),
    });

  return {
    platform: 'bigcommerce',

    fetchOrder: makeBigCommerceOrderFetch(deps.fetch),

    async pushFulfillment(access, fulfillment) {
      const id = segment(fulfillment.externalOrderId);
      // v2 answers 204 with no body for an order with no shipments yet.
      const shipments = (await get<BcShipment[] | undefined>(access, `/v2/orders/${id}/shipments`)) ?? [];
      const existing = shipments.find((s) => s.tracking_number === fulfillment.trackingCode);
      if (existing) return { fulfillmentId: String(existing.id) };
      const [products, addresses] = await Promise.all([
        get<{ id: number; quantity: number }[] | undefined>(access, `/v2/orders/${id}/products`),
        get<{ id: number }[] | undefined>(access, `/v2/orders/${id}/shipping_addresses`),
      ]);
      const address = addresses?.[0];
      if (!address)
        throw new StoreApiError(`${NAME} order ${fulfillment.externalOrderId} has no shipping address`, false, 422);
      const created = await storeCall<BcShipment>(
        deps.fetch,
        NAME,
        joinUrl(access.connection.apiBaseUrl, `/v2/orders/${id}/shipments`),
        {
          method: 'POST',
          headers: headers(access.credentials.accessToken),
          json: {
            order_address_id: address.id,
            tracking_number: fulfillment.trackingCode,
            tracking_carrier: fulfillment.carrier.toLowerCase(),
            ...(fulfillment.trackingUrl ? { tracking_link: fulfillment.trackingUrl } : {}),
            items: (products ?? []).map((p) => ({ order_product_id: p.id, quantity: p.quantity })),
          },
        },
      );
      if (!created?.id) throw new StoreApiError(`${NAME} answered without the shipment`, true);
      return { fulfillmentId: String(created.id) };
    },

    async checkKeys(keys) {
      const apiBaseUrl = deps.origins.bigcommerce(keys.storeHash);
      const store = await storeCall<{ name?: string }>(deps.fetch, NAME, joinUrl(apiBaseUrl, '/v2/store'), {
        headers: headers(keys.accessToken),
      });
      return {
        platform: 'bigcommerce',
        shop: keys.storeHash,
        name: store?.name || keys.storeHash,
        scopes: ['store_v2_orders', 'store_v2_products', 'store_v2_customers'],
        apiBaseUrl,
        credentials: { accessToken: keys.accessToken, webhookSecret: randomBytes(32).toString('base64url') },
      };
    },

    async registerWebhooks(access, webhookBaseUrl) {
      const secret = access.credentials.webhookSecret;
      if (!secret) throw new StoreApiError(`${NAME} store has no webhook secret`, false);
      const existing = await get<{ data?: { id: number; scope: string; destination: string }[] }>(access, '/v3/hooks');
      for (const scope of BIGCOMMERCE_WEBHOOK_SCOPES) {
        const destination = `${webhookBaseUrl}/bigcommerce/${scope}`;
        const hook = existing?.data?.find((h) => h.scope === scope && h.destination === destination);
        // An existing hook is updated, so it carries this connection's secret (a reconnect makes a new one).
        await storeCall(
          deps.fetch,
          NAME,
          joinUrl(access.connection.apiBaseUrl, hook ? `/v3/hooks/${hook.id}` : '/v3/hooks'),
          {
            method: hook ? 'PUT' : 'POST',
            headers: headers(access.credentials.accessToken),
            json: { scope, destination, is_active: true, headers: { [BIGCOMMERCE_SECRET_HEADER]: secret } },
          },
        );
      }
      return { topics: [...BIGCOMMERCE_WEBHOOK_SCOPES] };
    },

    /**
     * The shipping provider's carrier connection on this store (`/v2/shipping/carrier/connection`): its options
     * carry the store's checkout key, which BigCommerce sends back with every rate request. The rate URL itself is
     * the provider's, set once when the provider is registered with BigCommerce. An existing connection is updated.
     */
    async registerCheckoutRates(access) {
      const secret = access.credentials.webhookSecret;
      if (!secret) throw new StoreApiError(`${NAME} store has no webhook secret`, false);
      const call = (method: 'POST' | 'PUT') =>
        storeCall(deps.fetch, NAME, joinUrl(access.connection.apiBaseUrl, '/v2/shipping/carrier/connection'), {
          method,
          headers: headers(access.credentials.accessToken),
          json: {
            carrier_id: BIGCOMMERCE_CARRIER_ID,
            connection: { [BIGCOMMERCE_CHECKOUT_KEY_OPTION]: storeCheckoutKey(secret) },
          },
        });
      try {
        await call('POST');
      } catch (err) {
        // A store connected before answers that the connection exists: it is updated with this key.
        if (!(err instanceof StoreApiError) || err.retryable) throw err;
        await call('PUT');
      }
    },
  };
}
