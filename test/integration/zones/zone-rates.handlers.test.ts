import { beforeEach, describe, expect, it } from 'vitest';
import { handler as bulkRates } from '#functions/rates/handlers/bulk-rates.handler';
import { handler as chooseRate } from '#functions/rates/handlers/choose-rate.handler';
import { handler as getOrder } from '#functions/orders/handlers/get-order.handler';
import type { RateQuoteView, ShipmentRatesView } from '#api/shipping';
import type { OrderRecord } from '#domain/orders/order-record';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { createTestAccount } from '#test/support/accounts';
import { createTestOrder, rateFirstShipment } from '#test/support/order-handlers';
import { validOrderRequest } from '#test/support/orders';
import { addTestWarehouse } from '#test/support/warehouses';
import { texasPriority, zonesCalls } from './zones-calls';

let accountId: string;
let owner: TestUser;

const BOSTON = {
  ...validOrderRequest().shippingAddress!,
  address1: '1 Main St',
  city: 'Boston',
  state: 'MA',
  zip: '02108',
};

async function bostonOrder(): Promise<OrderRecord> {
  const warehouseId = await addTestWarehouse(owner, accountId);
  return createTestOrder(owner, accountId, { warehouseId, shippingAddress: { ...BOSTON } });
}

const fetchOrder = async (order: OrderRecord) =>
  (
    await invoke(
      getOrder,
      apiEvent({
        method: 'GET',
        path: `/api/v1/orders/${order.id}`,
        user: owner,
        accountId,
        pathParameters: { orderId: order.id },
      }),
    )
  ).body.order as OrderRecord;

const mapped = (quotes: RateQuoteView[]) => quotes.filter((q) => q.zoneMapping);

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount());
});

describe('the rate shop applies zone mappings (orders §5)', () => {
  it("preselects and marks the mapped service of the order's state and shop", async () => {
    const mapping = await zonesCalls(owner, accountId).create(texasPriority({ name: 'New England', states: ['MA'] }));
    const order = await bostonOrder();
    const view = (await rateFirstShipment(order, owner, accountId)).body as ShipmentRatesView;
    expect(mapped(view.quotes).map((q) => [q.carrier, q.service, q.zoneMapping])).toEqual([
      ['USPS', 'Priority', { id: mapping.body.id, name: 'New England' }],
    ]);
    expect(view.preferredRateId).toBe(mapped(view.quotes)[0]?.rateId);
    const saved = (await fetchOrder(order)).shipments[0]!;
    expect(saved.preferredRate).toMatchObject({ carrier: 'USPS', service: 'Priority' });
  });

  it('a rate chosen by hand stays on the next rating; the mapped quote is still marked', async () => {
    await zonesCalls(owner, accountId).create(texasPriority({ states: ['MA'] }));
    const order = await bostonOrder();
    const first = (await rateFirstShipment(order, owner, accountId)).body as ShipmentRatesView;
    const other = first.quotes.find((q) => q.carrier === 'UPS')!;
    const shipmentId = order.shipments[0]!.id!;
    const chosen = await invoke(
      chooseRate,
      apiEvent({
        method: 'PUT',
        path: `/api/v1/orders/${order.id}/shipments/${shipmentId}/preferred-rate`,
        user: owner,
        accountId,
        pathParameters: { orderId: order.id, shipmentId },
        body: { rateId: other.rateId },
      }),
    );
    expect(chosen.status).toBe(200);
    const again = (await rateFirstShipment(await fetchOrder(order), owner, accountId)).body as ShipmentRatesView;
    expect(mapped(again.quotes).map((q) => q.service)).toEqual(['Priority']);
    expect((await fetchOrder(order)).shipments[0]!.preferredRate).toMatchObject({
      carrier: 'UPS',
      service: other.service,
    });
  });

  it('bulk "Get rates" keeps the mapped quote over the grid rule; other shops and states take the rule', async () => {
    await zonesCalls(owner, accountId).create(texasPriority({ states: ['MA'], services: ['Express'] }));
    const boston = await bostonOrder();
    const warehouseId = await addTestWarehouse(owner, accountId);
    const austin = await createTestOrder(owner, accountId, { warehouseId });
    const res = await invoke(
      bulkRates,
      apiEvent({
        method: 'POST',
        path: '/api/v1/orders/rates',
        user: owner,
        accountId,
        body: { orderIds: [boston.id, austin.id], rule: { kind: 'cheapest' } },
      }),
    );
    expect(res.status).toBe(200);
    const [forBoston, forAustin] = res.body.results as { chosen?: RateQuoteView }[];
    expect(forBoston?.chosen).toMatchObject({
      carrier: 'USPS',
      service: 'Express',
      zoneMapping: { name: expect.any(String) },
    });
    expect(forAustin?.chosen?.zoneMapping).toBeUndefined();
    expect((await fetchOrder(boston)).shipments[0]!.preferredRate).toMatchObject({ service: 'Express' });
  });
});
