import { beforeEach, describe, expect, it } from 'vitest';
import { REBOOK_BULK_MAX } from '#api/shipping';
import { handler as rebookLabel } from '#functions/labels/handlers/rebook-label.handler';
import { handler as rebookLabels } from '#functions/labels/handlers/rebook-labels.handler';
import { dynamoOrderStore } from '#functions/orders/adapters/dynamodb.order-store';
import { addTestMember, createTestAccount } from '#test/support/accounts';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { FaultCarrier } from '#test/support/fault-carrier';
import { MemoryLabelFiles, MemoryLabelQueue } from '#test/support/label-adapters.memory';
import { labelPipeline, ownerCaller } from '#test/support/label-pipeline';
import { addTestWarehouse, createPurchasableOrder, fundWallet } from '#test/support/labels';
import { accountItems } from '#test/support/ledger';

/**
 * The rebook routes through their handlers: another account's order or shipment answers 404 and
 * never its data, and nothing of theirs is queued or voided; the label purchase permission
 * (accounts §6 purchase_orders) is needed; a bad body is a 400 naming the field.
 */
let mine: { accountId: string; owner: TestUser };
let theirs: { accountId: string; owner: TestUser };
let queue: MemoryLabelQueue;
let pipeline: ReturnType<typeof labelPipeline>;

beforeEach(async () => {
  mine = await createTestAccount('Mine Foods');
  theirs = await createTestAccount('Their Foods');
  await addTestWarehouse(theirs.owner, theirs.accountId);
  await addTestWarehouse(mine.owner, mine.accountId);
  queue = new MemoryLabelQueue();
  pipeline = labelPipeline({ carrier: new FaultCarrier(), files: new MemoryLabelFiles(), queue });
});

/** Their shipment, labelled and then in `processing`: rebookable by them. */
async function theirRebookable() {
  await fundWallet(theirs.accountId, 10_000);
  const made = await createPurchasableOrder(theirs.owner, theirs.accountId);
  await pipeline.purchaseLabels.request(ownerCaller(theirs.accountId, theirs.owner), {
    shipments: [{ orderId: made.orderId, shipmentId: made.shipmentId }],
  });
  for (const m of queue.take()) await pipeline.purchaseLabel(m);
  const order = (await dynamoOrderStore.get(theirs.accountId, made.orderId))!;
  await dynamoOrderStore.replace(theirs.accountId, order, {
    ...order,
    shipments: [{ ...order.shipments[0], shipmentStatus: 'processing' }],
  });
  return made;
}

const singleEvent = (user: TestUser, accountId: string, orderId: string, shipmentId: string) =>
  apiEvent({
    method: 'POST',
    path: `/api/v1/orders/${orderId}/shipments/${shipmentId}/rebook`,
    pathParameters: { orderId, shipmentId },
    user,
    accountId,
  });

const bulkEvent = (user: TestUser, accountId: string, body: unknown) =>
  apiEvent({ method: 'POST', path: '/api/v1/labels/rebooks', user, accountId, body });

async function expectTheirsUntouched(orderId: string) {
  const order = (await dynamoOrderStore.get(theirs.accountId, orderId))!;
  expect(order.shipments[0].billOfLading).toMatchObject({ sequence: 1 });
  expect(await accountItems(theirs.accountId, 'PURCHASE#')).toHaveLength(1);
}

describe('cross-tenant: another account’s shipment is 404, never data, nothing queued', () => {
  it('POST /api/v1/orders/{orderId}/shipments/{shipmentId}/rebook', async () => {
    const { orderId, shipmentId } = await theirRebookable();
    await fundWallet(mine.accountId, 10_000);
    const res = await invoke(rebookLabel, singleEvent(mine.owner, mine.accountId, orderId, shipmentId));
    expect(res).toMatchObject({ status: 404, body: { code: 'NotFound' } });
    expect(JSON.stringify(res.body)).not.toContain(orderId);
    await expectTheirsUntouched(orderId);
  });

  it('POST /api/v1/labels/rebooks', async () => {
    const { orderId, shipmentId } = await theirRebookable();
    await fundWallet(mine.accountId, 10_000);
    const res = await invoke(
      rebookLabels,
      bulkEvent(mine.owner, mine.accountId, { shipments: [{ orderId, shipmentId }] }),
    );
    expect(res).toMatchObject({ status: 404, body: { code: 'NotFound' } });
    expect(JSON.stringify(res.body)).not.toContain(shipmentId);
    await expectTheirsUntouched(orderId);
  });
});

describe('permissions (accounts §6): rebooking buys a label, so it needs purchase_orders', () => {
  it('both routes answer 403 to a member without it', async () => {
    const { orderId, shipmentId } = await theirRebookable();
    const clerk = await addTestMember(theirs.accountId, { purchase_orders: false }, 'Their Foods');
    const single = await invoke(rebookLabel, singleEvent(clerk, theirs.accountId, orderId, shipmentId));
    const bulk = await invoke(
      rebookLabels,
      bulkEvent(clerk, theirs.accountId, { shipments: [{ orderId, shipmentId }] }),
    );
    expect([single.status, bulk.status]).toEqual([403, 403]);
    await expectTheirsUntouched(orderId);
  });
});

describe('validation: 400 naming the field', () => {
  it.each<[string, unknown]>([
    ['no shipments', { shipments: [] }],
    ['no body field', {}],
    [
      `more than ${REBOOK_BULK_MAX} shipments`,
      { shipments: Array.from({ length: REBOOK_BULK_MAX + 1 }, (_, i) => ({ orderId: `o${i}`, shipmentId: `s${i}` })) },
    ],
    ['a shipment without its order', { shipments: [{ shipmentId: 's1' }] }],
  ])('%s', async (_name, body) => {
    const res = await invoke(rebookLabels, bulkEvent(mine.owner, mine.accountId, body));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('ValidationError');
    expect(Object.keys(res.body.fieldErrors ?? {}).some((k) => k.startsWith('shipments'))).toBe(true);
  });
});
