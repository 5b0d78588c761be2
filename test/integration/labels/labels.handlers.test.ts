import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handler as getWallet } from '#functions/billing/handlers/get-wallet.handler';
import { handler as getLabelDocument } from '#functions/labels/handlers/get-label-document.handler';
import { handler as getPurchaseBatch } from '#functions/labels/handlers/get-purchase-batch.handler';
import { handler as purchaseLabels } from '#functions/labels/handlers/purchase-labels.handler';
import { handler as refundLabel } from '#functions/labels/handlers/refund-label.handler';
import { dynamoActivityLog } from '#functions/orders/adapters/dynamodb.activity-log';
import { dynamoOrderStore } from '#functions/orders/adapters/dynamodb.order-store';
import { resetConfigForTests } from '#lib/config';
import { addTestMember, createTestAccount } from '#test/support/accounts';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { FaultCarrier } from '#test/support/fault-carrier';
import { MemoryLabelFiles, MemoryLabelQueue } from '#test/support/label-adapters.memory';
import { labelPipeline, ownerCaller } from '#test/support/label-pipeline';
import { addTestWarehouse, createPurchasableOrder, fundWallet } from '#test/support/labels';
import { expectLedgerBalanced, ledgerCheck } from '#test/support/ledger';

/**
 * The label and wallet routes through their handlers: another account's order, shipment or batch
 * answers 404 and never its data; permissions (accounts §6) hold; a refund settles once.
 */
let mine: { accountId: string; owner: TestUser };
let theirs: { accountId: string; owner: TestUser };
let carrier: FaultCarrier;
let queue: MemoryLabelQueue;
let pipeline: ReturnType<typeof labelPipeline>;

beforeAll(() => {
  // Presigning needs a bucket name only; no request reaches S3.
  process.env.DOCUMENTS_BUCKET = 'shipdeck-test-documents';
  resetConfigForTests();
});

beforeEach(async () => {
  mine = await createTestAccount('Mine Foods');
  theirs = await createTestAccount('Their Foods');
  await addTestWarehouse(mine.owner, mine.accountId);
  await addTestWarehouse(theirs.owner, theirs.accountId);
  carrier = new FaultCarrier();
  queue = new MemoryLabelQueue();
  pipeline = labelPipeline({ carrier, files: new MemoryLabelFiles(), queue });
});

/** Their order bought through the pipeline: a label, a batch, documents. */
async function theirPurchase() {
  await fundWallet(theirs.accountId, 10_000);
  const bought = await createPurchasableOrder(theirs.owner, theirs.accountId);
  const batch = await pipeline.purchaseLabels.request(ownerCaller(theirs.accountId, theirs.owner), {
    shipments: [{ orderId: bought.orderId, shipmentId: bought.shipmentId }],
  });
  for (const m of queue.take()) await pipeline.purchaseLabel(m);
  return { ...bought, batchId: batch.batchId };
}

const shipmentPath = (orderId: string, shipmentId: string, tail: string) => ({
  path: `/api/v1/orders/${orderId}/shipments/${shipmentId}/${tail}`,
  pathParameters: { orderId, shipmentId },
});

describe('cross-tenant: another account’s order, shipment or batch is 404, never data', () => {
  it('POST /api/v1/labels/purchases', async () => {
    const { orderId, shipmentId } = await theirPurchase();
    await fundWallet(mine.accountId, 10_000);
    const res = await invoke(
      purchaseLabels,
      apiEvent({
        method: 'POST',
        path: '/api/v1/labels/purchases',
        user: mine.owner,
        accountId: mine.accountId,
        body: { shipments: [{ orderId, shipmentId }] },
      }),
    );
    expect(res).toMatchObject({ status: 404, body: { code: 'NotFound' } });
    expect(JSON.stringify(res.body)).not.toContain(orderId);
  });

  it('GET /api/v1/labels/purchases/{batchId}', async () => {
    const { batchId } = await theirPurchase();
    const res = await invoke(
      getPurchaseBatch,
      apiEvent({
        method: 'GET',
        path: `/api/v1/labels/purchases/${batchId}`,
        pathParameters: { batchId },
        user: mine.owner,
        accountId: mine.accountId,
      }),
    );
    expect(res).toMatchObject({ status: 404, body: { code: 'NotFound' } });
  });

  it('POST …/shipments/{shipmentId}/refund', async () => {
    const { orderId, shipmentId } = await theirPurchase();
    const res = await invoke(
      refundLabel,
      apiEvent({
        method: 'POST',
        ...shipmentPath(orderId, shipmentId, 'refund'),
        user: mine.owner,
        accountId: mine.accountId,
      }),
    );
    expect(res).toMatchObject({ status: 404, body: { code: 'NotFound' } });
    const order = (await dynamoOrderStore.get(theirs.accountId, orderId))!;
    expect(order.shipments[0].refund ?? null).toBeNull();
  });

  it('GET …/shipments/{shipmentId}/label', async () => {
    const { orderId, shipmentId } = await theirPurchase();
    const res = await invoke(
      getLabelDocument,
      apiEvent({
        method: 'GET',
        ...shipmentPath(orderId, shipmentId, 'label'),
        query: { format: 'pdf' },
        user: mine.owner,
        accountId: mine.accountId,
      }),
    );
    expect(res).toMatchObject({ status: 404, body: { code: 'NotFound' } });
    expect(JSON.stringify(res.body)).not.toContain('labels/');
  });

  it('GET /api/v1/wallet for an account the caller is not a member of', async () => {
    await fundWallet(theirs.accountId, 10_000);
    const res = await invoke(
      getWallet,
      apiEvent({ method: 'GET', path: '/api/v1/wallet', user: mine.owner, accountId: theirs.accountId }),
    );
    expect(res).toMatchObject({ status: 404, body: { code: 'NotFound' } });
  });
});

