import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderRecord } from '#domain/orders/order-record';
import type { TrackingEvent } from '#domain/tracking/tracking-event.schema';
import type { TrackingEmailMessage } from '#domain/tracking/tracking-email.message';
import { dynamoActivityLog } from '#functions/orders/adapters/dynamodb.activity-log';
import { dynamoOrderStore } from '#functions/orders/adapters/dynamodb.order-store';
import {
  dynamoLateShipmentScan,
  dynamoLateShipmentSettings,
} from '#functions/tracking/adapters/dynamodb.late-shipment-store';
import { dynamoTrackingEmailClaims, dynamoTrackingStore } from '#functions/tracking/adapters/dynamodb.tracking-store';
import { makeApplyTracking } from '#functions/tracking/use-cases/apply-tracking.use-case';
import { makeDetectLateShipments } from '#functions/tracking/use-cases/detect-late-shipments.use-case';
import { createTestAccount } from '#test/support/accounts';
import type { TestUser } from '#test/support/api-events';
import { addTestWarehouse } from '#test/support/labels';
import { labelledShipment, scan } from '#test/support/tracking';

/**
 * The detect-late-shipments schedule against DynamoDB Local (issue 12 item 6 acceptance: "Late
 * detector tests across time zones, weekends and a carrier delay"), re-runs, resuming, tenancy,
 * and the tracking worker clearing the warning on delivery.
 */
let mine: { accountId: string; owner: TestUser };
let theirs: { accountId: string; owner: TestUser };

beforeEach(async () => {
  mine = await createTestAccount('Late Foods');
  theirs = await createTestAccount('Other Foods');
  await addTestWarehouse(mine.owner, mine.accountId);
  await addTestWarehouse(theirs.owner, theirs.accountId);
  await dynamoLateShipmentSettings.put(mine.accountId, { enabled: true, noScanBusinessDays: 2 }, 0);
});

interface Journey {
  state: string;
  zip: string;
  estimate?: string;
  events: TrackingEvent[];
  status?: string;
}

/** A labelled shipment of `accountId` put on its way: destination, carrier estimate and scans as tracking keeps them. */
async function onItsWay(who: { accountId: string; owner: TestUser }, j: Journey): Promise<OrderRecord> {
  const { orderId } = await labelledShipment(who.accountId, who.owner);
  const before = (await dynamoOrderStore.get(who.accountId, orderId))!;
  const after: OrderRecord = {
    ...before,
    shippingAddress: { ...before.shippingAddress!, state: j.state, zip: j.zip },
    shipments: before.shipments.map((s) => ({
      ...s,
      shipmentStatus: j.status ?? 'in_transit',
      tracking: { events: j.events, ...(j.estimate ? { estimatedDeliveryDate: j.estimate } : {}), emails: [] },
    })),
  };
  return dynamoOrderStore.replace(who.accountId, before, after);
}

const lateOf = async (accountId: string, orderId: string) =>
  (await dynamoOrderStore.get(accountId, orderId))!.warnings.filter((w) => w.type === 'late');

/** The real store, its accounts narrowed to this test's (the table keeps other tests' enabled accounts). */
const onlyMine: typeof dynamoLateShipmentScan = {
  ...dynamoLateShipmentScan,
  async enabledAccounts(cursor) {
    const page = await dynamoLateShipmentScan.enabledAccounts(cursor);
    return { ...page, items: page.items.filter((i) => i.accountId === mine.accountId) };
  },
};
const detect = (limits = {}, store = onlyMine) => makeDetectLateShipments({ store, limits });
const run = (now: string) => ({ now: new Date(now), remainingMs: () => 60_000 });

const delay = (datetime: string): TrackingEvent => ({
  ...scan('in_transit', datetime, 'Denver'),
  status_detail: 'weather_delay',
});

