import type { ImportRowError } from '#domain/imports/order-import.rules';
import { orderLandingDraftOf } from '#domain/orders/order-landing-draft.rules';
import type { OrderLandingQueue } from '#domain/orders/ports';
import { mapBigCommerceOrder } from '#domain/stores/bigcommerce-order.rules';
import { StoreApiError, type StoreApi, type StoreOrderLister } from '#domain/stores/ports';
import { mapShippoOrder } from '#domain/stores/shippo-order.rules';
import { mapShopifyOrder } from '#domain/stores/shopify-order.rules';
import { mapSquareOrder } from '#domain/stores/square-order.rules';
import type { StoreConnectionStore } from '#domain/stores/store-connection';
import {
  STORE_IMPORT_MAX_PAGES,
  STORE_IMPORT_TOPIC,
  storeImportMessage,
  storeImportPageSchema,
  type StoreEventMessage,
  type StoreWebhookPlatform,
} from '#domain/stores/store-event.message';
import type { StoreImportOptions, StoreOrderContext, StoreOrderMapping } from '#domain/stores/store-order.rules';
import { STORE_PLATFORM_NAMES } from '#domain/stores/store-platforms.rules';
import { mapWooCommerceOrder } from '#domain/stores/woocommerce-order.rules';
import type { StoreEventQueue } from './store-webhook.use-case';

/** Products and customers by webhook (Shopify's products/* and customers/* topics). */
export interface StoreCatalogSync {
  apply(accountId: string, topic: string, payload: unknown, ctx: StoreOrderContext): Promise<ApplyStoreEventOutcome>;
}

export interface ApplyStoreEventDeps {
  connections: Pick<StoreConnectionStore, 'get' | 'credentials' | 'recordEvent' | 'recordError'>;
  /** A thin notification's order read back from the store (BigCommerce, Square). */
  storeApiFor: (platform: StoreWebhookPlatform) => Pick<StoreApi, 'fetchOrder'>;
  /** Where a mapped order goes: the orders domain lands it through the CSV import's rules (order-landing). */
  landing: OrderLandingQueue;
  /**
   * The account's importOptions for the platform (orders §3 User: the units its numbers are read
   * in) and accounts §3 importAdditionalDetails, read once per event.
   */
  importSettings: (
    accountId: string,
    platform: StoreWebhookPlatform,
  ) => Promise<{ importOptions: StoreImportOptions; importAdditionalDetails: boolean }>;
  catalog?: StoreCatalogSync;
  /** The order lister of a platform whose orders are imported in pages (undefined: none). */
  orderLister?: (platform: StoreWebhookPlatform) => StoreOrderLister | undefined;
  /** Where an import's next page is queued (the store-events queue itself). */
  events?: StoreEventQueue;
  clock?: () => Date;
}

export type ApplyStoreEventOutcome =
  /** A store order mapped and sent to the order-landing queue, where the sync decision is taken and it is written. */
  | { kind: 'order'; action: 'queued'; orderNumber: string }
  | { kind: 'catalog'; action: string; count: number }
  /** One import page read: how many orders it held, and whether a next page was queued. */
  | { kind: 'import'; page: number; orders: number; more: boolean }
  | { kind: 'privacy'; topic: string }
  /** Nothing to do: a topic not synced, a store no longer connected, an order nothing ships for. */
  | { kind: 'dropped'; reason: string }
  /** The event can never apply (a payload that does not map, a store that refuses the fetch): recorded on the store. */
  | { kind: 'invalid'; reason: string };

const MAPPERS: Record<StoreWebhookPlatform, (payload: unknown, ctx: StoreOrderContext) => StoreOrderMapping> = {
  shopify: mapShopifyOrder,
  woocommerce: mapWooCommerceOrder,
  bigcommerce: mapBigCommerceOrder,
  square: mapSquareOrder,
  shippo: mapShippoOrder,
};