describe('the routes for their own account', () => {
  it('the label document is a presigned S3 link valid 5 minutes (pdf and zpl)', async () => {
    const { orderId, shipmentId } = await theirPurchase();
    for (const format of ['pdf', 'zpl'] as const) {
      const res = await invoke(
        getLabelDocument,
        apiEvent({
          method: 'GET',
          ...shipmentPath(orderId, shipmentId, 'label'),
          query: { format },
          user: theirs.owner,
          accountId: theirs.accountId,
        }),
      );
      expect(res.status).toBe(200);
      expect(res.body.format).toBe(format);
      expect(res.body.url).toContain(`labels/${theirs.accountId}/${shipmentId}/`);
      expect(res.body.url).toContain(`.${format}`);
      expect(res.body.url).toContain('X-Amz-Expires=300');
    }
  });

  it('a shipment without a label has no document: 404', async () => {
    const { orderId, shipmentId } = await createPurchasableOrder(mine.owner, mine.accountId);
    const res = await invoke(
      getLabelDocument,
      apiEvent({
        method: 'GET',
        ...shipmentPath(orderId, shipmentId, 'label'),
        user: mine.owner,
        accountId: mine.accountId,
      }),
    );
    expect(res.status).toBe(404);
  });

  it('the wallet shows balance, holds, available and the newest entries first; needs view_billing_activity', async () => {
    const { orderId } = await theirPurchase();
    const res = await invoke(
      getWallet,
      apiEvent({ method: 'GET', path: '/api/v1/wallet', user: theirs.owner, accountId: theirs.accountId }),
    );
    expect(res.status).toBe(200);
    const order = (await dynamoOrderStore.get(theirs.accountId, orderId))!;
    expect(res.body).toMatchObject({ balanceCents: 10_000 - 1_250, heldCents: 0, availableCents: 8_750 });
    expect(res.body.entries.map((e: { kind: string }) => e.kind)).toEqual(['purchase', 'refill']);
    expect(res.body.entries[0]).toMatchObject({
      amountCents: -1_250,
      balanceAfterCents: 8_750,
      orderNumber: order.orderNumber,
    });

    const clerk = await addTestMember(theirs.accountId, { view_billing_activity: false }, 'Their Foods');
    const denied = await invoke(
      getWallet,
      apiEvent({ method: 'GET', path: '/api/v1/wallet', user: clerk, accountId: theirs.accountId }),
    );
    expect(denied.status).toBe(403);
  });

  it('a purchase needs purchase_orders', async () => {
    const { orderId, shipmentId } = await createPurchasableOrder(mine.owner, mine.accountId);
    const clerk = await addTestMember(mine.accountId, { purchase_orders: false }, 'Mine Foods');
    const res = await invoke(
      purchaseLabels,
      apiEvent({
        method: 'POST',
        path: '/api/v1/labels/purchases',
        user: clerk,
        accountId: mine.accountId,
        body: { shipments: [{ orderId, shipmentId }] },
      }),
    );
    expect(res.status).toBe(403);
  });

  it('a shipment without a chosen quote fails its item and says why; nothing is charged', async () => {
    await fundWallet(mine.accountId, 10_000);
    const { order, orderId, shipmentId } = await createPurchasableOrder(mine.owner, mine.accountId);
    await dynamoOrderStore.replace(mine.accountId, order, {
      ...order,
      shipments: order.shipments.map((s) => ({ ...s, allRates: [] })),
    });
    const view = await pipeline.purchaseLabels.request(ownerCaller(mine.accountId, mine.owner), {
      shipments: [{ orderId, shipmentId }],
    });
    expect(view).toMatchObject({ failed: 1, items: [{ state: 'failed', message: 'Get rates and choose one first' }] });
    expect(queue.sent).toHaveLength(0);
  });

  it('over the plan’s labels per month: 402 upgrade_prompt (accounts §6)', async () => {
    const start = await createTestAccount('Start Foods', { selectedPlan: 'start', subscriptionVersion: 'v2' });
    await addTestWarehouse(start.owner, start.accountId);
    await fundWallet(start.accountId, 10_000);
    const { orderId, shipmentId } = await createPurchasableOrder(start.owner, start.accountId);
    const { onTable } = await import('#lib/db/table');
    const { LabelCounterEntity } = await import('#functions/labels/db/label.entity');
    await onTable(LabelCounterEntity)
      .put({ accountId: start.accountId, month: new Date().toISOString().slice(0, 7), count: 50 })
      .go();
    await expect(
      pipeline.purchaseLabels.request(ownerCaller(start.accountId, start.owner), {
        shipments: [{ orderId, shipmentId }],
      }),
    ).rejects.toMatchObject({ statusCode: 402, code: 'upgrade_prompt' });
  });

  it('a paused subscription blocks label purchase: 402 subscription_inactive (accounts §4)', async () => {
    const paused = await createTestAccount('Paused Foods', {
      selectedPlan: 'grow',
      subscriptionVersion: 'v2',
      isSubscriptionPaused: true,
    });
    await addTestWarehouse(paused.owner, paused.accountId);
    await fundWallet(paused.accountId, 10_000);
    const { orderId, shipmentId } = await createPurchasableOrder(paused.owner, paused.accountId);
    await expect(
      pipeline.purchaseLabels.request(ownerCaller(paused.accountId, paused.owner), {
        shipments: [{ orderId, shipmentId }],
      }),
    ).rejects.toMatchObject({ statusCode: 402, code: 'subscription_inactive' });
  });
});

