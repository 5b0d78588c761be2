import { beforeEach, describe, expect, it } from 'vitest';
import { handler as onboarding } from '#functions/onboarding/handlers/onboarding.handler';
import { handler as companyLogo } from '#functions/accounts/handlers/company-logo.handler';
import { handler as company } from '#functions/accounts/handlers/company.handler';
import { ONBOARDING_MESSAGES } from '#domain/onboarding/onboarding.schema';
import { DEFAULT_SHIPPING_SCHEDULE } from '#domain/shipping-schedule/shipping-schedule.schema';
import { MESSAGES } from '#domain/validation/messages';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { addTestMember, createTestAccount } from '#test/support/accounts';
import { addTestWarehouse } from '#test/support/warehouses';
import { createTestOrder } from '#test/support/order-handlers';

const PATH = '/api/v1/onboarding';
/** A 1×1 PNG. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const SCHEDULE = { timezone: 'America/New_York', shipDays: ['mon', 'tue', 'thu'], cutoffTime: '15:30' };

let accountId: string;
let owner: TestUser;

const read = (user: TestUser = owner, account = accountId) =>
  invoke(onboarding, apiEvent({ method: 'GET', path: PATH, user, accountId: account }));
const step = (body: unknown, user: TestUser = owner, account = accountId) =>
  invoke(onboarding, apiEvent({ method: 'PUT', path: PATH, user, accountId: account, body }));
const uploadLogo = (user: TestUser = owner, account = accountId) =>
  invoke(
    companyLogo,
    apiEvent({
      method: 'PUT',
      path: '/api/v1/company/logo',
      user,
      accountId: account,
      body: { contentType: 'image/png', dataBase64: PNG_BASE64 },
    }),
  );

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount('Onboarding Foods'));
});

describe('accounts §2, §5 Onboarding: GET and PUT /api/v1/onboarding against DynamoDB Local', () => {
  it('a new account has no order, is not complete and resumes at the company step', async () => {
    const res = await read();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      progress: { steps: {} },
      complete: false,
      resumeAt: 'company',
      hasOrder: false,
      ownAccountConnected: false,
      schedule: DEFAULT_SHIPPING_SCHEDULE,
      scheduleSaved: false,
    });
  });

  it('accounts §5: the company step needs the logo (checked by its bytes on its own route), then renames the company', async () => {
    const refused = await step({ step: 'company', companyName: 'Frozen Co' });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ logo: ONBOARDING_MESSAGES.logoRequired });
    expect((await uploadLogo()).status).toBe(200);
    const done = await step({ step: 'company', companyName: 'Frozen Co' });
    expect(done.status).toBe(200);
    expect(done.body.progress.steps.company).toEqual({ status: 'done', at: expect.any(String) });
    expect(done.body.resumeAt).toBe('warehouse');
    const profile = await invoke(company, apiEvent({ method: 'GET', path: '/api/v1/company', user: owner, accountId }));
    expect(profile.body).toMatchObject({ companyName: 'Frozen Co', logoUrl: expect.any(String) });
  });

  it('accounts §5: the company name is required with the spec message', async () => {
    const res = await step({ step: 'company', companyName: '' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ companyName: MESSAGES.required });
  });

  it('accounts §5: at least one warehouse', async () => {
    const refused = await step({ step: 'warehouse' });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ newWarehouses: ONBOARDING_MESSAGES.warehouseRequired });
    await addTestWarehouse(owner, accountId);
    expect((await step({ step: 'warehouse' })).body.progress.steps.warehouse.status).toBe('done');
  });

  it('accounts §5: the shipping schedule needs a timezone, and is kept in its own item', async () => {
    const refused = await step({ step: 'schedule', schedule: { ...SCHEDULE, timezone: '' } });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ 'schedule.timezone': MESSAGES.required });
    const saved = await step({ step: 'schedule', schedule: SCHEDULE });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ schedule: SCHEDULE, scheduleSaved: true });
    const again = await step({ step: 'schedule', schedule: { ...SCHEDULE, cutoffTime: '11:00' } });
    expect(again.body.schedule.cutoffTime).toBe('11:00');
  });

  it('accounts §5: preferred services need one selection when any service is selected; none needed otherwise', async () => {
    const refused = await step({ step: 'services', anyServiceSelected: true, preferredServices: [] });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ preferredServices: ONBOARDING_MESSAGES.preferredServiceRequired });
    const none = await step({ step: 'services', anyServiceSelected: false, preferredServices: [] });
    expect(none.status).toBe(200);
    const some = await step({ step: 'services', anyServiceSelected: true, preferredServices: ['UPS:Ground'] });
    expect(some.body.services).toEqual({ anyServiceSelected: true, preferredServices: ['UPS:Ground'] });
  });

  it('store and funds may be skipped, but "done" needs something to show for it', async () => {
    const store = await step({ step: 'store', skip: false });
    expect(store.status).toBe(400);
    expect(store.body.fieldErrors).toEqual({ skip: ONBOARDING_MESSAGES.storeNotConnected });
    const funds = await step({ step: 'funds', skip: false });
    expect(funds.status).toBe(400);
    expect(funds.body.fieldErrors).toEqual({ skip: ONBOARDING_MESSAGES.noFunds });
    expect((await step({ step: 'store', skip: true })).body.progress.steps.store.status).toBe('skipped');
    expect((await step({ step: 'funds', skip: true })).body.progress.steps.funds.status).toBe('skipped');
  });

  it('resumable: every step settled completes onboarding once, with the server time, whatever the body says', async () => {
    await uploadLogo();
    await addTestWarehouse(owner, accountId);
    const before = Date.now();
    await step({ step: 'company', companyName: 'Frozen Co', completedAt: '1999-01-01T00:00:00Z' });
    await step({ step: 'warehouse' });
    expect((await read()).body).toMatchObject({ resumeAt: 'schedule', complete: false });
    await step({ step: 'schedule', schedule: SCHEDULE });
    await step({ step: 'services', anyServiceSelected: false });
    await step({ step: 'store', skip: true });
    const last = await step({ step: 'funds', skip: true, at: '1999-01-01T00:00:00Z' });
    expect(last.body).toMatchObject({ complete: true, resumeAt: 'finish' });
    const completedAt = Date.parse(last.body.progress.completedAt);
    expect(completedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(last.body.progress.steps.funds.at)).toBeGreaterThanOrEqual(before - 1000);
    const redo = await step({ step: 'schedule', schedule: SCHEDULE });
    expect(redo.body.progress.completedAt).toBe(last.body.progress.completedAt);
  });

  it('accounts §2: once the account has an order, the view says so (no redirect)', async () => {
    await addTestWarehouse(owner, accountId);
    await createTestOrder(owner, accountId);
    expect((await read()).body).toMatchObject({ hasOrder: true, complete: false });
    // An imported or connected order counts as the store step done.
    expect((await step({ step: 'store', skip: false })).body.progress.steps.store.status).toBe('done');
  });

  it('bad input answers 400 with field messages, never a 500', async () => {
    for (const body of [{}, { step: 'finish' }, { step: 'services', preferredServices: ['UPS:Nope'] }, 'x', []]) {
      const res = await step(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.fieldErrors ?? {}).length, JSON.stringify(res.body)).toBeGreaterThan(0);
    }
  });
});

describe('accounts §6: permissions and tenant isolation', () => {
  it('any member reads the progress; each step needs its settings permission (403 otherwise)', async () => {
    const packer = await addTestMember(accountId, { view_print_orders: true, edit_company: false });
    expect((await read(packer)).status).toBe(200);
    expect((await step({ step: 'schedule', schedule: SCHEDULE }, packer)).status).toBe(403);
    expect((await step({ step: 'store', skip: true }, packer)).status).toBe(403);
    expect((await read()).body.progress.steps).toEqual({});
    const ops = await addTestMember(accountId, { edit_options: true });
    expect((await step({ step: 'schedule', schedule: SCHEDULE }, ops)).status).toBe(200);
  });

  it("B cannot read or change A's onboarding (404: not a member), and A's progress is untouched by B's", async () => {
    const b = await createTestAccount('Other Merchant');
    await step({ step: 'store', skip: true });
    expect((await read(b.owner, accountId)).status).toBe(404);
    expect((await step({ step: 'funds', skip: true }, b.owner, accountId)).status).toBe(404);
    await step({ step: 'funds', skip: true }, b.owner, b.accountId);
    expect((await read()).body.progress.steps.funds).toBeUndefined();
    expect((await read(b.owner, b.accountId)).body.progress.steps).toEqual({ funds: expect.any(Object) });
  });
});
