import { randomBytes } from 'node:crypto';
import { StoreApiError, type StoreAccess, type StoreApi } from '#domain/stores/ports';
import type { KeyStoreConnector, StoreWebhookRegistrar, WooCommerceKeys } from '#domain/stores/store-connect.ports';
import { INVALID_SITE_URL_MESSAGE } from '#api/store-connect';
import { MESSAGES } from '#domain/validation/messages';
import { ValidationError } from '#lib/errors';
import type { StoreOrigins } from '../store-origins';
import { joinUrl, segment, StoreAddressRefusedError, storeCall, type FetchLike } from './store-http';

const NAME = 'WooCommerce';
const API = '/wp-json/wc/v3';

/** WooCommerce's webhook topics Shipdeck creates on a connected site. */
export const WOOCOMMERCE_WEBHOOK_TOPICS = [
  'order.created',
  'order.updated',
  'product.created',
  'customer.created',
] as const;

/** Order meta Shipdeck writes on fulfilment (underscore: hidden from the order's custom fields box). */
export const WOO_TRACKING_META = {
  number: '_shipdeck_tracking_number',
  carrier: '_shipdeck_tracking_carrier',
  url: '_shipdeck_tracking_url',
} as const;

export interface WooCommerceAdapterDeps {
  fetch: FetchLike;
  origins: StoreOrigins;
}

const basic = (key: string, secret: string) => `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`;

/**
 * WooCommerce over its REST API (/wp-json/wc/v3) with the merchant's REST keys (HTTP Basic over
 * HTTPS). A fulfillment is an order note with the tracking (a customer note when the customer is to
 * be told), the tracking as order meta, and the status `completed`; webhooks carry a per-store secret.
 */
export function makeWooCommerceStoreApi(
  deps: WooCommerceAdapterDeps,
): StoreApi & KeyStoreConnector<WooCommerceKeys> & StoreWebhookRegistrar {
  const auth = (access: StoreAccess) => ({
    authorization: basic(access.credentials.consumerKey ?? '', access.credentials.consumerSecret ?? ''),
  });
  const url = (access: StoreAccess, path: string) => joinUrl(access.connection.apiBaseUrl, `${API}${path}`);

  async function readOrder(access: StoreAccess, id: string) {
    return storeCall<{ id: number; meta_data?: { key: string; value: unknown }[] }>(
      deps.fetch,
      NAME,
      url(access, `/orders/${segment(id)}`),
      { headers: auth(access) },
    );
  }

  return {
    platform: 'woocommerce',

    fetchOrder: readOrder,

    async pushFulfillment(access, fulfillment) {
      const order = await readOrder(access, fulfillment.externalOrderId);
      const recorded = order.meta_data?.find((m) => m.key === WOO_TRACKING_META.number);
      if (recorded?.value === fulfillment.trackingCode) {
        return { fulfillmentId: `${order.id}:${fulfillment.trackingCode}` };
      }
      const note = [
        `Shipped with ${fulfillment.carrier}, tracking number ${fulfillment.trackingCode}`,
        fulfillment.trackingUrl ? `Track it: ${fulfillment.trackingUrl}` : '',
      ]
        .filter(Boolean)
        .join('. ');
      await storeCall(deps.fetch, NAME, url(access, `/orders/${segment(fulfillment.externalOrderId)}/notes`), {
        method: 'POST',
        headers: auth(access),
        json: { note, customer_note: fulfillment.notifyCustomer },
      });
      await storeCall(deps.fetch, NAME, url(access, `/orders/${segment(fulfillment.externalOrderId)}`), {
        method: 'PUT',
        headers: auth(access),
        json: {
          status: 'completed',
          meta_data: [
            { key: WOO_TRACKING_META.number, value: fulfillment.trackingCode },
            { key: WOO_TRACKING_META.carrier, value: fulfillment.carrier },
            ...(fulfillment.trackingUrl ? [{ key: WOO_TRACKING_META.url, value: fulfillment.trackingUrl }] : []),
          ],
        },
      });
      return { fulfillmentId: `${order.id}:${fulfillment.trackingCode}` };
    },

    async checkKeys(keys) {
      const siteUrl = keys.siteUrl.replace(/\/+$/, '');
      const apiBaseUrl = deps.origins.woocommerce(siteUrl);
      const headers = { authorization: basic(keys.consumerKey, keys.consumerSecret) };
      // Reading one order proves the keys can read orders (a write-only or revoked key is refused here).
      try {
        await storeCall(deps.fetch, NAME, joinUrl(apiBaseUrl, `${API}/orders?per_page=1`), { headers });
      } catch (err) {
        // A name that resolves to a private or loopback address is a bad site address, in the merchant's words.
        if (err instanceof StoreAddressRefusedError) {
          throw new ValidationError({ siteUrl: MESSAGES.invalidUrl }, INVALID_SITE_URL_MESSAGE);
        }
        throw err;
      }
      return {
        platform: 'woocommerce',
        shop: siteUrl,
        name: new URL(siteUrl).host,
        scopes: ['read_write'],
        apiBaseUrl,
        credentials: {
          accessToken: '',
          consumerKey: keys.consumerKey,
          consumerSecret: keys.consumerSecret,
          webhookSecret: randomBytes(32).toString('base64url'),
        },
      };
    },

    async registerWebhooks(access, webhookBaseUrl) {
      const secret = access.credentials.webhookSecret;
      if (!secret) throw new StoreApiError(`${NAME} store has no webhook secret`, false);
      const existing = await storeCall<{ id: number; topic: string; delivery_url: string }[]>(
        deps.fetch,
        NAME,
        url(access, '/webhooks?per_page=100'),
        { headers: auth(access) },
      );
      for (const topic of WOOCOMMERCE_WEBHOOK_TOPICS) {
        const deliveryUrl = `${webhookBaseUrl}/woocommerce/${topic}`;
        const hook = existing?.find((w) => w.topic === topic && w.delivery_url === deliveryUrl);
        // An existing webhook is updated, so it signs with this connection's secret (a reconnect makes a new one).
        await storeCall(deps.fetch, NAME, url(access, hook ? `/webhooks/${hook.id}` : '/webhooks'), {
          method: hook ? 'PUT' : 'POST',
          headers: auth(access),
          json: { name: `Shipdeck ${topic}`, topic, delivery_url: deliveryUrl, secret, status: 'active' },
        });
      }
      return { topics: [...WOOCOMMERCE_WEBHOOK_TOPICS] };
    },
  };
}