describe('refunds (orders §4 cancel/refund)', () => {
  it('submits once (a second request through the handler is refused), and the schedule credits amount + tier fee once with a credit invoice', async () => {
    const { orderId, shipmentId, rate } = await theirPurchase();
    // Submitted to the carrier that sold the label (the test's); the handler is wired to the sandbox carriers.
    expect(
      await pipeline.refundLabel.refund(ownerCaller(theirs.accountId, theirs.owner), orderId, shipmentId),
    ).toMatchObject({
      refund_status: 'submitted',
    });
    const again = await invoke(
      refundLabel,
      apiEvent({
        method: 'POST',
        ...shipmentPath(orderId, shipmentId, 'refund'),
        user: theirs.owner,
        accountId: theirs.accountId,
      }),
    );
    expect(again.status).toBe(409);

    carrier.refundStatusAnswer = 'submitted';
    expect((await pipeline.refundLabel.checkRefunds({ limit: 1_000 })).refunded).toBe(0);
    carrier.refundStatusAnswer = 'refunded';
    await pipeline.refundLabel.checkRefunds({ limit: 1_000 });
    await pipeline.refundLabel.checkRefunds({ limit: 1_000 });

    const check = await ledgerCheck(theirs.accountId);
    expect(check.balanceCents).toBe(10_000);
    expect(check.entries.filter((e) => e.kind === 'refund').map((e) => e.amountCents)).toEqual([rate.priceCents]);
    await expectLedgerBalanced(theirs.accountId);
    const order = (await dynamoOrderStore.get(theirs.accountId, orderId))!;
    expect(order.shipments[0].refund).toMatchObject({ refund_status: 'refunded' });
    const activity = await dynamoActivityLog.listForOrder(theirs.accountId, orderId);
    expect(activity.filter((a) => a.message === 'Shipment refunded')).toHaveLength(1);
  });

  it('an order changed while the carrier answers (a tracking event, a tag) still gets its refund, once', async () => {
    const { orderId, shipmentId } = await theirPurchase();
    let changes = 0;
    carrier.refund = async () => {
      // Two writes land between the refund's read and its write: it reads again each time.
      for (; changes < 2; changes++) {
        const order = (await dynamoOrderStore.get(theirs.accountId, orderId))!;
        await dynamoOrderStore.replace(theirs.accountId, order, { ...order, tags: [...order.tags, `tag-${changes}`] });
      }
      return 'submitted';
    };
    expect(
      await pipeline.refundLabel.refund(ownerCaller(theirs.accountId, theirs.owner), orderId, shipmentId),
    ).toMatchObject({ refund_status: 'submitted' });
    const order = (await dynamoOrderStore.get(theirs.accountId, orderId))!;
    expect(order.tags).toEqual(expect.arrayContaining(['tag-0', 'tag-1']));
    expect(order.shipments[0].refund).toMatchObject({ refund_status: 'submitted' });
    await pipeline.refundLabel.checkRefunds({ limit: 1_000 });
    expect((await ledgerCheck(theirs.accountId)).entries.filter((e) => e.kind === 'refund')).toHaveLength(1);
    await expectLedgerBalanced(theirs.accountId);
  });

  it('a rejected refund keeps the label and the debit', async () => {
    const { orderId, shipmentId } = await theirPurchase();
    await pipeline.refundLabel.refund(ownerCaller(theirs.accountId, theirs.owner), orderId, shipmentId);
    carrier.refundStatusAnswer = 'rejected';
    await pipeline.refundLabel.checkRefunds({ limit: 1_000 });
    const order = (await dynamoOrderStore.get(theirs.accountId, orderId))!;
    expect(order.shipments[0].refund).toMatchObject({ refund_status: 'rejected' });
    expect((await ledgerCheck(theirs.accountId)).balanceCents).toBe(10_000 - 1_250);
    await expectLedgerBalanced(theirs.accountId);
  });
});