/** The topics whose body (or fetched resource) is an order to sync. */
export function isOrderTopic(platform: StoreWebhookPlatform, topic: string): boolean {
  switch (platform) {
    case 'shopify':
      // orders/edited and orders/delete carry no Order resource.
      return topic.startsWith('orders/') && topic !== 'orders/edited' && topic !== 'orders/delete';
    case 'woocommerce':
      return ['order.created', 'order.updated', 'order.restored'].includes(topic);
    case 'bigcommerce':
      return (
        topic.startsWith('store/order/') && topic !== 'store/order/archived' && topic !== 'store/order/message/created'
      );
    case 'square':
      return topic.startsWith('order.');
    case 'shippo':
      // Shippo sends no order webhooks: its orders come in by import pages alone.
      return false;
  }
}

const describeErrors = (errors: readonly ImportRowError[]) =>
  errors
    .slice(0, 3)
    .map((e) => `${e.field}: ${e.message}`)
    .join('; ');

/**
 * One verified store event, as the store-events worker applies it. Orders are mapped by the
 * platform's rules (a thin notification's order fetched back first) and sent as a draft to the
 * order-landing queue, whose worker writes them through the CSV import's rules under the sync
 * decision (functions/orders/use-cases/land-store-order.use-case.ts). What can never apply is
 * recorded on the store and dropped, never retried; a store that may answer later (a retryable
 * fetch failure) or a refused send throws so SQS retries.
 */
type Connection = NonNullable<Awaited<ReturnType<ApplyStoreEventDeps['connections']['get']>>>;

