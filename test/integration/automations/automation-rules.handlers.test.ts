import { beforeEach, describe, expect, it } from 'vitest';
import type { RuleView } from '#api/automations';
import { handler as activation } from '#functions/automations/handlers/automation-activation.handler';
import { handler as automations } from '#functions/automations/handlers/automations.handler';
import { handler as deleteAutomation } from '#functions/automations/handlers/delete-automation.handler';
import { handler as reorderAutomations } from '#functions/automations/handlers/reorder-automations.handler';
import { handler as updateAutomation } from '#functions/automations/handlers/update-automation.handler';
import { PLAN_GATE_MESSAGES } from '#domain/plans/subscription.rules';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { addTestMember, createTestAccount } from '#test/support/accounts';
import { texasHeatRule } from '#test/support/automations';

const texasDryIce = texasHeatRule;

let accountId: string;
let owner: TestUser;

const list = (user = owner, account = accountId) =>
  invoke(automations, apiEvent({ method: 'GET', path: '/api/v1/automations', user, accountId: account }));
const create = (body: unknown, user = owner, account = accountId) =>
  invoke(automations, apiEvent({ method: 'POST', path: '/api/v1/automations', user, accountId: account, body }));
const byId = (ruleId: string, suffix = '') => ({
  pathParameters: { ruleId },
  path: `/api/v1/automations/${ruleId}${suffix}`,
});
const update = (ruleId: string, body: unknown, user = owner, account = accountId) =>
  invoke(updateAutomation, apiEvent({ method: 'PUT', user, accountId: account, body, ...byId(ruleId) }));
const remove = (ruleId: string, user = owner, account = accountId) =>
  invoke(deleteAutomation, apiEvent({ method: 'DELETE', user, accountId: account, ...byId(ruleId) }));
const activate = (ruleId: string, active: boolean, user = owner, account = accountId) =>
  invoke(
    activation,
    apiEvent({ method: 'POST', user, accountId: account, body: { active }, ...byId(ruleId, '/activation') }),
  );
const reorder = (ruleIds: string[], user = owner, account = accountId) =>
  invoke(
    reorderAutomations,
    apiEvent({ method: 'PUT', path: '/api/v1/automations/order', user, accountId: account, body: { ruleIds } }),
  );

beforeEach(async () => {
  // Start: 3 active rules (accounts §9).
  ({ accountId, owner } = await createTestAccount('Rule Foods', { selectedPlan: 'start', subscriptionVersion: 'v2' }));
});

