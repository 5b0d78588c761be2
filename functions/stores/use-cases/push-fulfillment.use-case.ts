import { billOfLadingOf } from '#domain/labels/label-purchase.rules';
import type { OrderRecord } from '#domain/orders/order-record';
import { StoreApiError, type StoreApi } from '#domain/stores/ports';
import type { StoreConnectionStore } from '#domain/stores/store-connection';
import type {
  FulfillmentClaims,
  FulfillmentMessage,
  FulfillmentOrders,
  ShipmentFulfillment,
} from '#domain/stores/store-fulfillment';
import {
  FULFILLMENT_ERROR_TITLE,
  STORE_NOT_CONNECTED,
  fulfillmentBlocker,
  fulfillmentOf,
  isStorePlatform,
  orderWithFulfillment,
  orderWithFulfillmentError,
  storeCarrierName,
} from '#domain/stores/store-fulfillment.rules';
import type { StorePlatform } from '#domain/constants/settings.constants';

export interface PushFulfillmentDeps {
  orders: FulfillmentOrders;
  claims: FulfillmentClaims;
  connections: Pick<StoreConnectionStore, 'get' | 'credentials' | 'recordError'>;
  /** The platform's adapter (functions/stores/store-apis.ts). */
  storeApi: (platform: StorePlatform) => StoreApi;
  /** accounts §3 sendFulfillmentNotification: whether the store emails its customer. */
  notifyCustomer: (accountId: string) => Promise<boolean>;
  ids: () => string;
  /** After the store recorded the fulfillment (Amazon: the buyer data's retention clock starts). */
  afterFulfilled?: (accountId: string, orderId: string, fulfillment: ShipmentFulfillment) => Promise<void>;
  clock?: () => Date;
}

export type PushFulfillmentResult =
  | { kind: 'fulfilled'; fulfillmentId: string }
  /** Recorded before (a redelivery): nothing was sent to the store. */
  | { kind: 'already' }
  /** Another delivery holds the push; it owns the outcome. */
  | { kind: 'in_progress' }
  /** The store refused for good, or the last delivery failed: the fulfillment warning shows. */
  | { kind: 'failed'; reason: string }
  /** Nothing to push any more (the order, shipment or label is gone, or was refunded). */
  | { kind: 'skipped'; reason: string };

export interface PushOptions {
  /** This is the message's last delivery: a failure that could be retried is final now. */
  lastReceive: boolean;
}

/** A failure the store might not repeat: its own retryable errors, and anything that is no store answer (network, timeouts). */
const isRetryable = (err: unknown) => !(err instanceof StoreApiError) || err.retryable;
const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

/**
 * Pushes one shipment's label to its store as a fulfillment (orders §4 "shipment fulfilled"), at
 * most once per label: a claim (conditional write) is taken before the store is called, so a
 * redelivered or concurrent message finds it done or busy and sends nothing; it is released when
 * the call failed so a retry can push. A retryable failure is thrown (SQS delivers again); a final
 * one leaves the fulfillment warning, the order's fulfillment state `error` and the store's lastError.
 */
export function makePushFulfillment(deps: PushFulfillmentDeps) {
  const now = () => (deps.clock ?? (() => new Date()))();

  async function record(accountId: string, orderId: string, shipmentId: string, fulfillment: ShipmentFulfillment) {
    await deps.orders.update(accountId, orderId, (o) => orderWithFulfillment(o, shipmentId, fulfillment), {
      eventId: `fulfilled-${fulfillment.purchaseKey}`,
      at: fulfillment.at,
      shipmentId,
      details: {
        trackingCode: fulfillment.trackingCode,
        carrier: fulfillment.carrier,
        platform: fulfillment.platform,
        fulfillmentId: fulfillment.fulfillmentId,
      },
    });
  }

  async function fail(accountId: string, order: OrderRecord, shipmentId: string, reason: string) {
    await deps.orders.update(accountId, order.id, (o) => orderWithFulfillmentError(o, shipmentId, reason));
    await deps.connections.recordError(accountId, order.storeId, `${FULFILLMENT_ERROR_TITLE}: ${reason}`);
    return { kind: 'failed', reason } as const;
  }

  return async function run(message: FulfillmentMessage, opts: PushOptions): Promise<PushFulfillmentResult> {
    const { accountId, orderId, shipmentId } = message;
    const order = await deps.orders.get(accountId, orderId);
    const shipment = order?.shipments.find((s) => s.id === shipmentId);
    if (!order || !shipment) return { kind: 'skipped', reason: 'The order or its shipment no longer exists' };
    if (fulfillmentOf(shipment)) return { kind: 'already' };
    const blocker = fulfillmentBlocker(order, shipment);
    const bill = billOfLadingOf(shipment);
    if (blocker || !bill || !order.storeOrder || !isStorePlatform(order.storeOrder.platform)) {
      return { kind: 'skipped', reason: blocker ?? 'Not a store order' };
    }
    const platform = order.storeOrder.platform;

    const claimId = deps.ids();
    const claim = await deps.claims.claim(accountId, bill.purchaseKey, claimId, now());
    if (claim.kind === 'busy') return { kind: 'in_progress' };
    if (claim.kind === 'done') {
      // The store has it; an earlier delivery died before the order said so.
      await record(accountId, orderId, shipmentId, claim.fulfillment);
      return { kind: 'already' };
    }

    let fulfillmentId: string;
    try {
      const connection = await deps.connections.get(accountId, order.storeId);
      const credentials =
        connection && connection.status !== 'disconnected'
          ? await deps.connections.credentials(accountId, order.storeId)
          : undefined;
      if (!connection || !credentials || connection.platform !== platform) {
        throw new StoreApiError(STORE_NOT_CONNECTED, false);
      }
      const result = await deps.storeApi(platform).pushFulfillment(
        { connection, credentials },
        {
          externalOrderId: order.storeOrder.platformOrderId,
          trackingCode: bill.trackingCode,
          carrier: storeCarrierName(bill.carrier),
          ...(shipment.label?.trackingUrl ? { trackingUrl: shipment.label.trackingUrl } : {}),
          notifyCustomer: await deps.notifyCustomer(accountId),
        },
      );
      fulfillmentId = result.fulfillmentId;
    } catch (err) {
      await deps.claims.release(accountId, bill.purchaseKey, claimId);
      if (isRetryable(err) && !opts.lastReceive) throw err;
      return fail(accountId, order, shipmentId, reasonOf(err));
    }

    const fulfillment: ShipmentFulfillment = {
      platform,
      fulfillmentId,
      at: now().toISOString(),
      trackingCode: bill.trackingCode,
      carrier: storeCarrierName(bill.carrier),
      purchaseKey: bill.purchaseKey,
    };
    // The store has it now: the claim says so before anything else can fail, so no retry pushes again.
    await deps.claims.complete(accountId, bill.purchaseKey, claimId, fulfillment);
    await record(accountId, orderId, shipmentId, fulfillment);
    await deps.afterFulfilled?.(accountId, orderId, fulfillment);
    return { kind: 'fulfilled', fulfillmentId };
  };
}

export type PushFulfillment = ReturnType<typeof makePushFulfillment>;
