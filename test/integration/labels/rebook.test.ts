import { beforeEach, describe, expect, it } from 'vitest';
import type { RefundStatus } from '#domain/carriers/carrier.models';
import { idempotencyKeyOf } from '#domain/labels/label-purchase.rules';
import type { PurchaseMessage } from '#domain/labels/ports';
import { SHIPMENT_CHANGED_SINCE_REBOOK } from '#domain/labels/rebook.rules';
import type { OrderRecord } from '#domain/orders/order-record';
import { canRebook } from '#domain/shipments/shipment-actions.rules';
import { dynamoOrderStore } from '#functions/orders/adapters/dynamodb.order-store';
import { createTestAccount } from '#test/support/accounts';
import type { TestUser } from '#test/support/api-events';
import { CarrierTimeoutError, FaultCarrier } from '#test/support/fault-carrier';
import { MemoryLabelFiles, MemoryLabelQueue } from '#test/support/label-adapters.memory';
import { labelPipeline, ownerCaller } from '#test/support/label-pipeline';
import { addTestWarehouse, createPurchasableOrder, fundWallet } from '#test/support/labels';
import { accountItems, expectLedgerBalanced, ledgerCheck, shipmentCharges } from '#test/support/ledger';

/**
 * Rebooking (orders §4) posts every charge and credit once and never leaves two live labels, under
 * retries, redeliveries and failures midway: the worker dying between the carrier's buy and the
 * commit, the replaced label's refund failing or pending, the same message delivered again.
 */
class CountingCarrier extends FaultCarrier {
  refundCalls = 0;
  refundFailures = 0;
  override async refund(): Promise<RefundStatus> {
    this.refundCalls++;
    if (this.refundFailures > 0) {
      this.refundFailures--;
      throw new CarrierTimeoutError('carrier timed out on the refund');
    }
    return this.refundAnswer;
  }
}

let accountId: string;
let owner: TestUser;
let carrier: CountingCarrier;
let queue: MemoryLabelQueue;
let pipeline: ReturnType<typeof labelPipeline>;

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount());
  await addTestWarehouse(owner, accountId);
  carrier = new CountingCarrier();
  queue = new MemoryLabelQueue();
  pipeline = labelPipeline({ carrier, files: new MemoryLabelFiles(), queue });
  await fundWallet(accountId, 10_000);
});

const caller = () => ownerCaller(accountId, owner);
const rebook = (orderId: string, shipmentId: string) => pipeline.rebookLabels(caller(), [{ orderId, shipmentId }]);
const shipmentOf = async (orderId: string) => (await dynamoOrderStore.get(accountId, orderId))!.shipments[0];
const refundCredits = async () =>
  (await accountItems(accountId, 'LEDGER#')).filter((e) => e.kind === 'refund').map((e) => e.amountCents);
const pendingRefunds = () => accountItems(accountId, 'REFUND#');

async function runAll(): Promise<PurchaseMessage[]> {
  const messages = queue.take();
  for (const m of messages) await pipeline.purchaseLabel(m);
  return messages;
}

/** A bought label whose tracking then says `status` (what the carrier's events write on the order). */
async function labelledOrder(status: string) {
  const made = await createPurchasableOrder(owner, accountId);
  await pipeline.purchaseLabels.request(caller(), {
    shipments: [{ orderId: made.orderId, shipmentId: made.shipmentId }],
  });
  await runAll();
  const order = (await dynamoOrderStore.get(accountId, made.orderId))!;
  const moved: OrderRecord = { ...order, shipments: [{ ...order.shipments[0], shipmentStatus: status }] };
  await dynamoOrderStore.replace(accountId, order, moved);
  return made;
}

describe('rebooking a failed purchase', () => {
  it('the failure shows on the shipment (status failure, the rate it tried); rebook buys it once', async () => {
    const { orderId, shipmentId, rate } = await createPurchasableOrder(owner, accountId);
    carrier.inject(idempotencyKeyOf(accountId, shipmentId, 1, 1), 'reject');
    await pipeline.purchaseLabels.request(caller(), { shipments: [{ orderId, shipmentId }] });
    const [failed] = await runAll();
    const shipment = await shipmentOf(orderId);
    expect(shipment.shipmentStatus).toBe('failure');
    expect(shipment.createdShipment?.selected_rate).toMatchObject({ markedUpRates: { rate: rate.priceCents / 100 } });
    expect(canRebook(shipment)).toBe(true);
    expect(await ledgerCheck(accountId)).toMatchObject({ balanceCents: 10_000, heldCents: 0 });

    const view = await rebook(orderId, shipmentId);
    expect(view.items[0]).toMatchObject({ state: 'queued' });
    const [again] = await runAll();
    expect(again).toMatchObject({ sequence: 1, attempt: 2 });
    // The failed attempt's message delivered late does nothing.
    expect(await pipeline.purchaseLabel(failed)).toBe('skipped');
    expect(await pipeline.purchaseLabel(again)).toBe('already');

    expect(await shipmentCharges(accountId, shipmentId)).toEqual({
      labels: 1,
      debits: 1,
      debitCents: -rate.priceCents,
    });
    expect(await ledgerCheck(accountId)).toMatchObject({ balanceCents: 10_000 - rate.priceCents, heldCents: 0 });
    expect((await shipmentOf(orderId)).shipmentStatus).toBe('pre_transit');
    await expectLedgerBalanced(accountId);
  });

  it('a shipment that was never tried, or is in transit, is refused per item with the reason; nothing queued', async () => {
    const fresh = await createPurchasableOrder(owner, accountId);
    const moving = await labelledOrder('in_transit');
    const view = await pipeline.rebookLabels(caller(), [
      { orderId: fresh.orderId, shipmentId: fresh.shipmentId },
      { orderId: moving.orderId, shipmentId: moving.shipmentId },
    ]);
    expect(view.items.map((i) => [i.state, i.message])).toEqual([
      ['failed', 'There is no selected rate to rebook'],
      ['failed', 'Only a shipment in processing, failure or booked can be rebooked'],
    ]);
    expect(queue.take()).toEqual([]);
  });
});

