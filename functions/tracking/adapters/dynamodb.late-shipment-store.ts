import type { OrderRecord } from '#domain/orders/order-record';
import { lateShipmentSettingsSchema, type LateShipmentSettings } from '#domain/settings/late-shipment-settings.schema';
import type { OrderStatusFilterValue } from '#domain/statuses/filter-values.constants';
import type { LateShipmentScanStore, LateShipmentSettingsStore } from '#domain/tracking/ports';
import { db } from '#lib/db/service';
import { writeTransaction } from '#lib/db/transaction';
import { makeVersionedSettingsStore } from '#lib/db/versioned-settings-store';
import { orderReplaceItem } from '#functions/orders/adapters/dynamodb.order-store';

const ACCOUNTS_PAGE = 100;
/** Who the activity log says wrote a late warning. */
export const LATE_SHIPMENTS_ACTOR = 'late-shipments';

const parseSettings = (stored: unknown): LateShipmentSettings => {
  const parsed = lateShipmentSettingsSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : lateShipmentSettingsSchema.parse({});
};

export const dynamoLateShipmentSettings: LateShipmentSettingsStore = /* @__PURE__ */ makeVersionedSettingsStore(
  'lateShipmentSettings',
  parseSettings,
);

export const dynamoLateShipmentScan: LateShipmentScanStore = {
  async enabledAccounts(cursor) {
    const { data, cursor: next } = await db()
      .entities.lateShipmentSettings.query.byDetectSchedule({})
      .go({ cursor: cursor ?? null, limit: ACCOUNTS_PAGE });
    return {
      items: data.map((item) => ({ accountId: item.accountId, settings: parseSettings(item.settings) })),
      ...(next ? { cursor: next } : {}),
    };
  },

  async ordersPage(accountId, statusKey, { limit, cursor }) {
    const { data, cursor: next } = await db()
      .entities.order.query.byStatus({ accountId, statusKey: statusKey as OrderStatusFilterValue })
      .go({ cursor: cursor ?? null, limit, order: 'asc' });
    return { items: data.map((item) => item.doc as OrderRecord), ...(next ? { cursor: next } : {}) };
  },

  async positionOf(accountId) {
    const { data } = await db().entities.lateScan.get({ accountId }).go();
    return data ? { statusKey: data.statusKey, ...(data.cursor ? { cursor: data.cursor } : {}) } : undefined;
  },

  async savePosition(accountId, position) {
    if (position)
      await db()
        .entities.lateScan.put({ accountId, ...position })
        .go();
    else await db().entities.lateScan.delete({ accountId }).go();
  },

  async saveLateWarnings({ accountId, before, after, activity }) {
    const at = new Date().toISOString();
    const result = await writeTransaction((tx) => [
      orderReplaceItem(tx, accountId, before, after).item,
      ...activity.map((entry) =>
        tx.activityEvent
          .put({
            accountId,
            eventId: entry.eventId,
            at,
            orderId: after.id,
            type: 'shipment_updated',
            message: entry.message,
            actor: LATE_SHIPMENTS_ACTOR,
            details: { shipmentId: entry.shipmentId, late: entry.late },
          })
          .commit(),
      ),
    ]);
    if (result.ok) return 'saved';
    if (result.codes[0] === 'ConditionalCheckFailed' || result.codes[0] === 'TransactionConflict') return 'stale';
    throw new Error(`Late warnings were not saved: ${result.codes.join(', ')}`);
  },
};
