import { lateShipmentSettingsSchema, type LateShipmentSettings } from '#domain/settings/late-shipment-settings.schema';
import type { LateShipmentScanStore, LateShipmentSettingsStore } from '#domain/tracking/ports';
import { LateScanEntity, LateShipmentSettingsEntity } from '../db/late-shipment.entity';
import { onTable } from '#lib/db/table';
import { describeReasons, writeTransaction } from '#lib/db/transaction';
import { ordersByStatusPage } from '#functions/orders/order-reads';
import { ORDER_WITH_ACTIVITY, replaceOrderWithActivity } from '#functions/orders/order-writes';
import { makeVersionedSettingsStore } from '#lib/db/versioned-settings-store';

const ACCOUNTS_PAGE = 100;
/** Who the activity log says wrote a late warning. */
export const LATE_SHIPMENTS_ACTOR = 'late-shipments';

const parseSettings = (stored: unknown): LateShipmentSettings => {
  const parsed = lateShipmentSettingsSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : lateShipmentSettingsSchema.parse({});
};

export const dynamoLateShipmentSettings: LateShipmentSettingsStore = /* @__PURE__ */ makeVersionedSettingsStore(
  LateShipmentSettingsEntity,
  parseSettings,
);

export const dynamoLateShipmentScan: LateShipmentScanStore = {
  async enabledAccounts(cursor) {
    const { data, cursor: next } = await onTable(LateShipmentSettingsEntity)
      .query.bySchedule({})
      .go({ cursor: cursor ?? null, limit: ACCOUNTS_PAGE });
    return {
      items: data.map((item) => ({ accountId: item.accountId, settings: parseSettings(item.settings) })),
      ...(next ? { cursor: next } : {}),
    };
  },

  ordersPage: ordersByStatusPage,

  async positionOf(accountId) {
    const { data } = await onTable(LateScanEntity).get({ accountId }).go();
    return data ? { statusKey: data.statusKey, ...(data.cursor ? { cursor: data.cursor } : {}) } : undefined;
  },

  async savePosition(accountId, position) {
    if (position)
      await onTable(LateScanEntity)
        .put({ accountId, ...position })
        .go();
    else await onTable(LateScanEntity).delete({ accountId }).go();
  },

  async saveLateWarnings({ accountId, before, after, activity }) {
    const at = new Date().toISOString();
    const result = await writeTransaction(ORDER_WITH_ACTIVITY, (tx) =>
      replaceOrderWithActivity(
        tx,
        accountId,
        before,
        after,
        activity.map((entry) => ({
          eventId: entry.eventId,
          at,
          orderId: after.id,
          type: 'shipment_updated',
          message: entry.message,
          actor: LATE_SHIPMENTS_ACTOR,
          details: { shipmentId: entry.shipmentId, late: entry.late },
        })),
      ),
    );
    if (result.ok) return 'saved';
    if (result.reasons.order.some((c) => c === 'ConditionalCheckFailed' || c === 'TransactionConflict')) return 'stale';
    throw new Error(`Late warnings were not saved: ${describeReasons(result.reasons)}`);
  },
};
