import { beforeEach, describe, expect, it } from 'vitest';
import type { RateQuoteView, ShipmentRatesView } from '#api/shipping';
import type { AutomatedOrder } from '#domain/automations/order-fields.rules';
import { handler as automations } from '#functions/automations/handlers/automations.handler';
import { handler as runAutomations } from '#functions/automations/handlers/run-automations.handler';
import { handler as createBox } from '#functions/catalog/handlers/create-box.handler';
import { handler as deleteBox } from '#functions/catalog/handlers/delete-box.handler';
import { handler as getOrder } from '#functions/orders/handlers/get-order.handler';
import { handler as bulkRates } from '#functions/rates/handlers/bulk-rates.handler';
import { handler as chooseRate } from '#functions/rates/handlers/choose-rate.handler';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { createTestAccount } from '#test/support/accounts';
import { createTestOrder, rateFirstShipment } from '#test/support/order-handlers';
import { validOrderRequest } from '#test/support/orders';
import { addTestWarehouse } from '#test/support/warehouses';

let accountId: string;
let owner: TestUser;
let boxId: string;
let dallasId: string;

const call = (handler: typeof runAutomations, method: string, path: string, body?: unknown, params = {}) =>
  invoke(handler, apiEvent({ method, path, user: owner, accountId, body, pathParameters: params }));
const saveRule = (body: unknown) => call(automations, 'POST', '/api/v1/automations', body);
const run = (orderIds: string[]) => call(runAutomations, 'POST', '/api/v1/automations/runs', { orderIds });
const listRules = async () => (await call(automations, 'GET', '/api/v1/automations')).body.rules as RuleRow[];
const order = async (orderId: string) =>
  (await call(getOrder, 'GET', `/api/v1/orders/${orderId}`, undefined, { orderId })).body.order as AutomatedOrder;

interface RuleRow {
  ruleId: string;
  name: string;
  invalid: { reason: string } | null;
}

/** Boston orders ship in the insulated box from Dallas, with dry ice, by the cheapest service arriving within 2 days. */
const perishableRule = () => ({
  name: 'Boston perishables',
  active: true,
  triggers: ['manual'],
  match: 'all',
  conditions: [{ type: 'destination_state', operator: 'in', states: ['MA'] }],
  actions: [
    { type: 'set_box', boxId },
    { type: 'set_warehouse', warehouseId: dallasId },
    { type: 'add_dry_ice', value: 5, units: 'lb' },
    { type: 'set_service', mode: 'cheapest_within_days', days: 2 },
  ],
});
const tagRule = () => ({
  name: 'Tag Boston',
  active: true,
  triggers: ['manual'],
  match: 'all',
  conditions: [{ type: 'destination_state', operator: 'in', states: ['MA'] }],
  actions: [{ type: 'add_tag', tag: 'boston' }],
});
/** Far enough from Texas that ground takes longer than 2 days. */
const bostonOrder = () =>
  createTestOrder(owner, accountId, {
    shippingAddress: {
      ...validOrderRequest().shippingAddress!,
      address1: '1 Main St',
      city: 'Boston',
      state: 'MA',
      zip: '02108',
    },
  });

