import { describe, expect, it } from 'vitest';
import { dynamoOrderStore } from '#functions/orders/adapters/dynamodb.order-store';
import { dynamoAmazonPiiRetention } from '#functions/stores/adapters/dynamodb.amazon';
import { dynamoFulfillmentOrders } from '#functions/stores/adapters/dynamodb.store-fulfillments';
import { makeAmazonPiiRetention } from '#functions/stores/use-cases/amazon-pii-retention.use-case';
import { createTestAccount } from '#test/support/accounts';
import { createTestOrder } from '#test/support/order-handlers';
import { addTestWarehouse } from '#test/support/warehouses';

/** Amazon buyer data retention against DynamoDB Local: scheduled at confirmation, cleared when due, once. */
describe('Amazon buyer data retention', () => {
  it('clears the recipient 30 days after the shipment confirmation, not before, and only once', async () => {
    const { accountId, owner } = await createTestAccount();
    await addTestWarehouse(owner, accountId);
    const orderId = (await createTestOrder(owner, accountId)).id;
    const confirmedAt = new Date('2026-10-01T12:00:00.000Z');
    let now = new Date('2026-10-30T12:00:00.000Z');
    const retention = makeAmazonPiiRetention({
      retention: {
        ...dynamoAmazonPiiRetention,
        // Other tests' entries share the schedule's index: this account's alone.
        due: async (at, limit) =>
          (await dynamoAmazonPiiRetention.due(at, limit)).filter((d) => d.accountId === accountId),
      },
      orders: dynamoFulfillmentOrders,
      clock: () => now,
    });
    await retention.shipped(accountId, orderId, confirmedAt);

    expect(await retention.clearDue()).toEqual({ cleared: 0, checked: 0 });
    expect((await dynamoOrderStore.get(accountId, orderId))!.shippingAddress!.name).not.toBe('');

    now = new Date('2026-10-31T12:00:01.000Z');
    expect(await retention.clearDue()).toEqual({ cleared: 1, checked: 1 });
    const cleared = (await dynamoOrderStore.get(accountId, orderId))!.shippingAddress!;
    expect(cleared).toMatchObject({ name: '', email: '', phone: '', address1: '', address2: '', company: '' });
    expect(cleared.city).not.toBe('');
    expect(await retention.clearDue()).toEqual({ cleared: 0, checked: 0 });
  });
});
