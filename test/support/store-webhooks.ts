import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import type { StoreWebhookPlatform } from '#domain/stores/store-event.message';
import {
  BIGCOMMERCE_SECRET_HEADER,
  SHOPIFY_HMAC_HEADER,
  SQUARE_SIGNATURE_HEADER,
  WOOCOMMERCE_SIGNATURE_HEADER,
} from '#domain/stores/store-platforms.rules';
import type { StoreConnectionRecord } from '#domain/stores/store-connection';
import { dynamoStoreConnections } from '#functions/stores/adapters/dynamodb.store-connections';
import { SANDBOX_SHOPIFY_APP, SANDBOX_SQUARE_APP } from '#functions/stores/store-app-secrets';
import { hmacSha256 } from '#lib/http/webhook-signature';
import { apiEvent } from './api-events';

/**
 * Store webhooks as the platforms send them (headers, signatures over the raw bytes) and connected
 * stores to send them to: shared by the store webhook tests and benches.
 */

export const STORE_WEBHOOK_ORIGIN = 'http://localhost:4010';

export const storeWebhookPath = (platform: StoreWebhookPlatform, topic: string) =>
  `/api/v1/webhooks/${platform}/${topic}`;

export async function connectTestStore(
  accountId: string,
  platform: StoreWebhookPlatform,
  opts: { shop?: string; webhookSecret?: string } = {},
): Promise<StoreConnectionRecord & { webhookSecret: string }> {
  const suffix = randomUUID().replace(/-/g, '').slice(0, 10);
  const shop =
    opts.shop ??
    {
      shopify: `smokehouse-${suffix}.myshopify.com`,
      woocommerce: `https://shop-${suffix}.example.co.uk`,
      bigcommerce: `h${suffix}`,
      square: `M${suffix.toUpperCase()}`,
      shippo: `shippo-${suffix}`,
    }[platform];
  const webhookSecret = opts.webhookSecret ?? `whsec-${suffix}`;
  const connection = await dynamoStoreConnections.connect(
    accountId,
    {
      platform,
      shop,
      name: shop,
      scopes: [],
      apiBaseUrl: 'http://localhost:1',
      credentials: { accessToken: `tok-${suffix}`, webhookSecret },
      at: new Date().toISOString(),
    },
    () => randomUUID(),
  );
  return { ...connection, webhookSecret };
}

interface SignOptions {
  /** Sign with this instead of the right secret. */
  secret?: string;
  /** Send this signature header value instead (null: none). */
  signature?: string | null;
  headers?: Record<string, string>;
}

function withHeaders(
  event: APIGatewayProxyEventV2WithJWTAuthorizer,
  headers: Record<string, string | undefined>,
): APIGatewayProxyEventV2WithJWTAuthorizer {
  for (const [k, v] of Object.entries(headers)) if (v !== undefined) event.headers[k] = v;
  return event;
}

function storeEvent(platform: StoreWebhookPlatform, topic: string, raw: string) {
  return apiEvent({
    method: 'POST',
    path: storeWebhookPath(platform, topic),
    rawBody: raw,
    pathParameters: { platform, topic },
  });
}

const pick = (opts: SignOptions, computed: string) => (opts.signature === undefined ? computed : opts.signature);

export function shopifyWebhook(
  shop: string,
  topic: string,
  payload: unknown,
  eventId: string,
  opts: SignOptions & { raw?: string } = {},
) {
  const raw = opts.raw ?? JSON.stringify(payload);
  const hmac = hmacSha256(opts.secret ?? SANDBOX_SHOPIFY_APP.clientSecret, raw).toString('base64');
  return withHeaders(storeEvent('shopify', topic, raw), {
    'x-shopify-topic': topic,
    'x-shopify-shop-domain': shop,
    'x-shopify-event-id': eventId,
    'x-shopify-webhook-id': `wh-${eventId}`,
    'x-shopify-triggered-at': new Date().toISOString(),
    [SHOPIFY_HMAC_HEADER]: pick(opts, hmac) ?? undefined,
    ...opts.headers,
  });
}

export function wooWebhook(
  site: string,
  secret: string,
  topic: string,
  payload: unknown,
  deliveryId: string,
  opts: SignOptions & { raw?: string } = {},
) {
  const raw = opts.raw ?? JSON.stringify(payload);
  const hmac = hmacSha256(opts.secret ?? secret, raw).toString('base64');
  return withHeaders(storeEvent('woocommerce', topic.replace('.', '/'), raw), {
    'x-wc-webhook-topic': topic,
    'x-wc-webhook-source': `${site}/`,
    'x-wc-webhook-delivery-id': deliveryId,
    'x-wc-webhook-resource': topic.split('.')[0],
    [WOOCOMMERCE_SIGNATURE_HEADER]: pick(opts, hmac) ?? undefined,
    ...opts.headers,
  });
}

export function bigCommerceNotification(storeHash: string, scope: string, orderId: number, hash: string) {
  return {
    created_at: Math.floor(Date.now() / 1000),
    store_id: '1025646',
    producer: `stores/${storeHash}`,
    scope,
    hash,
    data: { type: 'order', id: orderId },
  };
}

export function bigCommerceWebhook(secret: string, payload: unknown, opts: SignOptions & { raw?: string } = {}) {
  const raw = opts.raw ?? JSON.stringify(payload);
  const scope = (payload as { scope?: string } | null)?.scope ?? 'store/order/created';
  return withHeaders(storeEvent('bigcommerce', scope, raw), {
    [BIGCOMMERCE_SECRET_HEADER]: pick(opts, opts.secret ?? secret) ?? undefined,
    ...opts.headers,
  });
}

export function squareNotification(merchantId: string, type: string, orderId: string, eventId: string) {
  const kind = type.replace('.', '_');
  return {
    merchant_id: merchantId,
    type,
    event_id: eventId,
    created_at: new Date().toISOString(),
    data: { type: kind, id: orderId, object: { [kind]: { order_id: orderId, state: 'OPEN', version: 1 } } },
  };
}

export function squareWebhook(payload: unknown, opts: SignOptions & { raw?: string; origin?: string } = {}) {
  const raw = opts.raw ?? JSON.stringify(payload);
  const topic = (payload as { type?: string } | null)?.type ?? 'order.created';
  const event = storeEvent('square', topic, raw);
  const url = `${opts.origin ?? STORE_WEBHOOK_ORIGIN}${event.rawPath}`;
  const hmac = hmacSha256(opts.secret ?? SANDBOX_SQUARE_APP.webhookSignatureKey, url, raw).toString('base64');
  return withHeaders(event, { [SQUARE_SIGNATURE_HEADER]: pick(opts, hmac) ?? undefined, ...opts.headers });
}
