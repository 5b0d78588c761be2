import { beforeAll, describe, expect, it } from 'vitest';
import { SHIPMENT_ALREADY_SHIPPED, type ShipmentFreightOffersView } from '#api/freight';
import type { OrderRequest } from '#api/orders';
import type { OrderRecord } from '#domain/orders/order-record';
import { dynamoFreightQuoteStore } from '#functions/freight/adapters/dynamodb.freight-quote-store';
import { handler as offersRoute } from '#functions/freight/handlers/shipment-freight-offers.handler';
import { addTestMember, createTestAccount } from '#test/support/accounts';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { createLabelledOrder } from '#test/support/claims';
import { getFreightQuote } from '#test/support/freight-handlers';
import { createTestOrder } from '#test/support/order-handlers';
import { validOrderRequest } from '#test/support/orders';
import { addTestWarehouse } from '#test/support/warehouses';

/**
 * The order rate shop's LTL leg through its real handler against DynamoDB Local with the sandbox LTL
 * carriers: an order with a load type, or a shipment past the parcel limits, gets every carrier's offer
 * kept as a freight quote of that order; a parcel-sized dry order gets none; orders §6 permissions; and
 * another account's order is 404, quoted for no one.
 */
let mine: { accountId: string; owner: TestUser };
let theirs: { accountId: string; owner: TestUser };

beforeAll(async () => {
  mine = await createTestAccount('Mine Freight Foods');
  theirs = await createTestAccount('Their Freight Foods');
  await addTestWarehouse(mine.owner, mine.accountId);
  await addTestWarehouse(theirs.owner, theirs.accountId);
});

const newOrder = (who = mine, overrides: Partial<OrderRequest> = {}) =>
  createTestOrder(who.owner, who.accountId, overrides);

const offers = (order: Pick<OrderRecord, 'id'>, shipmentId: string, who = mine, user: TestUser = who.owner) =>
  invoke(
    offersRoute,
    apiEvent({
      method: 'POST',
      path: `/api/v1/orders/${order.id}/shipments/${shipmentId}/freight-offers`,
      pathParameters: { orderId: order.id, shipmentId },
      user,
      accountId: who.accountId,
    }),
  );
const offersOf = (order: OrderRecord, who = mine, user: TestUser = who.owner) =>
  offers(order, order.shipments[0]!.id!, who, user);

const getKept = (quoteId: string, who = mine) => getFreightQuote(quoteId, who.accountId, who.owner);

/** A 110 in long crate: past the parcel carriers' 108 in longest side (orders cap the weight at 150 lb). */
function heavyShipment(): OrderRequest['shipments'] {
  const [shipment] = validOrderRequest().shipments!;
  return [
    {
      ...shipment!,
      box: {
        name: 'Long crate',
        dimensions: { length: 110, width: 20, height: 20, units: 'in' },
        weight: { value: 40, units: 'lb' },
      },
    },
  ];
}

describe('POST /api/v1/orders/{orderId}/shipments/{shipmentId}/freight-offers', () => {
  it('a Frozen order: every reefer carrier’s offer, cheapest first, kept as a freight quote of the order', async () => {
    const order = await newOrder(mine, { loadType: 'Frozen' });
    const res = await offersOf(order);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const view = res.body as ShipmentFreightOffersView;
    expect(view).toMatchObject({ orderId: order.id, shipmentId: order.shipments[0]!.id, messages: [] });
    expect(view.freight?.orderId).toBe(order.id);
    expect(view.freight?.request).toMatchObject({
      loadType: 'Frozen',
      pickupDate: view.shipDate,
      destination: { zip: '78704' },
      // The destination is a home: residential delivery (14).
      accessorials: [14],
    });
    expect(view.freight!.quotes.map((q) => q.scac).sort()).toEqual(['HXLT', 'KCFX', 'SMFL']);
    const totals = view.freight!.quotes.map((q) => q.totalCents);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));

    const kept = await getKept(view.freight!.quoteId);
    expect(kept.status).toBe(200);
    expect(kept.body).toEqual(view.freight);
  });

  it('a dry order past the parcel limits (a 110 in side) is offered Dry freight; a parcel-sized dry order none, nothing kept', async () => {
    const heavy = await newOrder(mine, { shipments: heavyShipment() });
    const res = await offersOf(heavy);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.freight.request).toMatchObject({ loadType: 'Dry', pallets: 1 });
    expect(res.body.freight.quotes.length).toBeGreaterThan(0);

    const parcel = await newOrder();
    const before = (await dynamoFreightQuoteStore.listRecent(mine.accountId, 50)).length;
    const none = await offersOf(parcel);
    expect(none.status).toBe(200);
    expect(none.body).toEqual({
      orderId: parcel.id,
      shipmentId: parcel.shipments[0]!.id,
      shipDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      messages: [],
    });
    expect((await dynamoFreightQuoteStore.listRecent(mine.accountId, 50)).length).toBe(before);
  });

  it('a shipment with a label is 409; an unknown shipment or order is 404', async () => {
    const labelled = await createLabelledOrder(mine.owner, mine.accountId, { withWarehouse: false });
    const res = await offers({ id: labelled.orderId }, labelled.shipmentId);
    expect(res).toMatchObject({ status: 409, body: { message: SHIPMENT_ALREADY_SHIPPED } });
    const order = await newOrder(mine, { loadType: 'Frozen' });
    expect((await offers(order, 'no-such-shipment')).status).toBe(404);
    expect((await offers({ id: 'no-such-order' }, order.shipments[0]!.id!)).status).toBe(404);
  });

  it('orders §6: asking for offers needs purchase_orders', async () => {
    const order = await newOrder(mine, { loadType: 'Refrigerated' });
    const clerk = await addTestMember(mine.accountId, { purchase_orders: false }, 'Mine Freight Foods');
    expect((await offersOf(order, mine, clerk)).status).toBe(403);
    const buyer = await addTestMember(mine.accountId, { purchase_orders: true }, 'Mine Freight Foods');
    const res = await offersOf(order, mine, buyer);
    expect(res.status).toBe(200);
    expect(res.body.freight.request.loadType).toBe('Refrigerated');
  });
});

describe('cross-tenant: another account’s order is 404, never offers, nothing quoted', () => {
  it('by its ids, and by naming the other account', async () => {
    const order = await newOrder(theirs, { loadType: 'Frozen' });
    const [mineBefore, theirsBefore] = await Promise.all([
      dynamoFreightQuoteStore.listRecent(mine.accountId, 50),
      dynamoFreightQuoteStore.listRecent(theirs.accountId, 50),
    ]);
    const res = await offersOf(order, mine);
    expect(res).toMatchObject({ status: 404, body: { code: 'NotFound' } });
    expect(JSON.stringify(res.body)).not.toContain(order.id);
    const named = await invoke(
      offersRoute,
      apiEvent({
        method: 'POST',
        path: `/api/v1/orders/${order.id}/shipments/${order.shipments[0]!.id}/freight-offers`,
        pathParameters: { orderId: order.id, shipmentId: order.shipments[0]!.id! },
        user: mine.owner,
        accountId: theirs.accountId,
      }),
    );
    expect([403, 404]).toContain(named.status);
    expect(JSON.stringify(named.body)).not.toContain('quoteId');
    expect(await dynamoFreightQuoteStore.listRecent(mine.accountId, 50)).toHaveLength(mineBefore.length);
    expect(await dynamoFreightQuoteStore.listRecent(theirs.accountId, 50)).toHaveLength(theirsBefore.length);
  });
});
