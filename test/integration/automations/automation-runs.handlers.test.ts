import { beforeEach, describe, expect, it } from 'vitest';
import type { PreviewResponse, RunResponse, UndoResponse } from '#api/automations';
import type { AutomatedOrder } from '#domain/automations/order-fields.rules';
import { handler as automations } from '#functions/automations/handlers/automations.handler';
import { handler as previewAutomations } from '#functions/automations/handlers/preview-automations.handler';
import { handler as runAutomations } from '#functions/automations/handlers/run-automations.handler';
import { handler as undoAutomations } from '#functions/automations/handlers/undo-automations.handler';
import { handler as getOrder } from '#functions/orders/handlers/get-order.handler';
import { handler as getOrderActivity } from '#functions/orders/handlers/get-order-activity.handler';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { addTestMember, createTestAccount } from '#test/support/accounts';
import { createTestOrder } from '#test/support/order-handlers';
import { addTestWarehouse } from '#test/support/warehouses';

/** Texas orders get 5 lb of dry ice, full coverage and a tag (no forecast needed, so the run is deterministic). */
const texasRule = (overrides: Record<string, unknown> = {}) => ({
  name: 'Texas dry ice',
  active: true,
  triggers: ['import', 'manual'],
  match: 'all',
  conditions: [{ type: 'destination_state', operator: 'in', states: ['TX'] }],
  actions: [
    { type: 'add_dry_ice', value: 5, units: 'lb' },
    { type: 'add_insurance', mode: 'declared_value' },
    { type: 'add_tag', tag: 'hot-route' },
  ],
  ...overrides,
});

let accountId: string;
let owner: TestUser;

const post = (handler: typeof runAutomations, path: string, body: unknown, user = owner, account = accountId) =>
  invoke(handler, apiEvent({ method: 'POST', path, user, accountId: account, body }));
const run = (orderIds: string[], user = owner, account = accountId) =>
  post(runAutomations, '/api/v1/automations/runs', { orderIds }, user, account);
const undo = (orderIds: string[], user = owner, account = accountId) =>
  post(undoAutomations, '/api/v1/automations/runs/undo', { orderIds }, user, account);
const preview = (body: unknown, user = owner, account = accountId) =>
  post(previewAutomations, '/api/v1/automations/preview', body, user, account);
const saveRule = (body: unknown) =>
  invoke(automations, apiEvent({ method: 'POST', path: '/api/v1/automations', user: owner, accountId, body }));

async function order(orderId: string): Promise<AutomatedOrder> {
  const res = await invoke(
    getOrder,
    apiEvent({ method: 'GET', user: owner, accountId, path: `/api/v1/orders/${orderId}`, pathParameters: { orderId } }),
  );
  return (res.body.order ?? res.body) as AutomatedOrder;
}
async function activity(orderId: string): Promise<{ type: string; message: string; details?: unknown }[]> {
  const res = await invoke(
    getOrderActivity,
    apiEvent({
      method: 'GET',
      user: owner,
      accountId,
      path: `/api/v1/orders/${orderId}/activity`,
      pathParameters: { orderId },
    }),
  );
  return res.body.items;
}
const automationEvents = async (orderId: string) =>
  (await activity(orderId)).filter((e) => e.type.startsWith('automation_'));

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount('Run Foods'));
  await addTestWarehouse(owner, accountId);
});

