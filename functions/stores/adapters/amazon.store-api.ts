import { createHash } from 'node:crypto';
import * as z from 'zod';
import { AMAZON_POLLED_STATUSES } from '#domain/stores/amazon-order.rules';
import type { AmazonOrdersSource } from '#domain/stores/amazon.ports';
import { amazonRetryDelayMs } from '#domain/stores/amazon-sync.rules';
import { StoreApiError, type StoreAccess, type StoreApi } from '#domain/stores/ports';
import type { OAuthStoreConnector, StoreWebhookRegistrar } from '#domain/stores/store-connect.ports';
import type { AmazonAppCredentials } from '../store-app-secrets';
import type { StoreOrigins } from '../store-origins';
import { joinUrl, segment, storeCall, type FetchLike, type StoreRequest } from './store-http';

const NAME = 'Amazon';
/** Throttled calls are tried this many times in all before the poll leaves the rest to its next run. */
const MAX_ATTEMPTS = 4;
/** The access token is renewed this long before Login with Amazon says it expires. */
const TOKEN_MARGIN_MS = 60_000;
/** Amazon's US marketplace, read when the seller's participations name none in North America. */
export const AMAZON_US_MARKETPLACE = 'ATVPDKIKX0DER';
/** North American marketplaces (US, CA, MX, BR): the region whose SP-API endpoint Shipdeck calls. */
const NA_MARKETPLACES = new Set(['ATVPDKIKX0DER', 'A2EUQ1WTGCTBG2', 'A1AM78C64UM0Y8', 'A2Q3Y263D00KWC']);

const lwaTokenSchema = z.looseObject({
  access_token: z.string().min(1).max(4096),
  refresh_token: z.string().min(1).max(4096).optional(),
  expires_in: z.number().int().positive().max(86_400),
});
const rdtSchema = z.looseObject({ restrictedDataToken: z.string().min(1).max(8192) });
const participationsSchema = z.looseObject({
  payload: z
    .array(
      z.looseObject({
        marketplace: z.looseObject({ id: z.string().max(64) }),
        participation: z.looseObject({ isParticipating: z.boolean() }).optional(),
      }),
    )
    .max(100),
});
const ordersSchema = z.looseObject({
  payload: z.looseObject({ Orders: z.array(z.unknown()).max(100), NextToken: z.string().max(8192).nullish() }),
});
const orderSchema = z.looseObject({
  payload: z.looseObject({
    AmazonOrderId: z.string().max(64),
    OrderStatus: z.string().max(64),
    MarketplaceId: z.string().max(64).nullish(),
  }),
});
const itemsSchema = z.looseObject({
  payload: z.looseObject({
    OrderItems: z
      .array(
        z.looseObject({
          OrderItemId: z.string().max(64),
          QuantityOrdered: z.number().int().min(0).max(1_000_000),
          QuantityShipped: z.number().int().min(0).max(1_000_000).nullish(),
        }),
      )
      .max(500),
    NextToken: z.string().max(8192).nullish(),
  }),
});

/** Amazon's carrier codes for the carriers Shipdeck buys labels from; any other is `Other` with its name. */
const CARRIER_CODES: Record<string, string> = {
  usps: 'USPS',
  ups: 'UPS',
  fedex: 'FedEx',
  dhl: 'DHL',
  ontrac: 'OnTrac',
};

/** confirmShipment's packageReferenceId: a positive number, the same for the same parcel on every retry. */
export const packageReferenceIdOf = (orderId: string, trackingCode: string): string =>
  String(
    (Number.parseInt(createHash('sha256').update(`${orderId}:${trackingCode}`).digest('hex').slice(0, 8), 16) %
      999_999_999) +
      1,
  );

export interface AmazonAdapterDeps {
  fetch: FetchLike;
  origins: StoreOrigins;
  app: () => Promise<AmazonAppCredentials>;
  sleep?: (ms: number) => Promise<void>;
  clock?: () => Date;
}

/**
 * Amazon's Selling Partner API for a merchant-fulfilled seller: Login with Amazon authorization
 * (Seller Central's consent page, then the code and refresh-token grants), getOrders with a
 * Restricted Data Token for the buyer's name and address, getOrderItems, and confirmShipment for
 * the tracking going back. SP-API calls carry the LWA access token in `x-amz-access-token` (Amazon
 * dropped request signing in 2023). A 429 is waited out using Amazon's `x-amzn-RateLimit-Limit`.
 */
