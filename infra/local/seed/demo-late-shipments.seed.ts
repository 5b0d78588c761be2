import { SHOW_LATE_SHIPMENTS_PREFERENCE } from '#domain/settings/late-shipment-settings.schema';
import type { TrackingEvent } from '#domain/tracking/tracking-event.schema';
import { setMembershipFeatures } from '#functions/accounts/adapters/dynamodb.membership-store';
import { dynamoPreferenceStore } from '#functions/accounts/adapters/dynamodb.preference-store';
import { dynamoSandboxLedger } from '#functions/carriers/adapters/dynamodb.sandbox-ledger';
import { dynamoOrderStore } from '#functions/orders/adapters/dynamodb.order-store';
import {
  dynamoLateShipmentScan,
  dynamoLateShipmentSettings,
} from '#functions/tracking/adapters/dynamodb.late-shipment-store';
import { makeDetectLateShipments } from '#functions/tracking/use-cases/detect-late-shipments.use-case';

const DAY_MS = 86_400_000;

const scan = (at: Date, status_detail: string, message: string, city: string, state: string): TrackingEvent => ({
  message,
  description: '',
  status: 'in_transit',
  status_detail,
  datetime: at.toISOString(),
  source: 'Sandbox',
  tracking_location: { city, state, country: 'US', zip: null },
});

/**
 * Late shipments in the demo (accounts §6): the owner and the packer hold the feature and want to
 * see late shipments, and the account detects them, so the sandbox journeys that meet a delay show
 * Late in the grid while `npm start` runs. One in-transit order is late from the start, for the
 * demo and the e2e: a parcel stuck in a weather delay past its estimate, its sandbox journey parked
 * (the emitter sends it nothing more; the tracking poll comes back only after its 6-hour quiet), and
 * the detector run once so its late warning is there before the first timer fires.
 */
export async function seedDemoLateShipments(
  accountId: string,
  userIds: readonly string[],
  log: (line: string) => void = () => {},
): Promise<{ lateOrderNumber?: string }> {
  for (const userId of userIds) {
    await setMembershipFeatures(accountId, userId, { lateShipments: true });
    await dynamoPreferenceStore.put(accountId, userId, SHOW_LATE_SHIPMENTS_PREFERENCE, true);
  }
  const current = await dynamoLateShipmentSettings.get(accountId);
  if (!current) await dynamoLateShipmentSettings.put(accountId, { enabled: true, noScanBusinessDays: 2 }, 0);

  const { items } = await dynamoLateShipmentScan.ordersPage(accountId, 'in_transit', { limit: 1 });
  const before = items[0];
  const code = before?.shipments[0]?.label?.trackingCode;
  if (!before || !code) return {};
  const record = await dynamoSandboxLedger.getByTrackingCode(code);
  const now = new Date();
  if (record)
    await dynamoSandboxLedger.recordEmission(record, {
      events: 0,
      status: 'in_transit',
      at: now.toISOString(),
      done: true,
    });
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  await dynamoOrderStore.replace(accountId, before, {
    ...before,
    shipments: before.shipments.map((s, i) =>
      i === 0
        ? {
            ...s,
            shipmentStatus: 'in_transit',
            tracking: {
              events: [
                scan(ago(4), 'departed_facility', 'Departed FedEx hub', 'Memphis', 'TN'),
                scan(
                  ago(3),
                  'weather_delay',
                  'Weather delay: severe weather conditions have delayed delivery',
                  'Denver',
                  'CO',
                ),
              ],
              estimatedDeliveryDate: ago(2).toISOString().slice(0, 10),
              emails: [],
            },
          }
        : s,
    ),
  });
  const onlyDemo = {
    ...dynamoLateShipmentScan,
    enabledAccounts: async () => ({
      items: [{ accountId, settings: { enabled: true, noScanBusinessDays: 2 } }],
    }),
  };
  const report = await makeDetectLateShipments({ store: onlyDemo })({ now, remainingMs: () => 60_000 });
  log(`[seed] demo late shipments: order ${before.orderNumber} late, ${report.flagged} flagged`);
  return { lateOrderNumber: before.orderNumber };
}
