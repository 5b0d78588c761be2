import { beforeEach, describe, expect, it } from 'vitest';
import { handler as automations } from '#functions/automations/handlers/automations.handler';
import { handler as summary } from '#functions/automations/handlers/automation-summary.handler';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { addTestMember, createTestAccount } from '#test/support/accounts';
import { texasHeatRule } from '#test/support/automations';

let accountId: string;
let owner: TestUser;

const read = (user = owner, account = accountId) =>
  invoke(summary, apiEvent({ method: 'GET', path: '/api/v1/automations/summary', user, accountId: account }));
const create = (body: unknown, user = owner, account = accountId) =>
  invoke(automations, apiEvent({ method: 'POST', path: '/api/v1/automations', user, accountId: account, body }));

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount('Summary Foods'));
});

describe('GET /api/v1/automations/summary: active rules by trigger', () => {
  it('counts the active rules holding import and before_rating; any member reads it', async () => {
    expect((await read()).body).toEqual({ activeByTrigger: { import: 0, before_rating: 0 } });
    await create(texasHeatRule({ active: true, triggers: ['import', 'before_rating'] }));
    await create(texasHeatRule({ active: true, triggers: ['manual'] }));
    await create(texasHeatRule({ active: false, triggers: ['before_rating'] }));
    const packer = await addTestMember(accountId, { view_print_orders: true, edit_options: false }, 'Summary Foods');
    const res = await read(packer);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ activeByTrigger: { import: 1, before_rating: 1 } });
  });

  it("tenant isolation: A reads only its own counts; naming B's account without a membership answers 404", async () => {
    const b = await createTestAccount('Other Merchant');
    expect(
      (await create(texasHeatRule({ active: true, triggers: ['before_rating'] }), b.owner, b.accountId)).status,
    ).toBe(201);
    expect((await read()).body).toEqual({ activeByTrigger: { import: 0, before_rating: 0 } });
    expect((await read(owner, b.accountId)).status).toBe(404);
    expect((await read(b.owner, b.accountId)).body).toEqual({ activeByTrigger: { import: 0, before_rating: 1 } });
  });
});
