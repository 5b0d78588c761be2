import { createHash } from 'node:crypto';
import type {
  RawStoreWebhook,
  StoreWebhookVerdict,
  VerifiedStoreEvent,
  WebhookRejectionReason,
} from '#domain/stores/ports';
import { storeEventKey } from '#domain/stores/ports';
import { shopKey, type StoreConnectionStore } from '#domain/stores/store-connection';
import type { StoreEventMessage, StoreWebhookPlatform } from '#domain/stores/store-event.message';
import { isStoreUninstallTopic, storeUninstalledMessage } from '#domain/stores/store-uninstall.rules';
import type { WebhookDeliveryStore } from '#domain/tracking/ports';
import { headerOf } from '#lib/http/webhook-signature';
import { verifyBigCommerceWebhook } from '../webhooks/bigcommerce.webhook';
import { verifyShopifyWebhook } from '../webhooks/shopify.webhook';
import { verifySquareWebhook } from '../webhooks/square.webhook';
import { isObject, parseJsonBody, rejected } from '../webhooks/store-webhook';
import { WOOCOMMERCE_SOURCE_HEADER, verifyWooCommerceWebhook } from '../webhooks/woocommerce.webhook';

export interface StoreEventQueue {
  send(message: StoreEventMessage): Promise<void>;
}

export interface ReceiveStoreWebhookDeps {
  connections: Pick<StoreConnectionStore, 'findByShop' | 'credentials' | 'disconnect'>;
  /** Shopify's app client secret (signs every shop's webhooks). */
  shopifySecret: () => Promise<string>;
  /** Square's webhook signature key. */
  squareSignatureKey: () => Promise<string>;
  /** The public origin Square was given the notification URL on (APP_URL); undefined when not configured. */
  publicOrigin: () => string | undefined;
  deliveries: WebhookDeliveryStore;
  events: StoreEventQueue;
  clock?: () => Date;
}

export type StoreWebhookAnswer =
  /** Bad, missing or unknown-secret signature, or a shop no connected store claims (Woo, BigCommerce): 401, nothing said about which. */
  | { kind: 'unauthorized'; reason: string }
  /** Signed but unusable (no topic, no shop, not JSON): 400, or 413 for a body over the cap. */
  | { kind: 'rejected'; status: 400 | 413; reason: WebhookRejectionReason }
  /** WooCommerce's creation ping. */
  | { kind: 'ping' }
  /** Verified, but for a shop no account has connected (an uninstalled app's late deliveries): acknowledged, dropped. */
  | { kind: 'ignored'; platform: StoreWebhookPlatform; topic: string; eventId: string }
  /** The platform's uninstall (or revocation) event: the store was marked disconnected at once. */
  | { kind: 'disconnected'; platform: StoreWebhookPlatform; topic: string; eventId: string; accountId: string }
  | { kind: 'duplicate'; platform: StoreWebhookPlatform; topic: string; eventId: string; accountId: string }
  | { kind: 'accepted'; platform: StoreWebhookPlatform; topic: string; eventId: string; accountId: string };

/** Deliveries are recorded under `store`; a key too long for a partition key (Woo site URLs) is hashed. */
export const STORE_DELIVERY_PROVIDER = 'store';
const DELIVERY_KEY_MAX = 512;
export const deliveryKeyOf = (key: string) =>
  key.length <= DELIVERY_KEY_MAX ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;

const BIGCOMMERCE_PRODUCER = /^stores\/([a-z0-9]{1,64})$/i;
/** Longer than any real site URL or store hash, short enough for a partition key (2 KB). */
const CLAIMED_SHOP_MAX = 512;

/**
 * The shop a WooCommerce or BigCommerce delivery says it is from, before anything is verified:
 * only used to find the per-store secret the delivery must then be signed with.
 */
function claimedShop(platform: 'woocommerce' | 'bigcommerce', request: RawStoreWebhook): string | undefined {
  if (platform === 'woocommerce') {
    const source = headerOf(request.headers, WOOCOMMERCE_SOURCE_HEADER)?.trim().replace(/\/+$/, '');
    return source && source.length <= CLAIMED_SHOP_MAX ? source : undefined;
  }
  const body = parseJsonBody(request.rawBody);
  if (!isObject(body)) return undefined;
  const producer = typeof body.producer === 'string' ? BIGCOMMERCE_PRODUCER.exec(body.producer)?.[1] : undefined;
  const storeId = typeof body.store_id === 'string' || typeof body.store_id === 'number' ? String(body.store_id) : '';
  return producer ?? (storeId && storeId.length <= CLAIMED_SHOP_MAX ? storeId : undefined);
}

/**
 * WooCommerce gives every re-send of a webhook a new delivery id, so its event is the version of
 * the resource instead: topic, resource id and the resource's modification time. A body without
 * them keeps the delivery id.
 */
function wooEventId(event: VerifiedStoreEvent): string {
  const p = isObject(event.payload) ? event.payload : {};
  const id = typeof p.id === 'number' || typeof p.id === 'string' ? String(p.id) : '';
  const modified =
    typeof p.date_modified_gmt === 'string'
      ? p.date_modified_gmt
      : typeof p.date_modified === 'string'
        ? p.date_modified
        : '';
  return id && modified && id.length <= 100 && modified.length <= 60
    ? `${event.topic}#${id}#${modified}`
    : event.eventId;
}

