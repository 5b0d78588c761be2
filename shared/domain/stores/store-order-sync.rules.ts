import { isOrderEditable } from '../orders/order-build.rules';
import { hasLabel } from '../orders/order-grid.rules';
import type { OrderRecord } from '../orders/order-record';
import type { ActivityLogEventType } from '../statuses/account-states.constants';
import type { OrderMappingPlatform, StoreOrderMeta } from './store-order.rules';
import { storeOrdersEditable } from './store-platforms.rules';

/**
 * What a store webhook does to the order it names, decided before any write. The order number
 * and store find the existing order (the import's idempotency); the platform's own updated
 * timestamp orders deliveries, since webhooks arrive late, twice or out of order.
 */

/** The stored side: read from the order and the platform updated time kept beside it. */
export interface StoredStoreOrder {
  isCancelled: boolean;
  /** `isOrderEditable`: false once a shipment is labelled, shipped or otherwise locked. */
  editable: boolean;
  /** The platform's updated timestamp of the version last applied (ISO); absent on orders from before it was kept. */
  platformUpdatedAt?: string | null;
}

export interface IncomingStoreOrder {
  updatedAt: string;
  cancelled: boolean;
}

export type StoreOrderSyncAction = 'create' | 'update' | 'cancel' | 'ignore-stale' | 'ignore-not-editable';

export interface StoreOrderSyncDecision {
  action: StoreOrderSyncAction;
  /** The order's isCancelled after the write (create, update, cancel). */
  isCancelled?: boolean;
  /** The activity log event (orders §4: order new/updated/canceled by webhook); null when nothing is written. */
  event: Extract<ActivityLogEventType, 'order_new' | 'order_updated' | 'order_canceled'> | null;
}

const instant = (iso: string | null | undefined) => {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(ms) ? undefined : ms;
};

/**
 * True when the incoming version is not newer than the stored one: equal timestamps are a
 * redelivery of the same version. An incoming version without a readable time is never applied
 * over a stored one; a stored order without a platform time accepts any timed version.
 */
export function isStaleStoreVersion(storedUpdatedAt: string | null | undefined, incomingUpdatedAt: string): boolean {
  const stored = instant(storedUpdatedAt);
  const incoming = instant(incomingUpdatedAt);
  if (incoming === undefined) return stored !== undefined || storedUpdatedAt != null;
  return stored !== undefined && incoming <= stored;
}

/**
 * create: no order yet. A cancelled order arriving first (its create was lost or is late) is
 *   created already cancelled, so the late create is then stale instead of resurrecting it.
 * ignore-stale: the incoming version is not newer than the one applied.
 * cancel: the platform cancelled an order that is not cancelled here. Allowed even when the
 *   order is no longer editable: only the cancellation flag changes, never the lines or the
 *   address of an order already labelled or shipped (refunding a label stays the merchant's act).
 * ignore-not-editable: any other change to a labelled or shipped order is not applied.
 * update: everything else, the platform's state winning (a Woo order moved back from cancelled
 *   to processing is un-cancelled here too).
 */
export function syncDecision(
  existing: StoredStoreOrder | undefined,
  incoming: IncomingStoreOrder,
): StoreOrderSyncDecision {
  if (!existing)
    return incoming.cancelled
      ? { action: 'create', isCancelled: true, event: 'order_canceled' }
      : { action: 'create', isCancelled: false, event: 'order_new' };
  if (isStaleStoreVersion(existing.platformUpdatedAt, incoming.updatedAt))
    return { action: 'ignore-stale', event: null };
  if (incoming.cancelled && !existing.isCancelled)
    return { action: 'cancel', isCancelled: true, event: 'order_canceled' };
  if (!existing.editable) return { action: 'ignore-not-editable', event: null };
  return { action: 'update', isCancelled: incoming.cancelled, event: 'order_updated' };
}

export type CatalogSyncKind = 'product' | 'customer';
export type CatalogSyncAction = 'create' | 'update' | 'ignore-stale';

/**
 * Products and customers by webhook (orders §4: product new/updated, customer new/updated): the
 * same out-of-order protection; there is no lock on a catalog entry.
 */
export function catalogSyncDecision(
  kind: CatalogSyncKind,
  existing: { platformUpdatedAt?: string | null } | undefined,
  incomingUpdatedAt: string,
): {
  action: CatalogSyncAction;
  event: Extract<ActivityLogEventType, `${CatalogSyncKind}_${'new' | 'updated'}`> | null;
} {
  if (!existing) return { action: 'create', event: `${kind}_new` };
  if (isStaleStoreVersion(existing.platformUpdatedAt, incomingUpdatedAt))
    return { action: 'ignore-stale', event: null };
  return { action: 'update', event: `${kind}_updated` };
}

/**
 * A store's version may change the order while it is editable and no label was bought for it: a
 * labelled parcel's lines and address are what the label says (only a cancellation still applies).
 */
export const isStoreSyncEditable = (order: OrderRecord, platform: OrderMappingPlatform): boolean =>
  isOrderEditable(order) && !order.shipments.some((s) => hasLabel(s)) && storeOrdersEditable(platform);

/** The written order with its store link (the version applied) and the decided cancellation. */
export function stampStoreOrder(
  order: OrderRecord,
  decision: StoreOrderSyncDecision,
  store: Pick<StoreOrderMeta, 'platform' | 'platformOrderId' | 'updatedAt' | 'adminUrl'>,
  shop: string,
): OrderRecord {
  return {
    ...order,
    isCancelled: decision.isCancelled ?? order.isCancelled,
    storeOrder: {
      platform: store.platform,
      shop,
      platformOrderId: store.platformOrderId,
      platformUpdatedAt: store.updatedAt,
      adminUrl: store.adminUrl,
    },
  };
}
