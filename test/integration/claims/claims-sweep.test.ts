import { beforeAll, describe, expect, it } from 'vitest';
import { CLAIMS_SWEEP_ACTOR, REMIND_DAYS_BEFORE_DEADLINE } from '#domain/claims/claim-auto-open.rules';
import { LOST_AFTER_NO_SCAN_DAYS } from '#domain/claims/claim-candidate.rules';
import type { ClaimAlert } from '#domain/claims/ports';
import { billOfLadingOf } from '#domain/labels/label-purchase.rules';
import { toGridRowAt } from '#domain/orders/order-grid.rules';
import { dynamoAccountStore } from '#functions/accounts/accounts.adapters';
import { dynamoClaimCandidateStore } from '#functions/claims/adapters/dynamodb.claim-candidate-store';
import { dynamoClaimStore } from '#functions/claims/adapters/dynamodb.claim-store';
import { ClaimCandidateEntity } from '#functions/claims/db/claim-candidate.entity';
import { makeClaimsSweep } from '#functions/claims/use-cases/claims-sweep.use-case';
import { dynamoOrderStore } from '#functions/orders/adapters/dynamodb.order-store';
import { dynamoTrackingEmailClaims, dynamoTrackingStore } from '#functions/tracking/adapters/dynamodb.tracking-store';
import { makeApplyTracking } from '#functions/tracking/use-cases/apply-tracking.use-case';
import { onTable } from '#lib/db/table';
import { uuidGenerator } from '#lib/ids';
import { createTestAccount } from '#test/support/accounts';
import { addTestWarehouse } from '#test/support/labels';
import type { TestUser } from '#test/support/api-events';
import { labelledShipment, scan } from '#test/support/tracking';

/**
 * The claims sweep against DynamoDB Local: the tracking worker writes the claim candidate with the tracking
 * change; the sweep opens one prefilled draft per shipment + type however often it runs (again, concurrently,
 * after a run that died between opening and moving on), and tells the merchant once.
 */
const DAY = 86_400_000;
const alerts: ClaimAlert[] = [];
const sweep = makeClaimsSweep({
  candidates: dynamoClaimCandidateStore,
  orders: dynamoOrderStore,
  claims: dynamoClaimStore,
  accounts: dynamoAccountStore,
  alerts: { send: async (a) => void alerts.push(a) },
  ids: uuidGenerator,
  pageSize: 25,
});
const applyTracking = makeApplyTracking({
  tracking: dynamoTrackingStore,
  claims: dynamoTrackingEmailClaims,
  emails: { send: async () => {} },
});

let account: { accountId: string; owner: TestUser };

async function shipped() {
  const made = await labelledShipment(account.accountId, account.owner);
  const order = await dynamoOrderStore.get(account.accountId, made.orderId);
  const shipment = order!.shipments.find((s) => s.id === made.shipmentId)!;
  return { ...made, trackingCode: billOfLadingOf(shipment)!.trackingCode };
}

const candidateOf = (orderId: string, shipmentId: string) =>
  onTable(ClaimCandidateEntity)
    .get({ accountId: account.accountId, orderId, shipmentId })
    .go({ consistent: true })
    .then((r) => r.data);

async function claimsOf(orderId: string) {
  return dynamoClaimStore.ofOrder(account.accountId, orderId);
}

const mine = (kind: ClaimAlert['alert'], claimId: string) =>
  alerts.filter((a) => a.accountId === account.accountId && a.claimId === claimId && a.alert === kind);

beforeAll(async () => {
  account = await createTestAccount('Claims Sweep Foods');
  await addTestWarehouse(account.owner, account.accountId);
});