/** Square's order notifications are thin: `data.id` is the order to fetch back. */
function squareResource(event: VerifiedStoreEvent): VerifiedStoreEvent['resource'] {
  const data = isObject(event.payload) && isObject(event.payload.data) ? event.payload.data : undefined;
  const id = typeof data?.id === 'string' && data.id.length <= 100 ? data.id : undefined;
  return id && event.topic.startsWith('order.') ? { type: 'order', id } : undefined;
}

/**
 * One store webhook delivery: verified on its raw bytes with the platform's secret (the app's for
 * Shopify and Square, the store's own for WooCommerce and BigCommerce, found through the shop's
 * SHOP# claim), resolved to the account that claims the verified shop, recorded once by its event
 * key (a conditional create) and put on the store-events queue; mapping and writing are the
 * worker's, so the answer is fast. Record (pending) → send → mark enqueued: only an enqueued record
 * makes a redelivery a duplicate, so a send that failed (answered 5xx) is sent again by the
 * platform's retry, and a send whose mark failed is sent twice, which the worker applies once.
 */
export function makeReceiveStoreWebhook(deps: ReceiveStoreWebhookDeps) {
  const clock = deps.clock ?? (() => new Date());

  async function verify(
    platform: StoreWebhookPlatform,
    request: RawStoreWebhook,
    path: string,
  ): Promise<{ verdict: StoreWebhookVerdict; owner?: { accountId: string; storeId: string } }> {
    switch (platform) {
      case 'shopify':
        return { verdict: verifyShopifyWebhook(request, { secret: await deps.shopifySecret() }) };
      case 'square': {
        const origin = deps.publicOrigin()?.replace(/\/+$/, '');
        return {
          verdict: verifySquareWebhook(request, {
            secret: await deps.squareSignatureKey(),
            ...(origin ? { notificationUrl: `${origin}${path}` } : {}),
          }),
        };
      }
      case 'woocommerce':
      case 'bigcommerce': {
        const shop = claimedShop(platform, request);
        const found = shop ? await deps.connections.findByShop(platform, shop) : undefined;
        const credentials = found
          ? await deps.connections.credentials(found.accountId, found.connection.storeId)
          : undefined;
        // No store, no secret: verified against nothing, which fails exactly like a wrong secret.
        const verdict = (platform === 'woocommerce' ? verifyWooCommerceWebhook : verifyBigCommerceWebhook)(request, {
          secret: credentials?.webhookSecret ?? '',
        });
        if (verdict.outcome === 'event' && found && shopKey(verdict.event.shop) !== shopKey(found.connection.shop))
          return { verdict: { outcome: 'rejected', reason: 'bad signature', status: 401 } };
        return {
          verdict,
          ...(found ? { owner: { accountId: found.accountId, storeId: found.connection.storeId } } : {}),
        };
      }
      case 'shippo':
        // Shippo sends no order webhooks (its orders are imported): nothing is verified against, so nothing passes.
        return { verdict: rejected('no secret configured') };
    }
  }

  return async function receive(
    platform: StoreWebhookPlatform,
    request: RawStoreWebhook,
    path: string,
  ): Promise<StoreWebhookAnswer> {
    const { verdict, owner: claimed } = await verify(platform, request, path);
    if (verdict.outcome === 'ping') return { kind: 'ping' };
    if (verdict.outcome === 'rejected')
      return verdict.status === 401
        ? { kind: 'unauthorized', reason: verdict.reason }
        : { kind: 'rejected', status: verdict.status, reason: verdict.reason };

    const event = verdict.event;
    const eventId = platform === 'woocommerce' ? wooEventId(event) : event.eventId;
    let owner = claimed;
    if (!owner) {
      const found = await deps.connections.findByShop(platform, event.shop);
      owner = found && { accountId: found.accountId, storeId: found.connection.storeId };
    }
    if (!owner) return { kind: 'ignored', platform, topic: event.topic, eventId };
    // Access is gone already: disconnect now rather than queue (no later call could succeed). A redelivery finds
    // the shop unclaimed and is ignored above.
    if (isStoreUninstallTopic(platform, event.topic)) {
      await deps.connections.disconnect(
        owner.accountId,
        owner.storeId,
        clock().toISOString(),
        storeUninstalledMessage(platform),
      );
      return { kind: 'disconnected', platform, topic: event.topic, eventId, accountId: owner.accountId };
    }

    const eventKey = storeEventKey({ platform, shop: shopKey(event.shop), eventId });
    const deliveryKey = deliveryKeyOf(eventKey);
    const receivedAt = clock().toISOString();
    const answer = { platform, topic: event.topic, eventId, accountId: owner.accountId };
    const recorded = await deps.deliveries.record({
      provider: STORE_DELIVERY_PROVIDER,
      eventId: deliveryKey,
      receivedAt,
    });
    if (recorded === 'enqueued') return { kind: 'duplicate', ...answer };
    const resource = platform === 'square' ? squareResource(event) : event.resource;
    await deps.events.send({
      kind: 'store-event',
      platform,
      accountId: owner.accountId,
      storeId: owner.storeId,
      shop: shopKey(event.shop),
      topic: event.topic,
      eventId,
      eventKey: deliveryKey,
      receivedAt,
      ...(event.privacy ? { privacy: true } : {}),
      ...(resource ? { resource } : {}),
      payload: event.payload,
    });
    await deps.deliveries.markEnqueued(STORE_DELIVERY_PROVIDER, deliveryKey);
    return { kind: 'accepted', ...answer };
  };
}

export type ReceiveStoreWebhook = ReturnType<typeof makeReceiveStoreWebhook>;
