import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TeamMember } from '#domain/accounts/ports';
import { handler as team } from '#functions/accounts/handlers/team.handler';
import { handler as getWarehouses } from '#functions/warehouses/handlers/list-warehouses.handler';
import { addTestMember, createTestAccount } from '#test/support/accounts';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';

let accountId: string;
let owner: TestUser;

const call = (
  method: string,
  path: string,
  opts: { body?: unknown; user?: TestUser; account?: string; userId?: string } = {},
) =>
  invoke(
    team,
    apiEvent({
      method,
      path,
      body: opts.body,
      user: opts.user ?? owner,
      accountId: opts.account ?? accountId,
      pathParameters: opts.userId ? { userId: opts.userId } : undefined,
    }),
  );
const invite = (email: string, extra: object = {}, user?: TestUser, account?: string) =>
  call('POST', '/api/v1/team/invitations', {
    body: { email, name: 'Pat Packer', group: 'merchant:admin', ...extra },
    user,
    account,
  });
const email = () => `packer-${randomUUID().slice(0, 8)}@example.com`;

beforeEach(async () => {
  // Scale: unlimited users (accounts §9), so the limit tests choose their own plan.
  ({ accountId, owner } = await createTestAccount('Team Foods', { selectedPlan: 'scale', subscriptionVersion: 'v2' }));
});

describe('team invite (accounts §5) and permissions (accounts §6)', () => {
  it('invites through the user pool with a packer’s permissions by default; the list shows both members', async () => {
    const res = await invite(email());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const member = res.body as TeamMember;
    expect(member).toMatchObject({ role: 'member', group: 'merchant:admin', name: 'Pat Packer' });
    expect(member.permissions).toMatchObject({
      view_print_orders: true,
      purchase_orders: true,
      view_billing_activity: false,
    });
    const list = (await call('GET', '/api/v1/team')).body as { members: TeamMember[]; usage: { used: number } };
    expect(list.members.map((m) => m.role)).toEqual(['owner', 'member']);
    expect(list.usage.used).toBe(2);
  });

  it('requires email, name and group with the spec’s messages', async () => {
    const res = await call('POST', '/api/v1/team/invitations', { body: { email: 'not-an-email' } });
    expect(res.status).toBe(400);
    const errors = (res.body as { fieldErrors: Record<string, string> }).fieldErrors;
    expect(Object.keys(errors).sort()).toEqual(['email', 'group', 'name']);
  });

  it('refuses inviting a member twice (409)', async () => {
    const address = email();
    expect((await invite(address)).status).toBe(201);
    expect((await invite(address)).status).toBe(409);
  });

  it('counts members against the plan’s users: Grow allows 2, so a third invite opens the upgrade prompt', async () => {
    const grow = await createTestAccount('Grow Foods', { selectedPlan: 'grow', subscriptionVersion: 'v2' });
    const results = await Promise.all(
      [email(), email(), email()].map((e) => invite(e, {}, grow.owner, grow.accountId)),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const list = (await call('GET', '/api/v1/team', { user: grow.owner, account: grow.accountId })).body as {
      members: TeamMember[];
    };
    expect(list.members).toHaveLength(2);
    const over = await invite(email(), {}, grow.owner, grow.accountId);
    expect(over.status).toBe(402);
    expect((over.body as { code: string }).code).toBe('upgrade_prompt');
  });

  it('restricts a member’s permissions; the owner and oneself cannot be changed', async () => {
    const member = (await invite(email())).body as TeamMember;
    const res = await call('PUT', `/api/v1/team/${member.userId}/permissions`, {
      userId: member.userId,
      body: { permissions: { view_print_orders: true, edit_warehouses: false, made_up_key: true } },
    });
    expect(res.status).toBe(200);
    const after = (res.body as TeamMember).permissions;
    expect(after).toMatchObject({ view_print_orders: true, edit_warehouses: false, purchase_orders: false });
    expect(after).not.toHaveProperty('made_up_key');
    const ownerEdit = await call('PUT', `/api/v1/team/${owner.userId}/permissions`, {
      userId: owner.userId,
      body: { permissions: {} },
    });
    expect(ownerEdit.status).toBe(403);
  });

  it('removes a member at once: their next request to the account is refused', async () => {
    const member = await addTestMember(accountId, { view_print_orders: true });
    const before = await invoke(
      getWarehouses,
      apiEvent({ method: 'GET', path: '/api/v1/warehouses', user: member, accountId }),
    );
    expect(before.status).toBe(200);
    expect((await call('DELETE', `/api/v1/team/${member.userId}`, { userId: member.userId })).status).toBe(200);
    const after = await invoke(
      getWarehouses,
      apiEvent({ method: 'GET', path: '/api/v1/warehouses', user: member, accountId }),
    );
    expect(after.status).toBe(404);
  });
});

describe('edit_users and tenancy', () => {
  it('needs edit_users for every team route', async () => {
    const packer = await addTestMember(accountId, { view_print_orders: true });
    expect((await call('GET', '/api/v1/team', { user: packer })).status).toBe(403);
    expect((await invite(email(), {}, packer)).status).toBe(403);
  });

  it('never reaches another account’s members', async () => {
    const other = await createTestAccount('Other Foods', { selectedPlan: 'scale', subscriptionVersion: 'v2' });
    const theirs = (await invite(email(), {}, other.owner, other.accountId)).body as TeamMember;
    const edit = await call('PUT', `/api/v1/team/${theirs.userId}/permissions`, {
      userId: theirs.userId,
      body: { permissions: {} },
    });
    expect(edit.status).toBe(404);
    expect((await call('DELETE', `/api/v1/team/${theirs.userId}`, { userId: theirs.userId })).status).toBe(404);
    const list = (await call('GET', '/api/v1/team')).body as { members: TeamMember[] };
    expect(list.members.map((m) => m.userId)).not.toContain(theirs.userId);
  });
});
