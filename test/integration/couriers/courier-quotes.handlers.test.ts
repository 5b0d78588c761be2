import { beforeEach, describe, expect, it } from 'vitest';
import { dynamoOrderStore } from '#functions/orders/adapters/dynamodb.order-store';
import { NOT_A_COURIER_SHIPMENT, type CourierQuotesView } from '#api/couriers';
import { LOCAL_COURIER_CARRIER, type RateQuoteView, type ShipmentRatesView } from '#api/shipping';
import type { OrderRecord } from '#domain/orders/order-record';
import type { TestUser } from '#test/support/api-events';
import { addTestMember, createTestAccount } from '#test/support/accounts';
import { courierQuotesOf, createCourierOrder } from '#test/support/couriers';
import { chooseFirstShipmentRate, createTestOrder, rateFirstShipment } from '#test/support/order-handlers';
import { addTestWarehouse } from '#test/support/warehouses';

let accountId: string;
let owner: TestUser;

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount());
});

/** The shipment's stored quotes, read from the table (the routes answer each leg's own). */
async function storedQuotes(order: OrderRecord): Promise<RateQuoteView[]> {
  const stored = await dynamoOrderStore.get(accountId, order.id);
  return (stored!.shipments[0]!.allRates ?? []) as unknown as RateQuoteView[];
}

describe('POST …/courier-quotes: the rate shop’s courier leg', () => {
  it('quotes the couriers, keeps them beside the parcel quotes and makes the first the preferred rate', async () => {
    const order = await createCourierOrder(owner, accountId);
    const res = await courierQuotesOf(order, owner, accountId);
    expect(res.status).toBe(200);
    const view = res.body as CourierQuotesView;
    expect(view.quotes.length).toBeGreaterThan(0);
    expect(view.quotes.every((q) => q.carrier === LOCAL_COURIER_CARRIER)).toBe(true);
    expect(view.quotes[0]!.courier).toMatchObject({ vehicle: 'van', tipCents: 400 });
    expect(view.preferredRateId).toBe(view.quotes[0]!.rateId);
    expect((await storedQuotes(order)).map((q) => q.rateId)).toEqual(view.quotes.map((q) => q.rateId));
  });

  it('neither leg wipes the other: parcel rating after the couriers keeps both, and the reverse', async () => {
    const order = await createCourierOrder(owner, accountId);
    const courier = (await courierQuotesOf(order, owner, accountId)).body as CourierQuotesView;
    const parcel = (await rateFirstShipment(order, owner, accountId)).body as ShipmentRatesView;
    expect(parcel.quotes.length).toBeGreaterThan(0);
    const afterParcel = await storedQuotes(order);
    expect(afterParcel.filter((q) => q.carrier === LOCAL_COURIER_CARRIER).map((q) => q.rateId)).toEqual(
      courier.quotes.map((q) => q.rateId),
    );
    expect(afterParcel.filter((q) => q.carrier !== LOCAL_COURIER_CARRIER)).toHaveLength(parcel.quotes.length);

    const again = (await courierQuotesOf(order, owner, accountId)).body as CourierQuotesView;
    const afterCourier = await storedQuotes(order);
    expect(
      afterCourier
        .filter((q) => q.carrier !== LOCAL_COURIER_CARRIER)
        .map((q) => q.rateId)
        .sort(),
    ).toEqual(parcel.quotes.map((q) => q.rateId).sort());
    expect(afterCourier.filter((q) => q.carrier === LOCAL_COURIER_CARRIER)).toHaveLength(again.quotes.length);
    // Both legs at once (the web asks them together): each keeps the other's quotes.
    await Promise.all([courierQuotesOf(order, owner, accountId), rateFirstShipment(order, owner, accountId)]);
    const both = await storedQuotes(order);
    expect(both.some((q) => q.carrier === LOCAL_COURIER_CARRIER)).toBe(true);
    expect(both.some((q) => q.carrier !== LOCAL_COURIER_CARRIER)).toBe(true);
  });

  it('a stored courier quote is chosen like a parcel quote', async () => {
    const order = await createCourierOrder(owner, accountId);
    const view = (await courierQuotesOf(order, owner, accountId)).body as CourierQuotesView;
    const res = await chooseFirstShipmentRate(order, view.quotes[0]!.rateId, owner, accountId);
    expect(res.status).toBe(200);
    expect(res.body.order.shipments[0].preferredRate).toMatchObject({ carrier: LOCAL_COURIER_CARRIER });
  });

  it('a parcel order is refused with a clear message', async () => {
    const warehouseId = await addTestWarehouse(owner, accountId);
    const order = await createTestOrder(owner, accountId, { warehouseId });
    const res = await courierQuotesOf(order, owner, accountId);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(NOT_A_COURIER_SHIPMENT);
  });

  it('a member without purchase_orders cannot quote couriers (accounts §6)', async () => {
    const order = await createCourierOrder(owner, accountId);
    const viewer = await addTestMember(accountId, { view_print_orders: true });
    expect((await courierQuotesOf(order, viewer, accountId)).status).toBe(403);
    expect(await storedQuotes(order)).toEqual([]);
  });

  it('another account’s order is unknown and left unchanged', async () => {
    const order = await createCourierOrder(owner, accountId);
    const other = await createTestAccount('Other Couriers');
    expect((await courierQuotesOf(order, other.owner, other.accountId)).status).toBe(404);
    expect(await storedQuotes(order)).toEqual([]);
  });
});