const cheapestWithin = (quotes: readonly RateQuoteView[], days: number) =>
  [...quotes].filter((q) => q.transitDays <= days).sort((a, b) => a.priceCents - b.priceCents)[0];

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount('Effect Foods'));
  await addTestWarehouse(owner, accountId);
  dallasId = await addTestWarehouse(owner, accountId, 'Dallas Kitchen');
  const created = await call(createBox, 'POST', '/api/v1/boxes', {
    name: 'Insulated Shipper 16x12x10',
    cost: 7.5,
    dimensions: { length: 16, width: 12, height: 10, units: 'in' },
    weight: { value: 3, units: 'lb' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  boxId = (created.body.id ?? created.body._id) as string;
});

describe('what a rule chose is what the order is rated and bought with', () => {
  it('a rule sets a box, the ship-from and "cheapest within 2 days": Get rates for the order picks that rate', async () => {
    expect((await saveRule(perishableRule())).status).toBe(201);
    const created = await bostonOrder();
    expect((await run([created.id])).body.applied).toBe(1);

    const prepared = await order(created.id);
    const shipment = prepared.shipments[0]!;
    expect(shipment.box).toMatchObject({ id: boxId, dimensions: { length: 16, width: 12, height: 10 } });
    expect(prepared.warehouse?.id).toBe(dallasId);
    // The weights count the rule's box and dry ice (3 lb + 5 lb at least).
    expect(shipment.weights.calculatedValues?.pounds).toBeGreaterThanOrEqual(8);

    const rated = await rateFirstShipment(prepared, owner, accountId);
    expect(rated.status, JSON.stringify(rated.body)).toBe(200);
    const view = rated.body as ShipmentRatesView;
    const expected = cheapestWithin(view.quotes, 2);
    expect(expected, 'the sandbox offers a 2-day service').toBeDefined();
    // Not simply the cheapest quote: the ground services take longer.
    expect(Math.min(...view.quotes.map((q) => q.priceCents))).toBeLessThan(expected!.priceCents);
    expect((await order(created.id)).shipments[0]?.preferredRate?.rateId).toBe(expected!.rateId);

    // The grid's bulk "Get rates" asked for the fastest: the order's own rule still picks its rate.
    const bulk = await call(bulkRates, 'POST', '/api/v1/orders/rates', {
      orderIds: [created.id],
      rule: { kind: 'fastest' },
    });
    expect(bulk.status).toBe(200);
    const bulkQuotes = ((await order(created.id)).shipments[0]?.allRates ?? []) as unknown as RateQuoteView[];
    expect(bulk.body.results[0].chosen.rateId).toBe(cheapestWithin(bulkQuotes, 2)!.rateId);
  });

  it('a rate the merchant picks by hand stays picked when the order is rated again', async () => {
    expect((await saveRule(perishableRule())).status).toBe(201);
    const created = await bostonOrder();
    await run([created.id]);
    const view = (await rateFirstShipment(await order(created.id), owner, accountId)).body as ShipmentRatesView;
    const other = view.quotes.find((q) => q.rateId !== cheapestWithin(view.quotes, 2)!.rateId)!;
    const shipmentId = created.shipments[0]!.id!;
    const chosen = await call(
      chooseRate,
      'PUT',
      `/api/v1/orders/${created.id}/shipments/${shipmentId}/preferred-rate`,
      { rateId: other.rateId },
      { orderId: created.id, shipmentId },
    );
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect((await order(created.id)).automation?.manualFields).toContain('service');

    await rateFirstShipment(await order(created.id), owner, accountId);
    const after = (await order(created.id)).shipments[0]?.preferredRate;
    expect([after?.carrier, after?.service]).toEqual([other.carrier, other.service]);
  });

  it('a rule naming a deleted box is marked invalid in the list and skipped; the rule after it still runs', async () => {
    const broken = (await saveRule(perishableRule())).body as RuleRow;
    expect((await saveRule(tagRule())).status).toBe(201);
    expect((await listRules()).every((r) => r.invalid === null)).toBe(true);

    const removed = await call(deleteBox, 'DELETE', `/api/v1/boxes/${boxId}`, undefined, { boxId });
    expect(removed.status).toBeLessThan(300);
    const listed = await listRules();
    expect(listed.find((r) => r.ruleId === broken.ruleId)?.invalid).toEqual({
      reason: `Box ${boxId} no longer exists`,
    });
    expect(listed.find((r) => r.name === 'Tag Boston')?.invalid).toBeNull();

    const created = await bostonOrder();
    const ran = await run([created.id]);
    expect(ran.body.results[0].fired).toEqual(['Tag Boston']);
    const after = await order(created.id);
    expect(after.tags).toContain('boston');
    expect(after.warehouse?.id).not.toBe(dallasId);
    expect(after.shipments[0]?.options.dryIceWeight ?? null).not.toBe(5);
  });
});
