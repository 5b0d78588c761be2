import { beforeEach, describe, expect, it } from 'vitest';
import type { CourierQuotesView } from '#api/couriers';
import { LOCAL_COURIER_CARRIER } from '#api/shipping';
import { COURIER_MESSAGES } from '#domain/couriers/courier.rules';
import type { CourierLabels, CourierPort } from '#domain/couriers/ports';
import { formatCents } from '#domain/money/cents.rules';
import { carriers } from '#functions/carriers/carriers.deps';
import { renderDispatchSlip } from '#functions/couriers/render/dispatch-slip';
import { makeCourierLabels } from '#functions/couriers/use-cases/dispatch-courier.use-case';
import { dynamoOrderStore } from '#functions/orders/adapters/dynamodb.order-store';
import { createTestAccount } from '#test/support/accounts';
import type { TestUser } from '#test/support/api-events';
import { courierQuotesOf, createCourierOrder, sandboxCourierAt } from '#test/support/couriers';
import { MemoryLabelFiles, MemoryLabelQueue } from '#test/support/label-adapters.memory';
import { labelPipeline, ownerCaller } from '#test/support/label-pipeline';
import { fundWallet } from '#test/support/labels';
import { expectLedgerBalanced, ledgerCheck, shipmentCharges } from '#test/support/ledger';

const FUNDS = 10_000;
let accountId: string;
let owner: TestUser;

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount());
  await fundWallet(accountId, FUNDS);
});

const courierLabels = (couriers: CourierPort): CourierLabels =>
  makeCourierLabels({ couriers, renderSlip: renderDispatchSlip, timeZone: async () => 'America/Chicago' });

/** A funded local courier order whose courier quote is rated, preselected and queued for purchase. */
async function queuedCourierPurchase(courier: CourierLabels) {
  const files = new MemoryLabelFiles();
  const queue = new MemoryLabelQueue();
  const pipeline = labelPipeline({ carrier: carriers, files, queue, courier });
  const order = await createCourierOrder(owner, accountId);
  const shipmentId = order.shipments[0]!.id!;
  const view = (await courierQuotesOf(order, owner, accountId)).body as CourierQuotesView;
  const quote = view.quotes[0]!;
  const batch = await pipeline.purchaseLabels.request(ownerCaller(accountId, owner), {
    shipments: [{ orderId: order.id, shipmentId }],
  });
  const [message] = queue.take();
  return { pipeline, files, message: message!, order, shipmentId, quote, batchId: batch.batchId };
}

describe('a courier quote bought through the label flow is dispatched', () => {
  it('dispatches once, charges the quote once with its tip, and keeps the delivery and its slip as the label', async () => {
    const { pipeline, files, message, order, shipmentId, quote } = await queuedCourierPurchase(
      courierLabels(sandboxCourierAt()),
    );
    expect(await pipeline.purchaseLabel(message)).toBe('purchased');
    // A redelivered message finds the purchase settled.
    expect(await pipeline.purchaseLabel(message)).toBe('already');

    const shipment = (await dynamoOrderStore.get(accountId, order.id))!.shipments[0]!;
    expect(shipment.label?.trackingUrl).toMatch(/\/track\/SDC/);
    expect(shipment.label?.courier).toMatchObject({ provider: 'Shipdeck Courier', status: 'pending', vehicle: 'van' });
    expect(shipment.label?.courier?.deliveryId).toMatch(/^del_/);
    const bill = shipment.billOfLading as { carrier: string; pdfKey: string };
    expect(bill.carrier).toBe(LOCAL_COURIER_CARRIER);
    const slip = await files.get(bill.pdfKey);
    expect(Buffer.from(slip!.slice(0, 5)).toString()).toBe('%PDF-');

    expect(quote.charges.find((c) => c.kind === 'tip')?.amountCents).toBe(400);
    expect(await shipmentCharges(accountId, shipmentId)).toEqual({
      labels: 1,
      debits: 1,
      debitCents: -quote.priceCents,
    });
    expect((await ledgerCheck(accountId)).balanceCents).toBe(FUNDS - quote.priceCents);
    await expectLedgerBalanced(accountId);
  });

  it('a crash between the dispatch and the label write recovers the same delivery, charged once', async () => {
    const real = courierLabels(sandboxCourierAt());
    const delivered: string[] = [];
    let crash = true;
    const crashing: CourierLabels = {
      async dispatch(request) {
        const label = await real.dispatch(request);
        delivered.push(label.courier.deliveryId);
        if (crash) {
          crash = false;
          throw new Error('worker died after the dispatch');
        }
        return label;
      },
    };
    const { pipeline, message, order, shipmentId, quote } = await queuedCourierPurchase(crashing);
    await expect(pipeline.purchaseLabel(message)).rejects.toThrow('worker died');
    expect(await pipeline.purchaseLabel(message)).toBe('purchased');
    expect(delivered).toHaveLength(2);
    expect(delivered[1]).toBe(delivered[0]);
    const shipment = (await dynamoOrderStore.get(accountId, order.id))!.shipments[0]!;
    expect(shipment.label?.courier?.deliveryId).toBe(delivered[0]);
    expect(await shipmentCharges(accountId, shipmentId)).toMatchObject({ labels: 1, debits: 1 });
    expect((await ledgerCheck(accountId)).balanceCents).toBe(FUNDS - quote.priceCents);
    await expectLedgerBalanced(accountId);
  });

  it('an expired quote is quoted again and dispatched at the same price', async () => {
    const { pipeline, message, shipmentId, quote } = await queuedCourierPurchase(
      courierLabels(sandboxCourierAt(16 * 60_000)),
    );
    expect(await pipeline.purchaseLabel(message)).toBe('purchased');
    expect(await shipmentCharges(accountId, shipmentId)).toMatchObject({ debits: 1, debitCents: -quote.priceCents });
  });

  it('an expired quote whose price moved is refused with a clear message and nothing charged', async () => {
    const late = sandboxCourierAt(16 * 60_000);
    const dearer: CourierPort = {
      ...late,
      async quote(request) {
        const answer = await late.quote(request);
        return { ...answer, quotes: answer.quotes.map((q) => ({ ...q, feeCents: q.feeCents + 150 })) };
      },
    };
    const { pipeline, message, order, shipmentId, quote, batchId } = await queuedCourierPurchase(courierLabels(dearer));
    expect(await pipeline.purchaseLabel(message)).toBe('failed');
    const base = quote.charges.find((c) => c.kind === 'base')!.amountCents;
    const progress = await pipeline.purchaseLabels.progress(ownerCaller(accountId, owner), batchId);
    expect(progress.items[0]?.message).toBe(COURIER_MESSAGES.priceChanged(formatCents(base), formatCents(base + 150)));
    const shipment = (await dynamoOrderStore.get(accountId, order.id))!.shipments[0]!;
    expect(shipment.label?.trackingCode).toBeUndefined();
    expect(await shipmentCharges(accountId, shipmentId)).toMatchObject({ labels: 0, debits: 0 });
    const check = await ledgerCheck(accountId);
    expect(check.balanceCents).toBe(FUNDS);
    expect(check.heldCents).toBe(0);
  });
});
