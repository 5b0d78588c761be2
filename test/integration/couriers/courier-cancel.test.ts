import { beforeEach, describe, expect, it } from 'vitest';
import { COURIER_MESSAGES } from '#domain/couriers/courier.rules';
import type { CourierPort } from '#domain/couriers/ports';
import { carriers } from '#functions/carriers/carriers.deps';
import { dynamoSandboxCourierLedger } from '#functions/couriers/adapters/sandbox.courier-ledger';
import { renderDispatchSlip } from '#functions/couriers/render/dispatch-slip';
import { makeCourierRefunds } from '#functions/couriers/use-cases/cancel-courier.use-case';
import { makeCourierLabels } from '#functions/couriers/use-cases/dispatch-courier.use-case';
import { dynamoRefundStore } from '#functions/labels/adapters/dynamodb.refund-store';
import { makeRefundLabel } from '#functions/labels/use-cases/refund-label.use-case';
import { dynamoOrderStore } from '#functions/orders/adapters/dynamodb.order-store';
import { ValidationError } from '#lib/errors';
import { handler as refundRoute } from '#functions/labels/handlers/refund-label.handler';
import { createTestAccount } from '#test/support/accounts';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { courierQuotesOf, createCourierOrder, sandboxCourierAt } from '#test/support/couriers';
import { MemoryLabelFiles, MemoryLabelQueue } from '#test/support/label-adapters.memory';
import { labelPipeline, ownerCaller } from '#test/support/label-pipeline';
import { fundWallet } from '#test/support/labels';
import { expectLedgerBalanced, ledgerCheck } from '#test/support/ledger';

const FUNDS = 10_000;
let accountId: string;
let owner: TestUser;

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount());
  await fundWallet(accountId, FUNDS);
});

/** A dispatched courier order, and the label refund whose courier side runs on `canceler`'s clock. */
async function dispatchedCourier(canceler: CourierPort = sandboxCourierAt()) {
  const queue = new MemoryLabelQueue();
  const courier = makeCourierLabels({
    couriers: sandboxCourierAt(),
    renderSlip: renderDispatchSlip,
    timeZone: async () => 'America/Chicago',
  });
  const pipeline = labelPipeline({ carrier: carriers, files: new MemoryLabelFiles(), queue, courier });
  const order = await createCourierOrder(owner, accountId);
  const shipmentId = order.shipments[0]!.id!;
  await courierQuotesOf(order, owner, accountId);
  await pipeline.purchaseLabels.request(ownerCaller(accountId, owner), {
    shipments: [{ orderId: order.id, shipmentId }],
  });
  const [message] = queue.take();
  expect(await pipeline.purchaseLabel(message!)).toBe('purchased');
  const refunds = makeRefundLabel({
    orders: dynamoOrderStore,
    refunds: dynamoRefundStore,
    carrier: makeCourierRefunds({ carriers, couriers: canceler }),
  });
  const cancel = () => refunds.refund(ownerCaller(accountId, owner), order.id, shipmentId);
  const shipment = async () => (await dynamoOrderStore.get(accountId, order.id))!.shipments[0]!;
  const cancelByRoute = () =>
    invoke(
      refundRoute,
      apiEvent({
        method: 'POST',
        path: `/api/v1/orders/${order.id}/shipments/${shipmentId}/refund`,
        user: owner,
        accountId,
        pathParameters: { orderId: order.id, shipmentId },
      }),
    );
  return { cancel, cancelByRoute, shipment, deliveryId: (await shipment()).label!.courier!.deliveryId };
}

describe('cancel a courier before pickup: the label refund cancels the delivery', () => {
  it('cancels the delivery and refunds the charge and tip once; a second cancel is refused, nothing more credited', async () => {
    const { cancel, shipment, deliveryId } = await dispatchedCourier();
    expect((await ledgerCheck(accountId)).balanceCents).toBeLessThan(FUNDS);

    expect(await cancel()).toMatchObject({ refund_status: 'refunded' });
    expect((await shipment()).refund?.refund_status).toBe('refunded');
    expect((await ledgerCheck(accountId)).balanceCents).toBe(FUNDS);
    expect((await dynamoSandboxCourierLedger.getByDeliveryId(deliveryId))?.canceledAt).toBeDefined();

    await expect(cancel()).rejects.toThrow(/only a shipment with a label, no refund/);
    expect((await ledgerCheck(accountId)).balanceCents).toBe(FUNDS);
    await expectLedgerBalanced(accountId);
  });

  it('two cancels at once (a retried request) refund once', async () => {
    const { cancel } = await dispatchedCourier();
    const outcomes = await Promise.allSettled([cancel(), cancel()]);
    expect(outcomes.some((o) => o.status === 'fulfilled')).toBe(true);
    expect((await ledgerCheck(accountId)).balanceCents).toBe(FUNDS);
    await expectLedgerBalanced(accountId);
  });

  it('after pickup: 400 with the courier’s "too late" message, the delivery and the wallet unchanged', async () => {
    const { cancel, shipment, deliveryId } = await dispatchedCourier(sandboxCourierAt(6 * 60 * 60_000));
    const charged = (await ledgerCheck(accountId)).balanceCents;
    const before = await shipment();

    const refused = await cancel().catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(ValidationError);
    expect(refused).toMatchObject({ statusCode: 400, message: COURIER_MESSAGES.tooLate });
    expect(await shipment()).toEqual(before);
    expect((await dynamoSandboxCourierLedger.getByDeliveryId(deliveryId))?.canceledAt).toBeUndefined();
    expect((await ledgerCheck(accountId)).balanceCents).toBe(charged);
    await expectLedgerBalanced(accountId);
  });

  it('the refund route (the app wiring) cancels a courier label delivery and refunds it at once', async () => {
    const { cancelByRoute, deliveryId } = await dispatchedCourier();
    const answer = await cancelByRoute();
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ refund_status: 'refunded' });
    expect((await dynamoSandboxCourierLedger.getByDeliveryId(deliveryId))?.canceledAt).toBeDefined();
    expect((await ledgerCheck(accountId)).balanceCents).toBe(FUNDS);
  });
});
