import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import Papa from 'papaparse';
import { beforeEach, describe, expect, it } from 'vitest';
import { setMembershipFeatures } from '#functions/accounts/adapters/dynamodb.membership-store';
import { handler as createOrder } from '#functions/orders/handlers/create-order.handler';
import { handler as exportOrders } from '#functions/orders/handlers/export-orders.handler';
import { handler as getOrder } from '#functions/orders/handlers/get-order.handler';
import { handler as queryOrders } from '#functions/orders/handlers/query-orders.handler';
import { handler as onboardingRoute } from '#functions/onboarding/handlers/onboarding.handler';
import { handler as fillTimeRoute } from '#functions/shipping-schedule/handlers/fill-time-sla.handler';
import { handler as scheduleRoute } from '#functions/shipping-schedule/handlers/shipping-schedule.handler';
import { addTestMember, createTestAccount } from '#test/support/accounts';
import { apiEvent, invoke, lambdaContext, type TestUser } from '#test/support/api-events';
import { addTestWarehouse } from '#test/support/labels';
import { validOrderRequest } from '#test/support/orders';

/**
 * The shipping schedule and fill time SLA routes (orders §9, accounts §6): any member reads, edit_options
 * and the shippingSchedule feature save, versions guard concurrent saves, accounts never see each other's;
 * the grid's ship date and fill time flag follow them only for users holding the feature.
 */
type Who = { accountId: string; owner: TestUser };
let mine: Who;
let theirs: Who;

const SCHEDULE_PATH = '/api/v1/settings/shipping-schedule';
const SLA_PATH = '/api/v1/settings/fill-time-sla';
const weekdays = {
  timezone: 'America/New_York',
  shipDays: ['mon', 'tue', 'wed', 'thu', 'fri'],
  cutoffTime: '14:00',
};

const call = (
  handler: typeof scheduleRoute,
  method: string,
  path: string,
  who: Who,
  body?: unknown,
  user = who.owner,
) => invoke(handler, apiEvent({ method, path, user, accountId: who.accountId, body }));

beforeEach(async () => {
  mine = await createTestAccount('Schedule Foods');
  theirs = await createTestAccount('Other Foods');
  await setMembershipFeatures(mine.accountId, mine.owner.userId, { shippingSchedule: true });
  await setMembershipFeatures(theirs.accountId, theirs.owner.userId, { shippingSchedule: true });
});

