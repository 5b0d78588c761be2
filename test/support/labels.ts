import { randomUUID } from 'node:crypto';
import type { StoredRate } from '#api/shipping';
import type { OrderRecord } from '#domain/orders/order-record';
import { dynamoOrderStore } from '#functions/orders/adapters/dynamodb.order-store';
import { dynamoWallet } from '#functions/billing/adapters/dynamodb.wallet';
import type { TestUser } from './api-events';
import { createTestOrder } from './order-handlers';

export { addTestWarehouse } from './warehouses';

/** A quote as the rate shop keeps it: base plus the plan's label fee. */
export function storedRate(priceCents = 1_250, labelFeeCents = 20): StoredRate {
  return {
    rateId: `rate_${randomUUID().slice(0, 8)}`,
    carrier: 'UPS',
    carrierName: 'UPS',
    service: 'Ground',
    serviceName: 'UPS Ground',
    priceCents,
    marketPriceCents: priceCents + 300,
    savingCents: 300,
    charges: [
      { kind: 'base', label: 'Base', amountCents: priceCents - labelFeeCents },
      { kind: 'platform_fee', label: 'Label fee', amountCents: labelFeeCents },
    ],
    transitDays: 3,
    estimatedDeliveryDate: '2030-01-04',
    badges: ['cheapest'],
  } as StoredRate;
}

/** An order created through the API whose shipment has a rate shop and a chosen quote: ready to buy. */
export async function createPurchasableOrder(
  user: TestUser,
  accountId: string,
  rate: StoredRate = storedRate(),
): Promise<{ order: OrderRecord; orderId: string; shipmentId: string; rate: StoredRate }> {
  const created = (await dynamoOrderStore.get(accountId, (await createTestOrder(user, accountId)).id))!;
  const shipment = created.shipments[0];
  const rated: OrderRecord = {
    ...created,
    shipments: [
      {
        ...shipment,
        allRates: [rate as unknown as Record<string, unknown>],
        preferredRate: {
          rateId: rate.rateId,
          carrier: rate.carrier,
          service: rate.service,
          transitDays: rate.transitDays,
          markedUpRates: { rate: rate.priceCents / 100 },
        },
      },
    ],
  };
  const order = await dynamoOrderStore.replace(accountId, created, rated);
  return { order, orderId: order.id, shipmentId: shipment.id!, rate };
}

export async function fundWallet(accountId: string, amountCents: number): Promise<void> {
  await dynamoWallet.refill(accountId, { refillId: randomUUID(), amountCents, description: 'Test funds' });
}