export function makeAmazonStoreApi(
  deps: AmazonAdapterDeps,
): StoreApi & OAuthStoreConnector & StoreWebhookRegistrar & AmazonOrdersSource {
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const now = () => (deps.clock ?? (() => new Date()))();
  const tokens = new Map<string, { token: string; expiresAt: number }>();

  /** One SP-API or LWA call, a throttled one retried after the wait Amazon's rate limit asks for. */
  async function call(url: string, request: StoreRequest = {}): Promise<unknown> {
    for (let attempt = 0; ; attempt++) {
      let rateLimit: string | null = null;
      const observed: FetchLike = async (input, init) => {
        const response = await deps.fetch(input, init);
        rateLimit = response.headers.get('x-amzn-ratelimit-limit');
        return response;
      };
      try {
        return await storeCall(observed, NAME, url, request);
      } catch (err) {
        if (!(err instanceof StoreApiError) || err.status !== 429 || attempt + 1 >= MAX_ATTEMPTS) throw err;
        await sleep(amazonRetryDelayMs(attempt, rateLimit));
      }
    }
  }

  function parsed<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
    const result = schema.safeParse(body);
    if (!result.success) throw new StoreApiError(`${NAME} answered an unexpected ${what}`, false);
    return result.data;
  }

  async function lwaGrant(form: Record<string, string>) {
    const app = await deps.app();
    const body = await call(joinUrl(deps.origins.amazon().lwa, '/auth/o2/token'), {
      method: 'POST',
      form: { ...form, client_id: app.clientId, client_secret: app.clientSecret },
    });
    return parsed(lwaTokenSchema, body, 'token answer');
  }

  /** The store's LWA access token: the stored one while it lasts, else one from its refresh token (kept per process). */
  async function accessToken({ credentials }: StoreAccess): Promise<string> {
    const at = now().getTime();
    if (credentials.accessToken && credentials.expiresAt && Date.parse(credentials.expiresAt) - TOKEN_MARGIN_MS > at)
      return credentials.accessToken;
    if (!credentials.refreshToken) throw new StoreApiError(`${NAME} authorization has no refresh token`, false, 401);
    const cached = tokens.get(credentials.refreshToken);
    if (cached && cached.expiresAt - TOKEN_MARGIN_MS > at) return cached.token;
    const grant = await lwaGrant({ grant_type: 'refresh_token', refresh_token: credentials.refreshToken });
    tokens.set(credentials.refreshToken, { token: grant.access_token, expiresAt: at + grant.expires_in * 1000 });
    return grant.access_token;
  }

  const sp = (access: StoreAccess, path: string) => joinUrl(access.connection.apiBaseUrl, path);
  const marketplacesOf = (access: StoreAccess) =>
    access.credentials.marketplaceIds?.length ? access.credentials.marketplaceIds : [AMAZON_US_MARKETPLACE];

  async function getOrder(access: StoreAccess, orderId: string, token: string) {
    return call(sp(access, `/orders/v0/orders/${segment(orderId)}`), { headers: { 'x-amz-access-token': token } });
  }

  async function orderItems(access: StoreAccess, orderId: string, token: string) {
    const items: z.output<typeof itemsSchema>['payload']['OrderItems'] = [];
    let next: string | undefined;
    for (let page = 0; page < 5; page++) {
      const query = next ? `?NextToken=${encodeURIComponent(next)}` : '';
      const body = await call(sp(access, `/orders/v0/orders/${segment(orderId)}/orderItems${query}`), {
        headers: { 'x-amz-access-token': token },
      });
      // Loose objects: the items keep every field Amazon sent (title, SKU, prices) for the mapping.
      const { payload } = parsed(itemsSchema, body, 'order items answer');
      items.push(...payload.OrderItems);
      next = payload.NextToken ?? undefined;
      if (!next) break;
    }
    return items;
  }

  return {
    platform: 'amazon',

    async fetchOrder(access, externalOrderId) {
      return getOrder(access, externalOrderId, await accessToken(access));
    },

    async ordersPage(access, query) {
      const token = await accessToken(access);
      // The buyer's name and address are restricted data: read under a token issued for this one path.
      const rdt = parsed(
        rdtSchema,
        await call(sp(access, '/tokens/2021-03-01/restrictedDataToken'), {
          method: 'POST',
          headers: { 'x-amz-access-token': token },
          json: {
            restrictedResources: [
              { method: 'GET', path: '/orders/v0/orders', dataElements: ['buyerInfo', 'shippingAddress'] },
            ],
          },
        }),
        'restricted data token answer',
      );
      const params = new URLSearchParams({ MarketplaceIds: marketplacesOf(access).join(',') });
      if ('nextToken' in query) params.set('NextToken', query.nextToken);
      else {
        params.set('LastUpdatedAfter', query.lastUpdatedAfter);
        params.set('OrderStatuses', AMAZON_POLLED_STATUSES.join(','));
        params.set('FulfillmentChannels', 'MFN');
        params.set('MaxResultsPerPage', '100');
      }
      const { payload } = parsed(
        ordersSchema,
        await call(sp(access, `/orders/v0/orders?${params.toString()}`), {
          headers: { 'x-amz-access-token': rdt.restrictedDataToken },
        }),
        'orders answer',
      );
      const orders: { order: unknown; items: unknown[] }[] = [];
      for (const order of payload.Orders) {
        const id = (order as { AmazonOrderId?: unknown }).AmazonOrderId;
        if (typeof id !== 'string' || !id) continue;
        orders.push({ order, items: await orderItems(access, id, token) });
      }
      return { orders, ...(payload.NextToken ? { nextToken: payload.NextToken } : {}) };
    },

    async pushFulfillment(access, fulfillment) {
      const token = await accessToken(access);
      const orderId = fulfillment.externalOrderId;
      const { payload: order } = parsed(orderSchema, await getOrder(access, orderId, token), 'order answer');
      const packageReferenceId = packageReferenceIdOf(orderId, fulfillment.trackingCode);
      const fulfillmentId = `${orderId}/${packageReferenceId}`;
      if (order.OrderStatus === 'Shipped') return { fulfillmentId };
      if (order.OrderStatus === 'Canceled')
        throw new StoreApiError(`${NAME} order ${orderId} was canceled`, false, 422);
      const items = (await orderItems(access, orderId, token))
        .map((i) => ({
          orderItemId: i.OrderItemId,
          quantity: i.QuantityOrdered - (i.QuantityShipped ?? 0),
        }))
        .filter((i) => i.quantity > 0);
      if (items.length === 0) return { fulfillmentId };
      const code = CARRIER_CODES[fulfillment.carrier.toLowerCase().replace(/[^a-z]/g, '')];
      await call(sp(access, `/orders/v0/orders/${segment(orderId)}/shipmentConfirmation`), {
        method: 'POST',
        headers: { 'x-amz-access-token': token },
        json: {
          marketplaceId: order.MarketplaceId ?? marketplacesOf(access)[0],
          packageDetail: {
            packageReferenceId,
            carrierCode: code ?? 'Other',
            ...(code ? {} : { carrierName: fulfillment.carrier }),
            trackingNumber: fulfillment.trackingCode,
            shipDate: now().toISOString(),
            orderItems: items,
          },
        },
      });
      return { fulfillmentId };
    },

    async authorizeUrl({ state, redirectUri }) {
      const { applicationId } = await deps.app();
      const url = new URL(joinUrl(deps.origins.amazon().sellerCentral, '/apps/authorize/consent'));
      url.searchParams.set('application_id', applicationId);
      url.searchParams.set('state', state);
      url.searchParams.set('redirect_uri', redirectUri);
      return url.toString();
    },

    async exchangeCode({ shop, code, redirectUri }) {
      if (!shop) throw new StoreApiError(`${NAME} named no selling partner`, false);
      const grant = await lwaGrant({ grant_type: 'authorization_code', code, redirect_uri: redirectUri });
      if (!grant.refresh_token) throw new StoreApiError(`${NAME} answered without a refresh token`, false);
      const apiBaseUrl = deps.origins.amazon().spApi;
      const participations = parsed(
        participationsSchema,
        await call(joinUrl(apiBaseUrl, '/sellers/v1/marketplaceParticipations'), {
          headers: { 'x-amz-access-token': grant.access_token },
        }),
        'marketplace participations answer',
      );
      const marketplaceIds = participations.payload
        .filter((p) => p.participation?.isParticipating !== false && NA_MARKETPLACES.has(p.marketplace.id))
        .map((p) => p.marketplace.id);
      return {
        platform: 'amazon',
        shop,
        name: `Amazon seller ${shop}`,
        scopes: [],
        apiBaseUrl,
        credentials: {
          accessToken: grant.access_token,
          refreshToken: grant.refresh_token,
          expiresAt: new Date(now().getTime() + grant.expires_in * 1000).toISOString(),
          marketplaceIds: marketplaceIds.length ? marketplaceIds : [AMAZON_US_MARKETPLACE],
        },
      };
    },

    async registerWebhooks() {
      return { topics: [] };
    },
  };
}