describe('detect-late-shipments', () => {
  it('time zones at the day boundary: New York is past its estimate, Honolulu not yet', async () => {
    const ny = await onItsWay(mine, {
      state: 'NY',
      zip: '10001',
      estimate: '2030-03-18',
      events: [scan('in_transit', '2030-03-18T09:00:00Z')],
    });
    const hi = await onItsWay(mine, {
      state: 'HI',
      zip: '96813',
      estimate: '2030-03-18',
      events: [scan('in_transit', '2030-03-18T09:00:00Z')],
    });
    // 04:30 UTC on the 19th: after midnight in New York, 18:30 on the 18th in Honolulu.
    const report = await detect()(run('2030-03-19T04:30:00Z'));
    expect(report).toMatchObject({ accounts: 1, checked: 2, changed: 1, flagged: 1 });
    expect(await lateOf(mine.accountId, ny.id)).toEqual([
      { type: 'late', shipmentId: ny.shipments[0].id, message: 'Late: expected by 2030-03-18 and not delivered' },
    ]);
    expect(await lateOf(mine.accountId, hi.id)).toEqual([]);
    // Later that day Honolulu's 18th is over too.
    await detect()(run('2030-03-19T10:30:00Z'));
    expect(await lateOf(mine.accountId, hi.id)).toHaveLength(1);
  });

  it('weekends: no scan since Friday is late on Wednesday (Monday and Tuesday), not on Monday or Tuesday', async () => {
    const quiet = await onItsWay(mine, {
      state: 'TX',
      zip: '78704',
      estimate: '2030-03-29',
      events: [scan('in_transit', '2030-03-15T18:00:00Z')],
    });
    for (const monOrTue of ['2030-03-18T20:00:00Z', '2030-03-19T20:00:00Z']) {
      await detect()(run(monOrTue));
      expect(await lateOf(mine.accountId, quiet.id)).toEqual([]);
    }
    await detect()(run('2030-03-20T20:00:00Z'));
    expect((await lateOf(mine.accountId, quiet.id)).map((w) => w.message)).toEqual([
      'Late: no carrier scan for 2 business days since 2030-03-15',
    ]);
  });

  it("the account's no-scan business days are used", async () => {
    await dynamoLateShipmentSettings.put(mine.accountId, { enabled: true, noScanBusinessDays: 1 }, 1);
    const quiet = await onItsWay(mine, {
      state: 'TX',
      zip: '78704',
      estimate: '2030-03-29',
      events: [scan('in_transit', '2030-03-15T18:00:00Z')],
    });
    await detect()(run('2030-03-19T20:00:00Z'));
    expect((await lateOf(mine.accountId, quiet.id)).map((w) => w.message)).toEqual([
      'Late: no carrier scan for 1 business days since 2030-03-15',
    ]);
  });

  it('a carrier delay is late before the estimate; a re-run changes nothing; a new scan clears it', async () => {
    const delayed = await onItsWay(mine, {
      state: 'CO',
      zip: '80202',
      estimate: '2030-03-29',
      events: [scan('in_transit', '2030-03-17T09:00:00Z'), delay('2030-03-18T12:00:00Z')],
    });
    const first = await detect()(run('2030-03-18T15:00:00Z'));
    expect(first).toMatchObject({ changed: 1, flagged: 1 });
    const stored = (await dynamoOrderStore.get(mine.accountId, delayed.id))!;
    expect(stored.warnings.filter((w) => w.type === 'late').map((w) => w.message)).toEqual([
      'Late: the carrier reports a delay (weather delay)',
    ]);
    const activity = await dynamoActivityLog.listForOrder(mine.accountId, delayed.id);
    const lateEntries = activity.filter((a) => a.actor === 'late-shipments');
    expect(lateEntries).toMatchObject([
      { type: 'shipment_updated', message: 'Late: the carrier reports a delay (weather delay)' },
    ]);

    const again = await detect()(run('2030-03-18T16:00:00Z'));
    expect(again).toMatchObject({ checked: 1, changed: 0, flagged: 0, cleared: 0 });
    expect((await dynamoOrderStore.get(mine.accountId, delayed.id))!.version).toBe(stored.version);
    expect(
      (await dynamoActivityLog.listForOrder(mine.accountId, delayed.id)).filter((a) => a.actor === 'late-shipments'),
    ).toHaveLength(1);

    // The parcel moved on: the next run takes the warning off, with its activity entry.
    const moved = {
      ...stored,
      shipments: stored.shipments.map((s) => ({
        ...s,
        tracking: {
          events: [delay('2030-03-18T12:00:00Z'), scan('in_transit', '2030-03-19T08:00:00Z')],
          estimatedDeliveryDate: '2030-03-29',
          emails: [],
        },
      })),
    };
    await dynamoOrderStore.replace(mine.accountId, stored, moved);
    expect(await detect()(run('2030-03-19T15:00:00Z'))).toMatchObject({ cleared: 1 });
    expect(await lateOf(mine.accountId, delayed.id)).toEqual([]);
    const entries = (await dynamoActivityLog.listForOrder(mine.accountId, delayed.id)).filter(
      (a) => a.actor === 'late-shipments',
    );
    expect(entries.map((a) => a.message).sort()).toEqual([
      'Late: the carrier reports a delay (weather delay)',
      'Shipment is no longer late',
    ]);
  });

  it('an account without detection on is never touched', async () => {
    const other = await onItsWay(theirs, {
      state: 'NY',
      zip: '10001',
      estimate: '2030-03-10',
      events: [scan('in_transit', '2030-03-09T09:00:00Z')],
    });
    const report = await detect({}, dynamoLateShipmentScan)(run('2030-03-19T15:00:00Z'));
    expect(await lateOf(theirs.accountId, other.id)).toEqual([]);
    expect((await dynamoOrderStore.get(theirs.accountId, other.id))!.version).toBe(other.version);
    // Accounts are found through the sparse index: only enabled ones are walked.
    expect(report.accounts).toBeGreaterThanOrEqual(1);
  });

  it('bounded and resumable: a walk stopped at the cap goes on from there next run', async () => {
    const a = await onItsWay(mine, {
      state: 'NY',
      zip: '10001',
      estimate: '2030-03-18',
      events: [scan('in_transit', '2030-03-18T09:00:00Z')],
    });
    const b = await onItsWay(mine, {
      state: 'NY',
      zip: '10001',
      estimate: '2030-03-18',
      events: [scan('in_transit', '2030-03-18T09:00:00Z')],
    });
    const small = detect({ ordersPerAccount: 1, pageSize: 1 });
    const first = await small(run('2030-03-19T15:00:00Z'));
    expect(first).toMatchObject({ checked: 1, accountsResumable: 1 });
    expect(await dynamoLateShipmentScan.positionOf(mine.accountId)).toMatchObject({ statusKey: 'in_transit' });
    await small(run('2030-03-19T15:00:00Z'));
    await small(run('2030-03-19T15:00:00Z'));
    expect(await lateOf(mine.accountId, a.id)).toHaveLength(1);
    expect(await lateOf(mine.accountId, b.id)).toHaveLength(1);
    // The walk reached the end: the position is forgotten, the next run starts over.
    await detect()(run('2030-03-19T15:00:00Z'));
    expect(await dynamoLateShipmentScan.positionOf(mine.accountId)).toBeUndefined();
  });

  it('the tracking worker takes the late warning off when the shipment is delivered', async () => {
    const late = await onItsWay(mine, {
      state: 'NY',
      zip: '10001',
      estimate: '2030-03-18',
      events: [scan('in_transit', '2030-03-18T09:00:00Z')],
    });
    await detect()(run('2030-03-19T15:00:00Z'));
    expect(await lateOf(mine.accountId, late.id)).toHaveLength(1);
    const sent: TrackingEmailMessage[] = [];
    const apply = makeApplyTracking({
      tracking: dynamoTrackingStore,
      claims: dynamoTrackingEmailClaims,
      emails: { send: async (m) => void sent.push(m) },
    });
    const outcome = await apply({
      trackingCode: late.shipments[0].label!.trackingCode!,
      events: [scan('delivered', '2030-03-19T18:00:00Z', 'New York')],
    });
    expect(outcome).toMatchObject({ kind: 'updated', status: 'delivered' });
    expect(await lateOf(mine.accountId, late.id)).toEqual([]);
  });
});