describe('rebooking a labelled shipment: the next label, then the old one voided', () => {
  it('buys label 2, refunds label 1 once, the order shows label 2 untouched by the old refund', async () => {
    const { orderId, shipmentId, rate } = await labelledOrder('processing');
    const oldTracking = (await shipmentOf(orderId)).label?.trackingCode;
    await rebook(orderId, shipmentId);
    const [message] = await runAll();
    expect(message).toMatchObject({ sequence: 2, attempt: 1 });
    expect(carrier.refundCalls).toBe(1);
    expect(await pendingRefunds()).toHaveLength(1);

    const after = await shipmentOf(orderId);
    expect(after.billOfLading).toMatchObject({ sequence: 2, purchaseKey: `${shipmentId}#2` });
    expect(after.label?.trackingCode).not.toBe(oldTracking);
    expect(after.refund ?? null).toBeNull();

    // The carrier settles the old label's refund: one credit, and the new label keeps no refund.
    carrier.refundStatusAnswer = 'refunded';
    expect(await pipeline.refundLabel.checkRefunds({ limit: 10 })).toMatchObject({ refunded: 1 });
    expect(await pipeline.refundLabel.checkRefunds({ limit: 10 })).toMatchObject({ checked: 0 });
    expect(await refundCredits()).toEqual([rate.priceCents]);
    expect((await shipmentOf(orderId)).refund ?? null).toBeNull();

    // Every later delivery of the rebooking's message posts nothing and voids nothing again.
    expect(await pipeline.purchaseLabel(message)).toBe('already');
    expect(carrier.refundCalls).toBe(1);
    expect(await pendingRefunds()).toHaveLength(0);
    expect(await shipmentCharges(accountId, shipmentId)).toEqual({
      labels: 2,
      debits: 2,
      debitCents: -2 * rate.priceCents,
    });
    expect(await ledgerCheck(accountId)).toMatchObject({ balanceCents: 10_000 - rate.priceCents, heldCents: 0 });
    await expectLedgerBalanced(accountId);
  });

  it('the worker dies between the carrier buy and the commit: the redelivery records label 2 once, voids label 1 once', async () => {
    const { orderId, shipmentId, rate } = await labelledOrder('failure');
    await rebook(orderId, shipmentId);
    const [message] = queue.take();
    carrier.inject(idempotencyKeyOf(accountId, shipmentId, 2, 1), 'crash_after_buy');
    await expect(pipeline.purchaseLabel(message)).rejects.toThrow(/killed/);
    expect(carrier.refundCalls).toBe(0);
    expect((await ledgerCheck(accountId)).heldCents).toBe(rate.priceCents);

    expect(await pipeline.purchaseLabel(message)).toBe('purchased');
    expect(carrier.buyCalls.get(idempotencyKeyOf(accountId, shipmentId, 2, 1))).toBe(1);
    expect(carrier.refundCalls).toBe(1);
    expect(await pendingRefunds()).toHaveLength(1);
    expect((await shipmentCharges(accountId, shipmentId)).debits).toBe(2);
    expect((await ledgerCheck(accountId)).heldCents).toBe(0);
    await expectLedgerBalanced(accountId);
  });

  it('the void fails after the commit: the message is delivered again and the void asked once more, recorded once', async () => {
    const { orderId, shipmentId } = await labelledOrder('processing');
    await rebook(orderId, shipmentId);
    const [message] = queue.take();
    carrier.refundFailures = 1;
    await expect(pipeline.purchaseLabel(message)).rejects.toThrow(/refund/);
    expect((await shipmentOf(orderId)).billOfLading).toMatchObject({ sequence: 2 });
    expect(await pendingRefunds()).toHaveLength(0);

    expect(await pipeline.purchaseLabel(message)).toBe('already');
    expect(await pipeline.purchaseLabel(message)).toBe('already');
    expect(carrier.refundCalls).toBe(2);
    expect(await pendingRefunds()).toHaveLength(1);
    expect((await shipmentCharges(accountId, shipmentId)).debits).toBe(2);
    await expectLedgerBalanced(accountId);
  });

  it('a carrier that refunds at once: the credit is posted in the same run, once', async () => {
    const { orderId, shipmentId, rate } = await labelledOrder('booked');
    carrier.refundAnswer = 'refunded';
    await rebook(orderId, shipmentId);
    const [message] = await runAll();
    expect(await pipeline.purchaseLabel(message)).toBe('already');
    expect(await refundCredits()).toEqual([rate.priceCents]);
    expect(await pendingRefunds()).toHaveLength(0);
    await expectLedgerBalanced(accountId);
  });

  it('the new label is refused: the old label stands, its status too; the hold is released; rebook again works', async () => {
    const { orderId, shipmentId, rate } = await labelledOrder('processing');
    carrier.inject(idempotencyKeyOf(accountId, shipmentId, 2, 1), 'reject');
    await rebook(orderId, shipmentId);
    await runAll();
    const shipment = await shipmentOf(orderId);
    expect(shipment).toMatchObject({ shipmentStatus: 'processing', billOfLading: { sequence: 1 } });
    expect(carrier.refundCalls).toBe(0);
    expect(await ledgerCheck(accountId)).toMatchObject({ balanceCents: 10_000 - rate.priceCents, heldCents: 0 });

    await rebook(orderId, shipmentId);
    const [again] = await runAll();
    expect(again).toMatchObject({ sequence: 2, attempt: 2 });
    expect((await shipmentOf(orderId)).billOfLading).toMatchObject({ sequence: 2 });
    expect(carrier.refundCalls).toBe(1);
    expect(await shipmentCharges(accountId, shipmentId)).toMatchObject({ labels: 2, debits: 2 });
    await expectLedgerBalanced(accountId);
  });

  it('a refund pending is refused (orders §4); a rejected one allows rebooking and voids nothing', async () => {
    const { orderId, shipmentId, rate } = await labelledOrder('processing');
    await pipeline.refundLabel.refund(caller(), orderId, shipmentId);
    const refused = await rebook(orderId, shipmentId);
    expect(refused.items[0]).toMatchObject({
      state: 'failed',
      message: 'The label is being refunded: rebook once the carrier answers',
    });
    expect(queue.take()).toEqual([]);

    carrier.refundStatusAnswer = 'rejected';
    await pipeline.refundLabel.checkRefunds({ limit: 10 });
    expect((await shipmentOf(orderId)).refund).toMatchObject({ refund_status: 'rejected' });
    const callsBefore = carrier.refundCalls;
    await rebook(orderId, shipmentId);
    await runAll();
    expect(carrier.refundCalls).toBe(callsBefore);
    expect(await refundCredits()).toEqual([]);
    const after = await shipmentOf(orderId);
    expect(after.billOfLading).toMatchObject({ sequence: 2 });
    expect(after.refund ?? null).toBeNull();
    expect(await ledgerCheck(accountId)).toMatchObject({ balanceCents: 10_000 - 2 * rate.priceCents });
    await expectLedgerBalanced(accountId);
  });

  it('the old label refunded by hand between the rebook and the worker: nothing is bought, the hold released', async () => {
    const { orderId, shipmentId } = await labelledOrder('processing');
    const { batchId } = await rebook(orderId, shipmentId);
    await pipeline.refundLabel.refund(caller(), orderId, shipmentId);
    const [message] = queue.take();
    expect(await pipeline.purchaseLabel(message)).toBe('failed');
    expect(carrier.labelsBought).toBe(1);
    expect((await ledgerCheck(accountId)).heldCents).toBe(0);
    const view = await pipeline.purchaseLabels.progress(caller(), batchId);
    expect(view.items[0]).toMatchObject({ state: 'failed', message: SHIPMENT_CHANGED_SINCE_REBOOK });
    await expectLedgerBalanced(accountId);
  });

  it('the same rebooking asked twice at once: one record, one message, one new label', async () => {
    const { orderId, shipmentId } = await labelledOrder('processing');
    await Promise.all([rebook(orderId, shipmentId), rebook(orderId, shipmentId)]);
    const messages = queue.take();
    expect(messages).toHaveLength(1);
    await Promise.all([pipeline.purchaseLabel(messages[0]), pipeline.purchaseLabel(messages[0])]);
    expect(await shipmentCharges(accountId, shipmentId)).toMatchObject({ labels: 2, debits: 2 });
    expect(carrier.refundCalls).toBeGreaterThanOrEqual(1);
    expect(await pendingRefunds()).toHaveLength(1);
    await expectLedgerBalanced(accountId);
  });
});