describe('GET/PUT /api/v1/settings/shipping-schedule', () => {
  it('answers the defaults at version 0, saves with the version and refuses a stale one (409)', async () => {
    const initial = await call(scheduleRoute, 'GET', SCHEDULE_PATH, mine);
    expect(initial.status).toBe(200);
    expect(initial.body).toMatchObject({ version: 0, feature: true, schedule: { cutoffTime: '14:00' } });
    const body = { ...weekdays, blackoutDates: ['2026-12-24'], carrierHolidays: false, version: 0 };
    const saved = await call(scheduleRoute, 'PUT', SCHEDULE_PATH, mine, body);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      version: 1,
      schedule: { blackoutDates: ['2026-12-24'], carrierHolidays: false },
    });
    const stale = await call(scheduleRoute, 'PUT', SCHEDULE_PATH, mine, body);
    expect(stale.status).toBe(409);
  });

  it('answers 400 with field messages for bad input, never 500', async () => {
    const bad = await call(scheduleRoute, 'PUT', SCHEDULE_PATH, mine, {
      ...weekdays,
      cutoffTime: '25:00',
      shipDays: [],
      blackoutDates: ['2026-13-01'],
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Cutoff time must be HH:mm (24-hour)');
    expect(JSON.stringify(bad.body)).toContain('At least one ship day is required');
    expect(JSON.stringify(bad.body)).toContain('Enter a date as YYYY-MM-DD');
  });

  it('saving needs edit_options (403) and the feature (402); any member reads', async () => {
    const viewer = await addTestMember(mine.accountId, { view_print_orders: true });
    expect((await call(scheduleRoute, 'GET', SCHEDULE_PATH, mine, undefined, viewer)).status).toBe(200);
    expect((await call(scheduleRoute, 'PUT', SCHEDULE_PATH, mine, weekdays, viewer)).status).toBe(403);
    const editor = await addTestMember(mine.accountId, { edit_options: true });
    const gated = await call(scheduleRoute, 'PUT', SCHEDULE_PATH, mine, weekdays, editor);
    expect(gated.status).toBe(402);
    expect(gated.body).toMatchObject({ code: 'upgrade_prompt' });
  });

  it('cross-tenant: one account never reads or moves the version of the other', async () => {
    expect((await call(scheduleRoute, 'PUT', SCHEDULE_PATH, mine, { ...weekdays, cutoffTime: '11:00' })).status).toBe(
      200,
    );
    const other = await call(scheduleRoute, 'GET', SCHEDULE_PATH, theirs);
    expect(other.body).toMatchObject({ version: 0, schedule: { cutoffTime: '14:00' } });
    expect((await call(scheduleRoute, 'PUT', SCHEDULE_PATH, theirs, { ...weekdays, version: 0 })).status).toBe(200);
    expect((await call(scheduleRoute, 'GET', SCHEDULE_PATH, mine)).body).toMatchObject({
      version: 1,
      schedule: { cutoffTime: '11:00' },
    });
  });

  it('the onboarding step keeps working and keeps the blackout dates saved here', async () => {
    await call(scheduleRoute, 'PUT', SCHEDULE_PATH, mine, { ...weekdays, blackoutDates: ['2026-12-24'] });
    const step = await call(onboardingRoute, 'PUT', '/api/v1/onboarding', mine, {
      step: 'schedule',
      schedule: { timezone: 'America/Denver', shipDays: ['mon'], cutoffTime: '12:00' },
    });
    expect(step.status).toBe(200);
    expect((await call(scheduleRoute, 'GET', SCHEDULE_PATH, mine)).body).toMatchObject({
      version: 2,
      schedule: { timezone: 'America/Denver', shipDays: ['mon'], blackoutDates: ['2026-12-24'] },
    });
  });
});

