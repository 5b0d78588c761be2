import { StoreApiError, type StoreAccess, type StoreApi, type StoreFulfillment } from '#domain/stores/ports';
import { SHOPIFY_OAUTH_SCOPES } from '#domain/stores/store-oauth.constants';
import type { OAuthStoreConnector, StoreWebhookRegistrar } from '#domain/stores/store-connect.ports';
import type { ShopifyAppCredentials } from '../store-app-secrets';
import type { StoreOrigins } from '../store-origins';
import { joinUrl, segment, storeCall, type FetchLike } from './store-http';

/** The Admin API version every call names (Shopify supports each for a year). */
export const SHOPIFY_API_VERSION = '2025-01';
const NAME = 'Shopify';

/** The topics Shipdeck subscribes each shop to (the privacy topics are set in the app's configuration, not per shop). */
export const SHOPIFY_WEBHOOK_SUBSCRIPTIONS = [
  'orders/create',
  'orders/updated',
  'orders/cancelled',
  'products/create',
  'customers/create',
] as const;

/** `orders/create` → `ORDERS_CREATE`, GraphQL's WebhookSubscriptionTopic. */
export const shopifyGraphqlTopic = (topic: string) => topic.replace('/', '_').toUpperCase();

const gid = (type: string, id: string) => (id.startsWith('gid://') ? id : `gid://shopify/${type}/${id}`);

interface GraphqlAnswer<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export interface ShopifyAdapterDeps {
  fetch: FetchLike;
  origins: StoreOrigins;
  app: () => Promise<ShopifyAppCredentials>;
}

const FULFILLMENT_ORDERS_QUERY = `query ShipdeckFulfillmentOrders($id: ID!) {
  order(id: $id) {
    id
    fulfillments(first: 50) { id trackingInfo { number } }
    fulfillmentOrders(first: 20) { nodes { id status } }
  }
}`;

const FULFILLMENT_CREATE = `mutation ShipdeckFulfillmentCreate($fulfillment: FulfillmentInput!) {
  fulfillmentCreate(fulfillment: $fulfillment) {
    fulfillment { id status }
    userErrors { field message }
  }
}`;

const WEBHOOK_CREATE = `mutation ShipdeckWebhookCreate($topic: WebhookSubscriptionTopic!, $webhookSubscription: WebhookSubscriptionInput!) {
  webhookSubscriptionCreate(topic: $topic, webhookSubscription: $webhookSubscription) {
    webhookSubscription { id }
    userErrors { field message }
  }
}`;

/** Fulfillment orders a fulfillment can still be created on. */
const OPEN_FULFILLMENT_ORDER = new Set(['OPEN', 'IN_PROGRESS']);

/**
 * Shopify over its Admin API: the order read through REST (the same JSON its webhooks carry, which
 * mapShopifyOrder maps), fulfillments and webhook subscriptions through GraphQL (`fulfillmentCreate`
 * on the order's open fulfillment orders, as the current API requires).
 */