describe('automation runs against DynamoDB Local', () => {
  it('applies the rules to a selection with one activity entry, and a second run changes nothing', async () => {
    expect((await saveRule(texasRule())).status).toBe(201);
    const texas = await createTestOrder(owner, accountId);
    const ohio = await createTestOrder(owner, accountId, {
      shippingAddress: { ...(texas.shippingAddress as object), state: 'OH', city: 'Columbus', zip: '43215' },
    } as never);

    const first = await run([texas.id, ohio.id]);
    expect(first.status).toBe(200);
    const body = first.body as RunResponse;
    expect(body).toMatchObject({ applied: 1, unchanged: 1 });
    expect(body.results).toEqual([
      { orderId: texas.id, changed: true, fired: ['Texas dry ice'] },
      { orderId: ohio.id, changed: false, fired: [] },
    ]);

    const after = await order(texas.id);
    expect(after.shipments[0]?.options).toMatchObject({
      dryIceActive: true,
      dryIceWeight: 5,
      dryIceUnit: 'lb',
      carrierInsuranceAmountActive: true,
      carrierInsuranceAmountAutomatic: true,
    });
    expect(after.tags).toEqual(['VIP', 'hot-route']);
    const events = await automationEvents(texas.id);
    expect(events).toHaveLength(1);
    expect(events[0]?.type).toBe('automation_applied');
    expect(events[0]?.message).toContain('Automation Texas dry ice set dry ice from 3 lb to 5 lb');
    expect(await automationEvents(ohio.id)).toEqual([]);

    const second = (await run([texas.id, ohio.id])).body as RunResponse;
    expect(second).toMatchObject({ applied: 0, unchanged: 2 });
    expect((await order(texas.id)).version).toBe(after.version);
    expect(await automationEvents(texas.id)).toHaveLength(1);
  });

  it('undo reverts the last run; a second undo has nothing left to revert', async () => {
    await saveRule(texasRule());
    const texas = await createTestOrder(owner, accountId);
    await run([texas.id]);

    const undone = (await undo([texas.id])).body as UndoResponse;
    expect(undone).toEqual({ reverted: 1, results: [{ orderId: texas.id, reverted: true }] });
    const back = await order(texas.id);
    expect(back.shipments[0]?.options).toMatchObject({
      dryIceActive: true,
      dryIceWeight: 3,
      carrierInsuranceAmountActive: false,
    });
    expect(back.tags).toEqual(['VIP']);
    expect((await automationEvents(texas.id)).map((e) => e.type).sort()).toEqual([
      'automation_applied',
      'automation_undone',
    ]);

    const again = (await undo([texas.id])).body as UndoResponse;
    expect(again.results[0]).toMatchObject({ reverted: false, reason: 'No automation run to undo' });
    // After an undo the rules apply again on the next run.
    expect(((await run([texas.id])).body as RunResponse).applied).toBe(1);
  });

  it('keeps a field the merchant edited by hand: a re-run never overwrites it', async () => {
    const { handler: updateOrder } = await import('#functions/orders/handlers/update-order.handler');
    await saveRule(texasRule());
    const texas = await createTestOrder(owner, accountId);
    await run([texas.id]);
    const ran = await order(texas.id);
    // The merchant sets 8 lb of dry ice by hand.
    const edited = structuredClone(ran) as AutomatedOrder;
    const shipment = edited.shipments[0] as (typeof edited.shipments)[number];
    shipment.options = { ...shipment.options, dryIceWeight: 8 };
    const saved = await invoke(
      updateOrder,
      apiEvent({
        method: 'PUT',
        user: owner,
        accountId,
        path: `/api/v1/orders/${texas.id}`,
        pathParameters: { orderId: texas.id },
        body: { ...edited, warehouseId: undefined },
      }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await order(texas.id)).automation?.manualFields).toContain('dryIce');

    await run([texas.id]);
    expect((await order(texas.id)).shipments[0]?.options.dryIceWeight).toBe(8);
    // Undo keeps it too, and says so.
    const undone = (await undo([texas.id])).body as UndoResponse;
    expect(undone.results[0]?.reason).toContain('dryIce');
    expect((await order(texas.id)).shipments[0]?.options.dryIceWeight).toBe(8);
  });

  it('previews a draft rule on recent orders without writing anything, and lists hits of saved rules', async () => {
    const texas = await createTestOrder(owner, accountId);
    await createTestOrder(owner, accountId, {
      shippingAddress: { ...(texas.shippingAddress as object), state: 'OH', city: 'Columbus', zip: '43215' },
    } as never);
    const res = await preview({ rules: [texasRule({ active: false })], scope: 'recent', limit: 10 });
    expect(res.status).toBe(200);
    const body = res.body as PreviewResponse;
    expect(body.scanned).toBe(2);
    expect(body.orders).toHaveLength(1);
    expect(body.orders[0]).toMatchObject({
      orderId: texas.id,
      orderNumber: texas.orderNumber,
      destination: 'Austin, TX, 78704',
      matched: [{ ruleName: 'Texas dry ice' }],
    });
    expect(body.orders[0]?.changes).toContainEqual({
      ruleName: 'Texas dry ice',
      field: 'dryIce',
      before: { value: 3, units: 'lb' },
      after: { value: 5, units: 'lb' },
    });
    expect((await order(texas.id)).version).toBe(texas.version);
    expect(await automationEvents(texas.id)).toEqual([]);

    const rule = (await saveRule(texasRule())).body;
    await run([texas.id]);
    const listed = await invoke(
      automations,
      apiEvent({ method: 'GET', path: '/api/v1/automations', user: owner, accountId }),
    );
    expect(listed.body.rules[0]).toMatchObject({ ruleId: rule.ruleId, hits30d: 1 });
    expect(listed.body.rules[0].lastFiredAt).toEqual(expect.any(String));
  });

  it('"Apply automations" reads the destination forecast (sandbox) through the transit days for route-temperature rules', async () => {
    // Any forecast at all is above -99 °F: the rule fires exactly where the run knows the route's weather.
    await saveRule(
      texasRule({
        name: 'Route forecast known',
        conditions: [{ type: 'max_transit_temperature', operator: 'gt', valueF: -99 }],
        actions: [{ type: 'add_tag', tag: 'forecast-read' }],
      }),
    );
    const austin = await createTestOrder(owner, accountId);
    const body = (await run([austin.id])).body as RunResponse;
    expect(body.results[0]).toMatchObject({ changed: true, fired: ['Route forecast known'] });
    expect((await order(austin.id)).tags).toContain('forecast-read');
  });

  it('runs and undo need edit_orders; preview needs view_print_orders', async () => {
    const texas = await createTestOrder(owner, accountId);
    const viewer = await addTestMember(accountId, { view_print_orders: true, edit_orders: false }, 'Run Foods');
    expect((await run([texas.id], viewer)).status).toBe(403);
    expect((await undo([texas.id], viewer)).status).toBe(403);
    expect((await preview({ scope: 'open' }, viewer)).status).toBe(200);
    const blind = await addTestMember(accountId, { view_print_orders: false }, 'Run Foods');
    expect((await preview({ scope: 'open' }, blind)).status).toBe(403);
  });
});