describe('automation rules against DynamoDB Local', () => {
  it('creates, lists, edits (version-guarded) and deletes a rule; server fields never come from the body', async () => {
    const created = await create({ ...texasDryIce(), ruleId: 'mine', version: 99, hits: 5, lastFiredAt: 'x' });
    expect(created.status).toBe(201);
    const rule = created.body as RuleView;
    expect(rule).toMatchObject({ name: 'Texas heat: dry ice and 2-day', version: 1, position: 0, active: false });
    expect(rule.ruleId).not.toBe('mine');
    expect(rule).toMatchObject({ invalid: null, lastFiredAt: null, hits30d: 0 });

    const listed = await list();
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({ rules: [rule], activeLimit: { active: 0, max: 3 } });

    const edited = await update(rule.ruleId, { ...texasDryIce({ name: 'Texas heat' }), version: 1 });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Texas heat', version: 2, position: 0 });

    // A save on the version read before the last one is stale.
    const stale = await update(rule.ruleId, { ...texasDryIce({ name: 'Lost edit' }), version: 1 });
    expect(stale.status).toBe(409);
    expect((await list()).body.rules[0].name).toBe('Texas heat');

    expect((await remove(rule.ruleId)).status).toBe(204);
    expect((await list()).body).toEqual({ rules: [], activeLimit: { active: 0, max: 3 } });
    expect((await remove(rule.ruleId)).status).toBe(404);
  });

  it('refuses an active rule with an incomplete action, and activating an incomplete draft', async () => {
    const incomplete = texasDryIce({ actions: [{ type: 'set_service', mode: 'cheapest_within_days' }] });
    expect((await create({ ...incomplete, active: true })).status).toBe(400);
    const draft = await create(incomplete);
    expect(draft.status).toBe(201);
    const refused = await activate(draft.body.ruleId, true);
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ 'actions.0': 'Cheapest service needs a number of days' });
  });

  it('new rules go last; the order route sets the run order and refuses a list that is not every rule', async () => {
    const ids: string[] = [];
    for (const name of ['A', 'B', 'C']) ids.push((await create(texasDryIce({ name }))).body.ruleId);
    expect((await list()).body.rules.map((r: RuleView) => r.name)).toEqual(['A', 'B', 'C']);

    const reordered = await reorder([ids[2], ids[0], ids[1]] as string[]);
    expect(reordered.status).toBe(200);
    expect(reordered.body.rules.map((r: RuleView) => [r.name, r.position])).toEqual([
      ['C', 0],
      ['A', 1],
      ['B', 2],
    ]);
    expect((await reorder([ids[0], ids[1]] as string[])).status).toBe(409);
    expect((await reorder([...(ids as string[]).slice(0, 2), 'missing'])).status).toBe(409);
  });

  it('holds the plan limit under 10 concurrent activations: exactly 3 active, the rest 402 with the upgrade prompt', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) ids.push((await create(texasDryIce({ name: `Rule ${i}` }))).body.ruleId);
    const results = await Promise.all(ids.map((id) => activate(id, true)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 402)).toHaveLength(7);
    const refusal = results.find((r) => r.status === 402);
    expect(refusal?.body).toMatchObject({
      code: 'upgrade_prompt',
      message: PLAN_GATE_MESSAGES.upgrade_prompt('Another active automation rule'),
    });
    const after = await list();
    expect(after.body.rules.filter((r: RuleView) => r.active)).toHaveLength(3);
    expect(after.body.activeLimit).toEqual({ active: 3, max: 3 });

    // Creating or saving a fourth active rule is refused the same way; turning one off makes room.
    expect((await create(texasDryIce({ active: true }))).status).toBe(402);
    const inactive = after.body.rules.find((r: RuleView) => !r.active) as RuleView;
    expect(
      (await update(inactive.ruleId, { ...texasDryIce({ active: true }), version: inactive.version })).status,
    ).toBe(402);
    const on = after.body.rules.find((r: RuleView) => r.active) as RuleView;
    expect((await activate(on.ruleId, false)).status).toBe(200);
    expect((await activate(inactive.ruleId, true)).status).toBe(200);
    // Deleting an active rule gives its place back.
    expect((await remove(inactive.ruleId)).status).toBe(204);
    expect((await list()).body.activeLimit).toEqual({ active: 2, max: 3 });
  });

  it('an unlimited plan lists max null and takes any number of active rules', async () => {
    const scale = await createTestAccount('Scale Foods', { selectedPlan: 'scale', subscriptionVersion: 'v2' });
    for (let i = 0; i < 5; i++)
      expect((await create(texasDryIce({ active: true }), scale.owner, scale.accountId)).status).toBe(201);
    expect((await list(scale.owner, scale.accountId)).body.activeLimit).toEqual({ active: 5, max: null });
  });

  it('reading needs only membership; saving, ordering and activating need edit_options', async () => {
    const rule = (await create(texasDryIce())).body as RuleView;
    const packer = await addTestMember(accountId, { view_print_orders: true, edit_options: false }, 'Rule Foods');
    expect((await list(packer)).status).toBe(200);
    expect((await create(texasDryIce(), packer)).status).toBe(403);
    expect((await update(rule.ruleId, { ...texasDryIce(), version: 1 }, packer)).status).toBe(403);
    expect((await remove(rule.ruleId, packer)).status).toBe(403);
    expect((await activate(rule.ruleId, true, packer)).status).toBe(403);
    expect((await reorder([rule.ruleId], packer)).status).toBe(403);
  });
});

describe('tenant isolation: account A can never reach account B', () => {
  it("answers 404 for B's rule on every rule route and changes nothing of B's", async () => {
    const b = await createTestAccount('Other Merchant', { selectedPlan: 'start', subscriptionVersion: 'v2' });
    const bRule = (await create(texasDryIce(), b.owner, b.accountId)).body as RuleView;

    expect((await update(bRule.ruleId, { ...texasDryIce({ name: 'Hijacked' }), version: 1 })).status).toBe(404);
    expect((await activate(bRule.ruleId, true)).status).toBe(404);
    expect((await remove(bRule.ruleId)).status).toBe(404);
    // B's id in A's order list is not one of A's rules.
    expect((await reorder([bRule.ruleId])).status).toBe(409);
    expect((await list()).body.rules).toEqual([]);

    expect((await list(b.owner, b.accountId)).body.rules).toEqual([bRule]);
  });

  it("naming B's account without a membership answers 404 on list and create", async () => {
    const b = await createTestAccount('Other Merchant');
    expect((await list(owner, b.accountId)).status).toBe(404);
    expect((await create(texasDryIce(), owner, b.accountId)).status).toBe(404);
    expect((await list(b.owner, b.accountId)).body.rules).toEqual([]);
  });
});
