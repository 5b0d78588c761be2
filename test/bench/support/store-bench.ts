/**
 * What the store webhook benchmarks share: fauxqs with the store-events and order-landing queues beside the bench
 * table (the functions' environment pointed at it), a connected Shopify store, and signed
 * orders/create deliveries built the way the local gateway builds them (matchRoute + buildHttpEvent
 * over the manifest's route), so the handler sees the event it sees under `npm start`.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { FUNCTIONS, QUEUES } from '#infra/app-manifest';
import { buildHttpEvent, matchRoute, routesFromManifest } from '#infra/local/http-api';
import { localSqsClient, startSqsLocal, type LocalQueue } from '#infra/local/sqs-local';
import { SANDBOX_SHOPIFY_APP } from '#functions/stores/store-app-secrets';
import { hmacSha256 } from '#lib/http/webhook-signature';
import { shopifyTexasOrder } from '../../unit/stores/fixtures/shopify.fixtures';
import { freePort } from './bench-table-port';

export interface StoreQueues {
  events: LocalQueue;
  /** Where the store-events worker sends the orders it mapped, for the order-landing worker. */
  landing: LocalQueue;
  client: ReturnType<typeof localSqsClient>;
}

/**
 * fauxqs with the store-events queue, order-landing (the mapped orders) and order-automations (where new store
 * orders go for the import rules: a sink here); STORE_EVENTS_QUEUE_URL, ORDER_LANDING_QUEUE_URL and
 * ORDER_AUTOMATIONS_QUEUE_URL set.
 */
export async function withStoreQueues<T>(run: (q: StoreQueues) => Promise<T>): Promise<T> {
  const sqs = await startSqsLocal({
    port: await freePort(),
    queues: QUEUES.filter((q) => ['store-events', 'order-landing', 'order-automations'].includes(q.name)),
  });
  const events = sqs.queues.find((q) => q.name === 'store-events')!;
  const landing = sqs.queues.find((q) => q.name === 'order-landing')!;
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_SQS: sqs.endpoint,
    STORE_EVENTS_QUEUE_URL: events.url,
    ORDER_LANDING_QUEUE_URL: landing.url,
    ORDER_AUTOMATIONS_QUEUE_URL: sqs.queues.find((q) => q.name === 'order-automations')!.url,
  });
  const client = localSqsClient(sqs.endpoint);
  try {
    return await run({ events, landing, client });
  } finally {
    client.destroy();
    await sqs.stop();
  }
}

/** A merchant account with a connected Shopify store (imported lazily: the table env must be set first). */
export async function benchShopifyStore(): Promise<{
  accountId: string;
  owner: { userId: string; email: string };
  storeId: string;
  shop: string;
}> {
  const { createTestAccount } = await import('../../support/accounts');
  const { dynamoStoreConnections } = await import('#functions/stores/adapters/dynamodb.store-connections');
  const { accountId, owner } = await createTestAccount('Bench Smokehouse');
  // Credentials are sealed with a master key, as the local runtime holds one (KMS in AWS).
  process.env.LOCAL_CREDENTIALS_KEY ||= randomBytes(32).toString('base64');
  const shop = `bench-${randomUUID().slice(0, 8)}.myshopify.com`;
  const connection = await dynamoStoreConnections.connect(
    accountId,
    {
      platform: 'shopify',
      shop,
      name: shop,
      scopes: [],
      apiBaseUrl: 'http://localhost:1',
      credentials: { accessToken: 'bench' },
      at: new Date().toISOString(),
    },
    () => randomUUID(),
  );
  return { accountId, owner, storeId: connection.storeId, shop };
}

/** The i-th distinct Shopify order (its own id, number and updated time). */
export function benchShopifyOrder(i: number) {
  return {
    ...shopifyTexasOrder,
    id: 7_000_000_000 + i,
    name: `#B${i}`,
    order_number: 100_000 + i,
    updated_at: new Date(Date.UTC(2026, 10, 20, 12) + i * 1000).toISOString(),
  };
}

const ROUTES = routesFromManifest(FUNCTIONS);

/** A signed Shopify delivery of `raw` as the local gateway hands it to the `store-webhook` function. */
export function shopifyDelivery(
  shop: string,
  topic: string,
  raw: string,
  eventId: string,
): APIGatewayProxyEventV2WithJWTAuthorizer {
  const path = `/api/v1/webhooks/shopify/${topic}`;
  const match = matchRoute(ROUTES, 'POST', path);
  if (match.kind !== 'matched') throw new Error(`no route for POST ${path}`);
  return buildHttpEvent(
    {
      method: 'POST',
      url: path,
      headers: {
        host: '127.0.0.1',
        'content-type': 'application/json',
        'user-agent': 'Shopify-Captain-Hook',
        'x-shopify-topic': topic,
        'x-shopify-shop-domain': shop,
        'x-shopify-event-id': eventId,
        'x-shopify-webhook-id': `wh-${eventId}`,
        'x-shopify-triggered-at': new Date().toISOString(),
        'x-shopify-hmac-sha256': hmacSha256(SANDBOX_SHOPIFY_APP.clientSecret, raw).toString('base64'),
      },
      body: Buffer.from(raw, 'utf8'),
      sourceIp: '127.0.0.1',
    },
    match,
    undefined,
  ) as APIGatewayProxyEventV2WithJWTAuthorizer;
}