describe('tenant isolation: runs, undo and preview never reach another account', () => {
  it("B's order ids change nothing of B's and preview scans only A's orders", async () => {
    const b = await createTestAccount('Other Merchant');
    await addTestWarehouse(b.owner, b.accountId);
    await invoke(
      automations,
      apiEvent({
        method: 'POST',
        path: '/api/v1/automations',
        user: b.owner,
        accountId: b.accountId,
        body: texasRule(),
      }),
    );
    const bOrder = await createTestOrder(b.owner, b.accountId);
    await saveRule(texasRule());

    expect(((await run([bOrder.id])).body as RunResponse).results).toEqual([
      { orderId: bOrder.id, changed: false, fired: [] },
    ]);
    expect(((await undo([bOrder.id])).body as UndoResponse).results[0]).toMatchObject({ reverted: false });
    expect(((await preview({ scope: 'recent' })).body as PreviewResponse).scanned).toBe(0);
    const bAfter = await invoke(
      getOrder,
      apiEvent({
        method: 'GET',
        user: b.owner,
        accountId: b.accountId,
        path: `/api/v1/orders/${bOrder.id}`,
        pathParameters: { orderId: bOrder.id },
      }),
    );
    expect((bAfter.body.order ?? bAfter.body).version).toBe(bOrder.version);
    // Naming B's account without a membership: 404.
    expect((await run([bOrder.id], owner, b.accountId)).status).toBe(404);
    expect((await undo([bOrder.id], owner, b.accountId)).status).toBe(404);
    expect((await preview({ scope: 'open' }, owner, b.accountId)).status).toBe(404);
  });
});