export function makeApplyStoreEvent(deps: ApplyStoreEventDeps) {
  const clock = deps.clock ?? (() => new Date());

  async function orderPayload(message: StoreEventMessage, connection: Connection) {
    if (message.platform !== 'bigcommerce' && message.platform !== 'square') return message.payload;
    if (!message.resource) return undefined;
    const credentials = await deps.connections.credentials(message.accountId, message.storeId);
    if (!credentials) return undefined;
    return deps.storeApiFor(message.platform).fetchOrder({ connection, credentials }, message.resource.id);
  }

  async function applyOrder(message: StoreEventMessage, connection: Connection): Promise<ApplyStoreEventOutcome> {
    let payload: unknown;
    try {
      payload = await orderPayload(message, connection);
    } catch (err) {
      return fetchRefused(message, err, 'Order fetch refused');
    }
    if (payload === undefined) return { kind: 'dropped', reason: 'no order to fetch' };
    const ctx: StoreOrderContext = {
      storeId: message.storeId,
      shop: connection.shop,
      ...(await deps.importSettings(message.accountId, message.platform)),
    };
    return landOrder(message, connection, payload, ctx);
  }

  /** A refusal that can never pass is recorded on the store; anything that may pass later throws so SQS retries. */
  async function fetchRefused(message: StoreEventMessage, err: unknown, what: string): Promise<ApplyStoreEventOutcome> {
    if (err instanceof StoreApiError && !err.retryable) {
      await deps.connections.recordError(message.accountId, message.storeId, `${what}: ${err.message}`);
      return { kind: 'invalid', reason: `fetch refused: ${err.message}` };
    }
    throw err;
  }

  /**
   * One import page: the store's orders changed since `since`, each mapped and landed like a webhook's
   * (the landing's sync decision makes a re-read order a no-op), then the next page queued.
   */
  async function importPage(message: StoreEventMessage, connection: Connection): Promise<ApplyStoreEventOutcome> {
    const page = storeImportPageSchema.safeParse(message.payload);
    const lister = deps.orderLister?.(message.platform);
    if (!page.success || !lister) return { kind: 'dropped', reason: 'not an import page of a listed platform' };
    const credentials = await deps.connections.credentials(message.accountId, message.storeId);
    if (!credentials) return { kind: 'dropped', reason: 'no credentials' };
    let listed: Awaited<ReturnType<StoreOrderLister['listOrders']>>;
    try {
      listed = await lister.listOrders(
        { connection, credentials },
        { since: page.data.since, ...(page.data.cursor ? { cursor: page.data.cursor } : {}) },
      );
    } catch (err) {
      return fetchRefused(message, err, 'Order import refused');
    }
    const ctx: StoreOrderContext = {
      storeId: message.storeId,
      shop: connection.shop,
      ...(await deps.importSettings(message.accountId, message.platform)),
    };
    // Each order lands or is recorded like a webhook's: a refused one never holds the page back.
    for (const order of listed.orders) await landOrder(message, connection, order, ctx);
    const more = !!listed.next && page.data.page < STORE_IMPORT_MAX_PAGES && !!deps.events;
    if (more) {
      await deps.events!.send(
        storeImportMessage(
          { accountId: message.accountId, storeId: message.storeId, platform: message.platform, shop: message.shop },
          { since: page.data.since, cursor: listed.next, page: page.data.page + 1 },
          clock().toISOString(),
        ),
      );
    }
    return { kind: 'import', page: page.data.page, orders: listed.orders.length, more };
  }

  /** A store order (a webhook's, a fetched one, an import page's) mapped and sent to the order-landing queue. */
  async function landOrder(
    message: StoreEventMessage,
    connection: Connection,
    payload: unknown,
    ctx: StoreOrderContext,
  ): Promise<ApplyStoreEventOutcome> {
    const { accountId, platform } = message;
    const mapping = MAPPERS[platform](payload, ctx);
    if (mapping.outcome === 'invalid') {
      const number = mapping.store?.orderNumber;
      const reason = `${STORE_PLATFORM_NAMES[platform]} order ${number ?? ''} not imported: ${describeErrors(mapping.errors)}`;
      await deps.connections.recordError(accountId, message.storeId, reason.replace(/ {2}/, ' '));
      return { kind: 'invalid', reason };
    }
    if (mapping.outcome === 'skipped') return { kind: 'dropped', reason: mapping.message };

    const { store } = mapping;
    await deps.landing.send({
      kind: 'store-order',
      accountId,
      storeId: message.storeId,
      platform,
      shop: connection.shop,
      topic: message.topic,
      // An import page lands many orders under one message: each is named by its own order.
      eventId: message.topic === STORE_IMPORT_TOPIC ? `${message.eventId}#${store.platformOrderId}` : message.eventId,
      draft: orderLandingDraftOf(mapping),
    });
    return { kind: 'order', action: 'queued', orderNumber: store.orderNumber };
  }

  return async function apply(message: StoreEventMessage): Promise<ApplyStoreEventOutcome> {
    const connection = await deps.connections.get(message.accountId, message.storeId);
    // The store was removed, or its claim moved since the delivery was verified: nothing of it applies.
    if (!connection || connection.status === 'disconnected' || connection.platform !== message.platform)
      return { kind: 'dropped', reason: 'store not connected' };
    if (connection.shop.toLowerCase() !== message.shop.toLowerCase())
      return { kind: 'dropped', reason: 'shop mismatch' };

    let outcome: ApplyStoreEventOutcome;
    if (message.privacy) outcome = { kind: 'privacy', topic: message.topic };
    else if (message.topic === STORE_IMPORT_TOPIC) outcome = await importPage(message, connection);
    else if (isOrderTopic(message.platform, message.topic)) outcome = await applyOrder(message, connection);
    else if (deps.catalog && message.platform === 'shopify')
      outcome = await deps.catalog.apply(message.accountId, message.topic, message.payload, {
        storeId: message.storeId,
        shop: connection.shop,
        importOptions: (await deps.importSettings(message.accountId, message.platform)).importOptions,
      });
    else outcome = { kind: 'dropped', reason: `topic ${message.topic} is not synced` };
    await deps.connections.recordEvent(message.accountId, message.storeId, {
      at: clock().toISOString(),
      topic: message.topic,
    });
    return outcome;
  };
}

export type ApplyStoreEvent = ReturnType<typeof makeApplyStoreEvent>;