export function makeShopifyStoreApi(deps: ShopifyAdapterDeps): StoreApi & OAuthStoreConnector & StoreWebhookRegistrar {
  const headers = (access: StoreAccess) => ({ 'x-shopify-access-token': access.credentials.accessToken });

  async function graphql<T>(access: StoreAccess, query: string, variables: Record<string, unknown>): Promise<T> {
    const url = joinUrl(access.connection.apiBaseUrl, `/admin/api/${SHOPIFY_API_VERSION}/graphql.json`);
    const answer = await storeCall<GraphqlAnswer<T>>(deps.fetch, NAME, url, {
      method: 'POST',
      headers: headers(access),
      json: { query, variables },
    });
    if (answer?.errors?.length) {
      // Shopify answers 200 with THROTTLED when the cost bucket is empty: a retry later passes.
      const throttled = answer.errors.some((e) => e.extensions?.code === 'THROTTLED');
      throw new StoreApiError(`${NAME}: ${answer.errors.map((e) => e.message).join('; ')}`.slice(0, 300), throttled);
    }
    if (!answer?.data) throw new StoreApiError(`${NAME} answered without data`, true);
    return answer.data;
  }

  return {
    platform: 'shopify',

    async fetchOrder(access, externalOrderId) {
      const url = joinUrl(
        access.connection.apiBaseUrl,
        `/admin/api/${SHOPIFY_API_VERSION}/orders/${segment(externalOrderId)}.json`,
      );
      const body = await storeCall<{ order?: unknown }>(deps.fetch, NAME, url, { headers: headers(access) });
      if (!body?.order) throw new StoreApiError(`${NAME} answered without the order`, false);
      return body.order;
    },

    async pushFulfillment(access, fulfillment: StoreFulfillment) {
      const { order } = await graphql<{
        order: {
          fulfillments: { id: string; trackingInfo: { number: string | null }[] }[];
          fulfillmentOrders: { nodes: { id: string; status: string }[] };
        } | null;
      }>(access, FULFILLMENT_ORDERS_QUERY, { id: gid('Order', fulfillment.externalOrderId) });
      if (!order) throw new StoreApiError(`${NAME} has no order ${fulfillment.externalOrderId}`, false, 404);
      // A retry after a lost answer finds its own fulfillment instead of creating a second one.
      const existing = order.fulfillments.find((f) =>
        f.trackingInfo.some((t) => t.number === fulfillment.trackingCode),
      );
      if (existing) return { fulfillmentId: existing.id };
      const open = order.fulfillmentOrders.nodes.filter((fo) => OPEN_FULFILLMENT_ORDER.has(fo.status));
      if (open.length === 0) {
        throw new StoreApiError(`${NAME} order ${fulfillment.externalOrderId} has nothing left to fulfil`, false, 422);
      }
      const { fulfillmentCreate } = await graphql<{
        fulfillmentCreate: { fulfillment: { id: string } | null; userErrors: { message: string }[] };
      }>(access, FULFILLMENT_CREATE, {
        fulfillment: {
          lineItemsByFulfillmentOrder: open.map((fo) => ({ fulfillmentOrderId: fo.id })),
          trackingInfo: {
            number: fulfillment.trackingCode,
            company: fulfillment.carrier,
            ...(fulfillment.trackingUrl ? { url: fulfillment.trackingUrl } : {}),
          },
          notifyCustomer: fulfillment.notifyCustomer,
        },
      });
      if (!fulfillmentCreate.fulfillment) {
        const why = fulfillmentCreate.userErrors.map((e) => e.message).join('; ') || 'no fulfillment created';
        throw new StoreApiError(`${NAME} refused the fulfillment: ${why}`.slice(0, 300), false, 422);
      }
      return { fulfillmentId: fulfillmentCreate.fulfillment.id };
    },

    async authorizeUrl({ shop, state, redirectUri }) {
      const { clientId } = await deps.app();
      const url = new URL(joinUrl(deps.origins.shopify(shop ?? ''), '/admin/oauth/authorize'));
      url.searchParams.set('client_id', clientId);
      url.searchParams.set('scope', SHOPIFY_OAUTH_SCOPES.join(','));
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('state', state);
      return url.toString();
    },

    async exchangeCode({ shop, code }) {
      if (!shop) throw new StoreApiError(`${NAME} needs the shop to exchange a code`, false);
      const { clientId, clientSecret } = await deps.app();
      const apiBaseUrl = deps.origins.shopify(shop);
      const token = await storeCall<{ access_token?: string; scope?: string }>(
        deps.fetch,
        NAME,
        joinUrl(apiBaseUrl, '/admin/oauth/access_token'),
        { method: 'POST', json: { client_id: clientId, client_secret: clientSecret, code } },
      );
      if (!token?.access_token) throw new StoreApiError(`${NAME} answered without an access token`, false);
      return {
        platform: 'shopify',
        shop,
        name: shop.replace(/\.myshopify\.com$/, ''),
        scopes: (token.scope ?? '').split(',').filter(Boolean),
        apiBaseUrl,
        credentials: { accessToken: token.access_token },
      };
    },

    async registerWebhooks(access, webhookBaseUrl) {
      for (const topic of SHOPIFY_WEBHOOK_SUBSCRIPTIONS) {
        const { webhookSubscriptionCreate } = await graphql<{
          webhookSubscriptionCreate: { webhookSubscription: { id: string } | null; userErrors: { message: string }[] };
        }>(access, WEBHOOK_CREATE, {
          topic: shopifyGraphqlTopic(topic),
          webhookSubscription: { callbackUrl: `${webhookBaseUrl}/shopify/${topic}`, format: 'JSON' },
        });
        const refused = webhookSubscriptionCreate.userErrors.filter((e) => !/already been taken/i.test(e.message));
        if (!webhookSubscriptionCreate.webhookSubscription && refused.length > 0) {
          throw new StoreApiError(`${NAME} refused the ${topic} webhook: ${refused[0]!.message}`, false, 422);
        }
      }
      return { topics: [...SHOPIFY_WEBHOOK_SUBSCRIPTIONS] };
    },
  };
}
