import { beforeEach, describe, expect, it } from 'vitest';
import type { ShipmentRatesView } from '#api/shipping';
import { fullCoveragePremiumCents } from '#domain/claims/coverage.rules';
import type { OrderRecord } from '#domain/orders/order-record';
import { dynamoOrderStore } from '#functions/orders/adapters/dynamodb.order-store';
import { handler as accountSettings } from '#functions/settings/handlers/account-settings.handler';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { createTestAccount } from '#test/support/accounts';
import { createTestOrder, rateFirstShipment } from '#test/support/order-handlers';
import { validOrderRequest } from '#test/support/orders';
import { addTestWarehouse } from '#test/support/warehouses';

let accountId: string;
let owner: TestUser;

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount());
});

const BOSTON = {
  ...validOrderRequest().shippingAddress!,
  address1: '1 Main St',
  city: 'Boston',
  state: 'MA',
  zip: '02108',
};

async function newOrder(overrides: Record<string, unknown> = {}): Promise<OrderRecord> {
  const warehouseId = await addTestWarehouse(owner, accountId);
  return createTestOrder(owner, accountId, { warehouseId, shippingAddress: { ...BOSTON }, ...overrides });
}

async function withScore(order: OrderRecord, confidenceScore: number): Promise<OrderRecord> {
  const stored = (await dynamoOrderStore.get(accountId, order.id))!;
  return dynamoOrderStore.replace(accountId, stored, { ...stored, confidenceScore });
}

const rate = async (order: OrderRecord) => {
  const res = await rateFirstShipment(order, owner, accountId);
  expect(res.status).toBe(200);
  return res.body as ShipmentRatesView;
};

describe('full coverage in the rate shop', () => {
  it('a covered shipment’s quotes carry the premium as their own line, and no carrier declared-value surcharge', async () => {
    const order = await newOrder({
      shipments: [
        {
          ...validOrderRequest().shipments![0],
          options: { carrierInsuranceAmountActive: true, carrierInsuranceAmount: 500 },
        },
      ],
    });
    const view = await rate(order);
    expect(view.quotes.length).toBeGreaterThan(0);
    for (const q of view.quotes) {
      expect(q.charges.filter((c) => c.kind === 'insurance')).toEqual([
        { kind: 'insurance', label: 'Full coverage', amountCents: fullCoveragePremiumCents(50_000) },
      ]);
      expect(q.coveredCents).toBe(50_000);
      expect(q.priceCents).toBe(q.charges.reduce((n, c) => n + c.amountCents, 0));
    }
  });

  it('accounts §9: the configured band adds full coverage when the order is first rated', async () => {
    const put = await invoke(
      accountSettings,
      apiEvent({
        method: 'PUT',
        path: '/api/v1/account-settings',
        user: owner,
        accountId,
        body: { confidenceScoreInsurance: { active: true, band: '35-59.99' } },
      }),
    );
    expect(put.status).toBe(200);
    const risky = await withScore(await newOrder({ orderValue: 80 }), 42);
    const view = await rate(risky);
    expect(view.quotes[0]?.charges).toContainEqual({
      kind: 'insurance',
      label: 'Full coverage',
      amountCents: fullCoveragePremiumCents(4_000_00),
    });
    const stored = (await dynamoOrderStore.get(accountId, risky.id))!;
    expect(stored.shipments[0]!.options).toMatchObject({ carrierInsuranceAmountActive: true });

    const safe = await withScore(await newOrder(), 91);
    expect((await rate(safe)).quotes[0]?.charges.some((c) => c.kind === 'insurance')).toBe(false);
  });
});
