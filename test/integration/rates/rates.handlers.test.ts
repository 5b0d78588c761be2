import { beforeEach, describe, expect, it } from 'vitest';
import { handler as getOrder } from '#functions/orders/handlers/get-order.handler';
import { handler as bulkRates } from '#functions/rates/handlers/bulk-rates.handler';
import { handler as rateSettingsRoute } from '#functions/rates/handlers/rate-settings.handler';
import type { RateQuoteView, ShipmentRatesView } from '#api/shipping';
import type { OrderRecord } from '#domain/orders/order-record';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { addTestMember, createTestAccount } from '#test/support/accounts';
import { chooseFirstShipmentRate, createTestOrder, rateFirstShipment } from '#test/support/order-handlers';
import { validOrderRequest } from '#test/support/orders';
import { addTestWarehouse } from '#test/support/warehouses';

let accountId: string;
let owner: TestUser;

const BOSTON_ADDRESS = {
  ...validOrderRequest().shippingAddress!,
  address1: '1 Main St',
  city: 'Boston',
  state: 'MA',
  zip: '02108',
};

async function newOrder(user = owner, account = accountId, overrides = {}): Promise<OrderRecord> {
  const warehouseId = await addTestWarehouse(user, account);
  return createTestOrder(user, account, {
    warehouseId,
    shippingAddress: { ...BOSTON_ADDRESS },
    ...overrides,
  });
}

const ratesOf = (order: OrderRecord, user = owner, account = accountId) => rateFirstShipment(order, user, account);
const choose = (order: OrderRecord, rateId: string, user = owner, account = accountId) =>
  chooseFirstShipmentRate(order, rateId, user, account);
const settings = (method: 'GET' | 'PUT', body?: unknown, user = owner) =>
  invoke(rateSettingsRoute, apiEvent({ method, path: '/api/v1/settings/rates', user, accountId, body }));
const fetchOrder = async (order: OrderRecord, account = accountId, user = owner) =>
  (
    await invoke(
      getOrder,
      apiEvent({
        method: 'GET',
        path: `/api/v1/orders/${order.id}`,
        user,
        accountId: account,
        pathParameters: { orderId: order.id },
      }),
    )
  ).body.order as OrderRecord;

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount());
});