describe('claims sweep (issue 25 item 4: automatic opening)', () => {
  it('a parcel with no scan for N days gets one prefilled draft, however often and however concurrently the sweep runs', async () => {
    const { orderId, shipmentId, trackingCode } = await shipped();
    const pickedUp = new Date();
    await applyTracking({ trackingCode, events: [scan('in_transit', pickedUp.toISOString())] });
    const candidate = await candidateOf(orderId, shipmentId);
    expect(candidate).toMatchObject({ trigger: 'no_scan', type: 'lost', stage: 'open' });
    expect(Date.parse(candidate!.dueAt)).toBe(Date.parse(pickedUp.toISOString()) + LOST_AFTER_NO_SCAN_DAYS * DAY);
    // The shipment keeps the claim due, so the grid shows "File by" once it is due (UPS lost: 60 days from ship).
    const tracked = (await dynamoOrderStore.get(account.accountId, orderId))!;
    const row = toGridRowAt(tracked, new Date(Date.parse(candidate!.dueAt) + 1000));
    expect(row.fileBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(toGridRowAt(tracked, pickedUp).fileBy).toBe('');

    // Not yet due: nothing is opened.
    await sweep({ now: new Date(pickedUp.getTime() + (LOST_AFTER_NO_SCAN_DAYS - 1) * DAY) });
    expect(await claimsOf(orderId)).toEqual([]);

    const due = new Date(pickedUp.getTime() + (LOST_AFTER_NO_SCAN_DAYS + 1) * DAY);
    await Promise.all([sweep({ now: due }), sweep({ now: due })]);
    await sweep({ now: due });
    const claims = await claimsOf(orderId);
    expect(claims).toHaveLength(1);
    expect(claims[0]).toMatchObject({ type: 'lost', status: 'draft', source: { kind: 'shipment', shipmentId } });

    const draft = await dynamoClaimStore.get(account.accountId, claims[0].claimId);
    expect(draft!.claim.claimDetails.bol).toBe(trackingCode);
    expect(draft!.claim.claimDetails.carrier).toBe('UPS');
    expect(draft!.claim.claimDetails.quantity).toBeGreaterThan(0);
    expect(draft!.history).toEqual([
      expect.objectContaining({ from: null, to: 'draft', actor: { kind: 'system', id: CLAIMS_SWEEP_ACTOR } }),
    ]);
    // A concurrent run that found the draft held alerts again under the same key: the emails worker sends one.
    const opened = mine('draft_opened', claims[0].claimId);
    expect(opened.length).toBeGreaterThanOrEqual(1);
    expect(new Set(opened.map((a) => a.key))).toEqual(new Set([`${claims[0].claimId}#draft_opened`]));

    // The candidate waits for the reminder: REMIND_DAYS_BEFORE_DEADLINE days before UPS's 60 days from ship.
    const remind = await candidateOf(orderId, shipmentId);
    expect(remind).toMatchObject({ stage: 'remind', claimId: claims[0].claimId });
    const fileBy = remind!.fileBy!;
    expect(remind!.dueAt).toBe(
      new Date(Date.parse(`${fileBy}T00:00:00Z`) - REMIND_DAYS_BEFORE_DEADLINE * DAY).toISOString(),
    );

    await sweep({ now: new Date(Date.parse(remind!.dueAt) + 1000) });
    await sweep({ now: new Date(Date.parse(remind!.dueAt) + 2000) });
    expect(mine('window_closing', claims[0].claimId)).toEqual([
      expect.objectContaining({ fileBy, type: 'lost', orderId }),
    ]);
    expect(await candidateOf(orderId, shipmentId)).toBeNull();
  });

  it("a lost scan stamped ahead of our clock (the sandbox's accelerated one) is due on receipt: the next run opens the draft, file-by day kept", async () => {
    const { orderId, shipmentId, trackingCode } = await shipped();
    const now = new Date();
    const ahead = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
    const lostAt = ahead(3);
    await applyTracking({
      trackingCode,
      events: [scan('in_transit', ahead(1)), { ...scan('failure', lostAt), status_detail: 'lost' }],
    });
    const candidate = await candidateOf(orderId, shipmentId);
    expect(candidate).toMatchObject({ trigger: 'lost', type: 'lost', stage: 'open' });
    expect(Date.parse(candidate!.dueAt)).toBeLessThanOrEqual(Date.now());

    await sweep({ now: new Date() });
    const claims = await claimsOf(orderId);
    expect(claims).toHaveLength(1);
    const draft = await dynamoClaimStore.get(account.accountId, claims[0].claimId);
    expect(draft).toMatchObject({ type: 'lost', status: 'draft', trackingCode });
    expect(draft!.fileBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(draft!.history[0].note).toBe('Opened automatically: the carrier reported the package lost');
    // The loss date is the scan's own day (MM/DD/YYYY in the account's zone, a day either side of UTC).
    const [m, d, y] = draft!.claim.claimDetails.lossDate.split('/');
    expect(Math.abs(Date.parse(`${y}-${m}-${d}T12:00:00Z`) - Date.parse(lostAt))).toBeLessThan(1.5 * DAY);
  });

  it('a run that died after opening the draft: the next finds it held, opens nothing more and alerts under the same key', async () => {
    const { orderId, shipmentId, trackingCode } = await shipped();
    const at = new Date();
    await applyTracking({
      trackingCode,
      events: [
        scan('in_transit', at.toISOString()),
        scan('return_to_sender', new Date(at.getTime() + 1000).toISOString()),
      ],
    });
    const read = (await candidateOf(orderId, shipmentId))!;
    expect(read).toMatchObject({ trigger: 'returned', type: 'lost' });
    const now = new Date(at.getTime() + 60_000);
    await sweep({ now });
    // As if the run had died before moving the candidate on.
    await onTable(ClaimCandidateEntity)
      .put({
        accountId: account.accountId,
        orderId,
        shipmentId,
        trigger: read.trigger,
        type: read.type,
        dueAt: read.dueAt,
        stage: 'open',
      })
      .go();
    await sweep({ now });
    const claims = await claimsOf(orderId);
    expect(claims).toHaveLength(1);
    const sent = mine('draft_opened', claims[0].claimId);
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(new Set(sent.map((a) => a.key))).toEqual(new Set([`${claims[0].claimId}#draft_opened`]));
  });

  it('a merchant claim already holding the shipment + type: the sweep opens none and tells nobody', async () => {
    const { orderId, shipmentId, trackingCode } = await shipped();
    const at = new Date();
    await applyTracking({
      trackingCode,
      events: [
        scan('in_transit', at.toISOString()),
        scan('return_to_sender', new Date(at.getTime() + 1000).toISOString()),
      ],
    });
    const order = (await dynamoOrderStore.get(account.accountId, orderId))!;
    const created = await dynamoClaimStore.create({
      claimId: uuidGenerator.newId(),
      accountId: account.accountId,
      source: { kind: 'shipment', orderId, shipmentId },
      type: 'lost',
      status: 'draft',
      resolution: 'pending',
      claim:
        (await dynamoClaimStore.get(account.accountId, (await claimsOf(orderId))[0]?.claimId ?? 'none'))?.claim ??
        ({} as never),
      amounts: { claimedCents: 0 },
      history: [
        {
          at: at.toISOString(),
          from: null,
          to: 'draft',
          actor: { kind: 'merchant', id: account.owner.userId },
          note: '',
        },
      ],
      orderNumber: order.orderNumber ?? '',
      version: 1,
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
    });
    expect(created.outcome).toBe('created');
    await sweep({ now: new Date(at.getTime() + 60_000) });
    const claims = await claimsOf(orderId);
    expect(claims).toHaveLength(1);
    expect(alerts.filter((a) => a.accountId === account.accountId && a.orderId === orderId)).toEqual([]);
  });

  it('a parcel delivered after its no-scan candidate was written leaves the index with the delivery', async () => {
    const { orderId, shipmentId, trackingCode } = await shipped();
    const at = new Date();
    await applyTracking({ trackingCode, events: [scan('in_transit', at.toISOString())] });
    expect(await candidateOf(orderId, shipmentId)).not.toBeNull();
    await applyTracking({ trackingCode, events: [scan('delivered', new Date(at.getTime() + DAY).toISOString())] });
    expect(await candidateOf(orderId, shipmentId)).toBeNull();
    await sweep({ now: new Date(at.getTime() + 30 * DAY) });
    expect(await claimsOf(orderId)).toEqual([]);
  });
});