describe('GET/PUT /api/v1/settings/fill-time-sla', () => {
  it('saves per warehouse with the version, validates by unit, stays in its account', async () => {
    const sla = { warehouses: [{ warehouseId: 'wh-1', amount: 2, unit: 'businessDays' }], version: 0 };
    expect((await call(fillTimeRoute, 'PUT', SLA_PATH, mine, sla)).status).toBe(200);
    expect((await call(fillTimeRoute, 'PUT', SLA_PATH, mine, sla)).status).toBe(409);
    const bad = await call(fillTimeRoute, 'PUT', SLA_PATH, mine, {
      warehouses: [{ warehouseId: 'wh-1', amount: 45, unit: 'businessDays' }],
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Fill time can be at most 30 business days');
    expect((await call(fillTimeRoute, 'GET', SLA_PATH, theirs)).body).toMatchObject({
      version: 0,
      sla: { warehouses: [] },
    });
    const viewer = await addTestMember(mine.accountId, { view_print_orders: true });
    expect((await call(fillTimeRoute, 'PUT', SLA_PATH, mine, sla, viewer)).status).toBe(403);
  });
});

describe('the grid under the schedule (feature on) and without it (feature off)', () => {
  it('a Friday 16:00 order shows Monday and, past a 1 business day SLA, is flagged and filtered', async () => {
    await addTestWarehouse(mine.owner, mine.accountId);
    await call(scheduleRoute, 'PUT', SCHEDULE_PATH, mine, weekdays);
    const created = await call(
      createOrder,
      'POST',
      '/api/v1/orders',
      mine,
      validOrderRequest({ orderDate: '2026-11-20T16:00:00-05:00' }),
    );
    expect(created.status).toBe(201);
    const { order } = created.body as { order: { id: string; warehouse?: { id?: string } } };
    const warehouseId = order.warehouse?.id ?? 'none';
    await call(fillTimeRoute, 'PUT', SLA_PATH, mine, {
      warehouses: [{ warehouseId, amount: 1, unit: 'businessDays' }],
    });

    const rows = await call(queryOrders, 'POST', '/api/v1/orders/query', mine, {});
    const row = (rows.body as { items: { id: string; shipDate: string; pastFillTime?: boolean }[] }).items[0];
    expect(row).toMatchObject({ id: order.id, shipDate: '2026-11-23', pastFillTime: true });
    const past = await call(queryOrders, 'POST', '/api/v1/orders/query', mine, { filters: { pastFillTime: true } });
    expect((past.body as { items: unknown[] }).items).toHaveLength(1);
    const detail = await invoke(
      getOrder,
      apiEvent({
        method: 'GET',
        path: `/api/v1/orders/${order.id}`,
        pathParameters: { orderId: order.id },
        user: mine.owner,
        accountId: mine.accountId,
      }),
    );
    expect(detail.body).toMatchObject({ row: { shipDate: '2026-11-23' } });

    // Feature off: today's behaviour, no schedule ship date, no flag, and the filter matches nothing.
    await setMembershipFeatures(mine.accountId, mine.owner.userId, {});
    const plain = await call(queryOrders, 'POST', '/api/v1/orders/query', mine, {});
    const plainRow = (plain.body as { items: { shipDate: string; pastFillTime?: boolean }[] }).items[0];
    expect(plainRow?.shipDate).toBe('');
    expect(plainRow?.pastFillTime).toBeUndefined();
    const none = await call(queryOrders, 'POST', '/api/v1/orders/query', mine, { filters: { pastFillTime: true } });
    expect((none.body as { items: unknown[] }).items).toHaveLength(0);
  });
});

describe('the orders CSV export follows the schedule as the grid does', () => {
  const exportCsv = async (who: Who, body: unknown = { filters: {} }) => {
    const res = (await exportOrders(
      apiEvent({ method: 'POST', path: '/api/v1/orders/export', user: who.owner, accountId: who.accountId, body }),
      lambdaContext,
    )) as APIGatewayProxyStructuredResultV2;
    expect(res.statusCode).toBe(200);
    const [header = [], ...rows] = Papa.parse<string[]>(String(res.body)).data;
    return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
  };

  it('a Friday 16:00 order exports Monday as its ship date with the feature, and no schedule date without it', async () => {
    await addTestWarehouse(mine.owner, mine.accountId);
    await call(scheduleRoute, 'PUT', SCHEDULE_PATH, mine, weekdays);
    const created = await call(
      createOrder,
      'POST',
      '/api/v1/orders',
      mine,
      validOrderRequest({ orderDate: '2026-11-20T16:00:00-05:00' }),
    );
    expect(created.status).toBe(201);
    const { order } = created.body as { order: { orderNumber: string; warehouse?: { id?: string } } };
    await call(fillTimeRoute, 'PUT', SLA_PATH, mine, {
      warehouses: [{ warehouseId: order.warehouse?.id ?? 'none', amount: 1, unit: 'businessDays' }],
    });

    const [row] = await exportCsv(mine);
    expect(row).toMatchObject({ 'Order Number': order.orderNumber });
    expect(row!['Ship Date']).toBe('2026-11-23');
    expect(await exportCsv(mine, { filters: { pastFillTime: true } })).toHaveLength(1);
    // Another account's export holds none of this account's orders.
    expect(await exportCsv(theirs)).toEqual([]);

    await setMembershipFeatures(mine.accountId, mine.owner.userId, {});
    const [plain] = await exportCsv(mine);
    expect(plain!['Ship Date']).not.toBe('2026-11-23');
    expect(await exportCsv(mine, { filters: { pastFillTime: true } })).toEqual([]);
  });
});
