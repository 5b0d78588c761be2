import type { ActivityLog } from '#domain/activity/ports';
import type { OrderImportField } from '#domain/imports/import-fields.constants';
import type { ImportRowError, ImportedOrderGroup } from '#domain/imports/order-import.rules';
import type { OrderLandingRequest } from '#domain/orders/order-landing.message';
import type { OrderRecord } from '#domain/orders/order-record';
import type { StoreConnectionStore } from '#domain/stores/store-connection';
import {
  isStoreSyncEditable,
  stampStoreOrder,
  syncDecision,
  type StoreOrderSyncDecision,
} from '#domain/stores/store-order-sync.rules';
import { STORE_PLATFORM_NAMES } from '#domain/stores/store-platforms.rules';
import type { ImportTarget } from './import-orders.use-case';

/** The import's writer (makeOrderImportWriter): one order through the CSV import's rules. */
export interface StoreOrderWriter {
  upsertStoreOrder(
    accountId: string,
    group: ImportedOrderGroup,
    mapped: ReadonlySet<OrderImportField>,
    target: ImportTarget,
  ): Promise<{ outcome: { key: string; id?: string; outcome: string }; errors: ImportRowError[] }>;
}

export interface LandStoreOrderDeps {
  orders: StoreOrderWriter;
  activity: ActivityLog;
  /** An order the import's rules refuse is reported where the merchant looks for the store's health. */
  storeErrors: Pick<StoreConnectionStore, 'recordError'>;
}

export type LandStoreOrderOutcome =
  | { kind: 'order'; action: StoreOrderSyncDecision['action'] | 'unchanged'; orderNumber: string; orderId?: string }
  /** The import's rules refused the order (too large, a warehouse not found, no longer editable): recorded on the store. */
  | { kind: 'invalid'; reason: string };

export const STORE_SYNC_ACTOR = (platform: string) => `${platform} webhook`;

const describeErrors = (errors: readonly ImportRowError[]) =>
  errors
    .slice(0, 3)
    .map((e) => `${e.field}: ${e.message}`)
    .join('; ');

/**
 * One store order the store-events worker mapped, written through the CSV import's rules under the sync
 * decision: created once per store and order number, a version no newer than the one applied never
 * overwrites it, a cancellation only sets the flag, a locked order takes nothing else. The decision is
 * taken here, against the order as the writer finds it (again on a race retry), never in the message.
 * A redelivered message finds the order it created by its number and the same version: nothing changes.
 */
export function makeLandStoreOrder(deps: LandStoreOrderDeps) {
  return async function land(message: OrderLandingRequest): Promise<LandStoreOrderOutcome> {
    const { accountId, storeId, platform, shop, draft } = message;
    const { store } = draft;
    let decision: StoreOrderSyncDecision | undefined;
    const target: ImportTarget = {
      storeId,
      source: platform,
      sync: {
        decide(existing: OrderRecord | undefined) {
          decision = syncDecision(
            existing && {
              isCancelled: existing.isCancelled,
              editable: isStoreSyncEditable(existing, platform),
              platformUpdatedAt: existing.storeOrder?.platformUpdatedAt ?? null,
            },
            { updatedAt: store.updatedAt, cancelled: store.cancelled },
          );
          return decision;
        },
        stamp: (order, d) => stampStoreOrder(order, d, store, shop),
      },
    };
    const { outcome, errors } = await deps.orders.upsertStoreOrder(
      accountId,
      draft.group,
      new Set(draft.mapped),
      target,
    );
    if (outcome.outcome === 'skipped') {
      const reason = `${STORE_PLATFORM_NAMES[platform]} order ${store.orderNumber} not imported: ${describeErrors(errors)}`;
      await deps.storeErrors.recordError(accountId, storeId, reason);
      return { kind: 'invalid', reason };
    }
    const written = outcome.outcome === 'created' || outcome.outcome === 'updated';
    if (written && decision?.event && outcome.id) {
      await deps.activity.record(accountId, [
        {
          type: decision.event,
          orderId: outcome.id,
          actor: STORE_SYNC_ACTOR(platform),
          message: `Order ${store.orderNumber} ${decision.event.slice('order_'.length)} by ${STORE_PLATFORM_NAMES[platform]}`,
          details: { platform, shop, topic: message.topic, eventId: message.eventId },
        },
      ]);
    }
    return {
      kind: 'order',
      action: written ? (decision?.action ?? 'update') : 'unchanged',
      orderNumber: store.orderNumber,
      ...(outcome.id ? { orderId: outcome.id } : {}),
    };
  };
}

export type LandStoreOrder = ReturnType<typeof makeLandStoreOrder>;