describe('rate shopping for a shipment (orders §3 preferred rate; accounts §9 label fee, market markups)', () => {
  it('answers every sandbox carrier’s quotes priced for the merchant and keeps them on the shipment as allRates', async () => {
    const order = await newOrder();
    const res = await ratesOf(order);
    expect(res.status).toBe(200);
    const view = res.body as ShipmentRatesView;
    expect(new Set(view.quotes.map((q) => q.carrier))).toEqual(new Set(['UPS', 'FedEx', 'USPS']));
    for (const q of view.quotes) {
      // The trial's label fee (accounts §9: 0.20) is its own line; the price is the sum of the lines.
      expect(q.charges.find((c) => c.kind === 'platform_fee')?.amountCents).toBe(20);
      expect(q.priceCents).toBe(q.charges.reduce((n, c) => n + c.amountCents, 0));
      expect(q.marketPriceCents).toBeGreaterThanOrEqual(q.priceCents);
      expect(q.savingCents).toBe(q.marketPriceCents - q.priceCents);
      expect(q.estimatedDeliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(view.quotes.filter((q) => q.badges.includes('cheapest')).length).toBeGreaterThan(0);
    expect(view.quotes.filter((q) => q.badges.includes('fastest')).length).toBeGreaterThan(0);
    const stored = await fetchOrder(order);
    expect((stored.shipments[0]!.allRates ?? []).map((r) => r.rateId)).toEqual(view.quotes.map((q) => q.rateId));
  });

  it('choosing a quote saves it as the preferred rate and fills the grid’s service and shipping cost', async () => {
    const order = await newOrder();
    const { quotes } = (await ratesOf(order)).body as ShipmentRatesView;
    const cheapest = quotes.find((q) => q.badges.includes('cheapest')) as RateQuoteView;
    const res = await choose(order, cheapest.rateId);
    expect(res.status).toBe(200);
    expect(res.body.order.shipments[0].preferredRate).toMatchObject({
      rateId: cheapest.rateId,
      carrier: cheapest.carrier,
      service: cheapest.service,
      markedUpRates: { rate: cheapest.priceCents / 100 },
    });
    expect(res.body.row.shippingCost).toBe(cheapest.priceCents / 100);
    expect(res.body.row.service).toContain(cheapest.service);
  });

  it('refuses a rate id that is not among the shipment’s last quotes, with a field message', async () => {
    const order = await newOrder();
    await ratesOf(order);
    const res = await choose(order, 'rate_forged');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('This rate is no longer offered');
  });

  it('answers the carriers that can ship beside the messages of those that cannot (a PO Box: UPS and FedEx refuse it)', async () => {
    const order = await newOrder(owner, accountId, {
      shippingAddress: {
        ...validOrderRequest().shippingAddress!,
        address1: 'PO Box 1234',
        city: 'Boston',
        state: 'MA',
        zip: '02108',
      },
    });
    const view = (await ratesOf(order)).body as ShipmentRatesView;
    expect(view.quotes.length).toBeGreaterThan(0);
    expect(view.quotes.every((q) => q.carrier === 'USPS' || q.carrier === 'UPSSurePost')).toBe(true);
    const refusing = view.messages.filter((m) => m.carrier === 'UPS' || m.carrier === 'FedEx');
    expect(refusing.length).toBeGreaterThan(0);
    expect(refusing.every((m) => m.location === 'isToAddress')).toBe(true);
  });
});

describe('the grid’s Get rates for many orders', () => {
  it('keeps the cheapest quote of each selected order and says why for an order it cannot rate', async () => {
    const a = await newOrder();
    const b = await newOrder();
    const res = await invoke(
      bulkRates,
      apiEvent({
        method: 'POST',
        path: '/api/v1/orders/rates',
        user: owner,
        accountId,
        body: { orderIds: [a.id, b.id, 'no-such-order'], rule: { kind: 'cheapest' } },
      }),
    );
    expect(res.status).toBe(200);
    const [ra, rb, missing] = res.body.results;
    expect(ra.chosen.badges).toContain('cheapest');
    expect(rb.chosen.badges).toContain('cheapest');
    expect(missing).toMatchObject({ orderId: 'no-such-order', message: 'Order not found' });
    expect((await fetchOrder(a)).shipments[0]!.preferredRate?.rateId).toBe(ra.chosen.rateId);
  });
});

describe('rate settings (accounts §3, §5)', () => {
  it('answers the defaults, refuses a markup over 100 % with the spec message, applies a saved markup and ignore list', async () => {
    const initial = await settings('GET');
    expect(initial.body).toMatchObject({ version: 0, rounding: { active: false }, shipDayCheck: { active: false } });
    const tooHigh = await settings('PUT', { userMarkup: { active: true, value: 150, units: 'percent' } });
    expect(tooHigh.status).toBe(400);
    expect(JSON.stringify(tooHigh.body)).toContain('Markup value cannot be greater than 100%');

    const order = await newOrder();
    const before = (await ratesOf(order)).body as ShipmentRatesView;
    const saved = await settings('PUT', {
      version: 0,
      userMarkup: { active: true, value: 10, units: 'percent' },
      servicesToIgnore: ['UPS:Ground'],
    });
    expect(saved.status).toBe(200);
    const after = (await ratesOf(order)).body as ShipmentRatesView;
    expect(after.quotes.some((q) => q.carrier === 'UPS' && q.service === 'Ground')).toBe(false);
    const fedexBefore = before.quotes.find((q) => q.service === 'FEDEX_GROUND')!;
    const fedexAfter = after.quotes.find((q) => q.service === 'FEDEX_GROUND')!;
    expect(fedexAfter.priceCents).toBeGreaterThan(fedexBefore.priceCents);
    const stale = await settings('PUT', { version: 0 });
    expect(stale.status).toBe(409);
  });

  it('a service name keyed by an empty string is a 400 with a field message, not a 500 from the table (a map key cannot be empty)', async () => {
    const res = await settings('PUT', { serviceNameConfig: { '': 'Cold chain' } });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toMatchObject({ 'serviceNameConfig.': 'Invalid value' });
    expect((await settings('GET')).body).toMatchObject({ version: 0 });
  });
});

describe('permissions and tenancy (accounts §6)', () => {
  it('a member without purchase_orders cannot rate; one without edit_options cannot change rate settings', async () => {
    const order = await newOrder();
    const viewer = await addTestMember(accountId, { view_print_orders: true });
    expect((await ratesOf(order, viewer)).status).toBe(403);
    expect((await settings('PUT', {}, viewer)).status).toBe(403);
    expect((await settings('GET', undefined, viewer)).status).toBe(200);
  });

  it('another account’s order is unknown to rates, choose and the grid, and is left unchanged', async () => {
    const order = await newOrder();
    const other = await createTestAccount('Other Foods');
    expect((await ratesOf(order, other.owner, other.accountId)).status).toBe(404);
    expect((await choose(order, 'any', other.owner, other.accountId)).status).toBe(404);
    const bulk = await invoke(
      bulkRates,
      apiEvent({
        method: 'POST',
        path: '/api/v1/orders/rates',
        user: other.owner,
        accountId: other.accountId,
        body: { orderIds: [order.id], rule: { kind: 'fastest' } },
      }),
    );
    expect(bulk.body.results[0]).toMatchObject({ message: 'Order not found' });
    expect((await fetchOrder(order)).shipments[0]!.allRates ?? []).toEqual([]);
  });
});
