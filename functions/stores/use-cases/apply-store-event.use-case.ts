import type { ImportRowError } from '#domain/imports/order-import.rules';
import { orderLandingDraftOf } from '#domain/orders/order-landing-draft.rules';
import type { OrderLandingQueue } from '#domain/orders/ports';
import { mapBigCommerceOrder } from '#domain/stores/bigcommerce-order.rules';
import { StoreApiError, type StoreApi } from '#domain/stores/ports';
import { mapShopifyOrder } from '#domain/stores/shopify-order.rules';
import { mapSquareOrder } from '#domain/stores/square-order.rules';
import type { StoreConnectionStore } from '#domain/stores/store-connection';
import type { StoreEventMessage, StoreWebhookPlatform } from '#domain/stores/store-event.message';
import type { StoreImportOptions, StoreOrderContext, StoreOrderMapping } from '#domain/stores/store-order.rules';
import { STORE_PLATFORM_NAMES } from '#domain/stores/store-platforms.rules';
import { mapWooCommerceOrder } from '#domain/stores/woocommerce-order.rules';

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
  clock?: () => Date;
}

export type ApplyStoreEventOutcome =
  /** A store order mapped and sent to the order-landing queue, where the sync decision is taken and it is written. */
  | { kind: 'order'; action: 'queued'; orderNumber: string }
  | { kind: 'catalog'; action: string; count: number }
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
export function makeApplyStoreEvent(deps: ApplyStoreEventDeps) {
  const clock = deps.clock ?? (() => new Date());

  async function orderPayload(
    message: StoreEventMessage,
    connection: NonNullable<Awaited<ReturnType<typeof deps.connections.get>>>,
  ) {
    if (message.platform !== 'bigcommerce' && message.platform !== 'square') return message.payload;
    if (!message.resource) return undefined;
    const credentials = await deps.connections.credentials(message.accountId, message.storeId);
    if (!credentials) return undefined;
    return deps.storeApiFor(message.platform).fetchOrder({ connection, credentials }, message.resource.id);
  }

  async function applyOrder(
    message: StoreEventMessage,
    connection: NonNullable<Awaited<ReturnType<typeof deps.connections.get>>>,
  ): Promise<ApplyStoreEventOutcome> {
    const { accountId, platform } = message;
    let payload: unknown;
    try {
      payload = await orderPayload(message, connection);
    } catch (err) {
      if (err instanceof StoreApiError && !err.retryable) {
        await deps.connections.recordError(accountId, message.storeId, `Order fetch refused: ${err.message}`);
        return { kind: 'invalid', reason: `fetch refused: ${err.message}` };
      }
      throw err;
    }
    if (payload === undefined) return { kind: 'dropped', reason: 'no order to fetch' };

    const ctx: StoreOrderContext = {
      storeId: message.storeId,
      shop: connection.shop,
      ...(await deps.importSettings(accountId, platform)),
    };
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
      eventId: message.eventId,
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
