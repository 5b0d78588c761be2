import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { handler as createAccount } from '#functions/accounts/handlers/create-account.handler';
import { handler as getMe } from '#functions/accounts/handlers/get-me.handler';
import { handler as getSubscription } from '#functions/accounts/handlers/get-subscription.handler';
import { createTestAccount } from '#test/support/accounts';
import { handler as health } from '#functions/platform/handlers/health.handler';
import { SignupProfileEntity } from '#functions/accounts/db/signup-profile.entity';
import { SubscriptionEntity } from '#functions/accounts/db/subscription.entity';
import { onTable } from '#lib/db/table';
import { apiEvent, invoke } from '#test/support/api-events';

/** A complete Signup (accounts §3) as the web app sends it after the first sign-in. */
const SIGNUP = {
  companyName: 'Gulf Seafood Co',
  name: 'Rosa Diaz',
  phone: '512-555-0142',
  heardFrom: 'search',
  referralPartner: '',
};

describe('accounts', () => {
  it('a new user has no memberships, creates an account and becomes its owner with all permissions', async () => {
    const user = { userId: randomUUID(), email: 'new@example.com' };
    const before = await invoke(getMe, apiEvent({ method: 'GET', path: '/api/v1/me', user }));
    expect(before.body).toEqual({ userId: user.userId, email: 'new@example.com', memberships: [] });

    const created = await invoke(
      createAccount,
      apiEvent({ method: 'POST', path: '/api/v1/accounts', user, body: SIGNUP }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ accountName: 'Gulf Seafood Co', role: 'owner', permissions: {} });

    const after = await invoke(getMe, apiEvent({ method: 'GET', path: '/api/v1/me', user }));
    expect(after.body.memberships).toEqual([created.body]);

    const again = await invoke(
      createAccount,
      apiEvent({ method: 'POST', path: '/api/v1/accounts', user, body: { ...SIGNUP, companyName: 'Second' } }),
    );
    expect(again.status).toBe(409);
  });

  it('accounts §4, §9: a new account starts on the one-month trial of the current plan version', async () => {
    const user = { userId: randomUUID(), email: 'trial@example.com' };
    const before = Date.now();
    const created = await invoke(
      createAccount,
      apiEvent({ method: 'POST', path: '/api/v1/accounts', user, body: SIGNUP }),
    );
    const { data } = await onTable(SubscriptionEntity).get({ accountId: created.body.accountId }).go();
    expect(data).toMatchObject({ selectedPlan: 'trial', subscriptionVersion: 'v2' });
    const days = (new Date(data!.trialEndDate!).getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31.01);
  });

  it.each([
    [
      'nothing but a company name: name, phone and heardFrom are required',
      { companyName: 'Gulf Seafood Co' },
      {
        name: 'This field is required',
        phone: 'This field is required',
        heardFrom: 'This field is required',
      },
    ],
    ['blank company name is required', { ...SIGNUP, companyName: ' ' }, { companyName: 'This field is required' }],
    [
      'company name over 30 is too long',
      { ...SIGNUP, companyName: 'x'.repeat(31) },
      { companyName: 'Value is too long' },
    ],
    ['name over 30 is too long', { ...SIGNUP, name: 'n'.repeat(31) }, { name: 'Value is too long' }],
    [
      'phone must match a phone format',
      { ...SIGNUP, phone: '12' },
      { phone: 'xxx-xxx-xxxx or x-xxx-xxx-xxxx or UK phone format' },
    ],
    ['blank heardFrom is required', { ...SIGNUP, heardFrom: '' }, { heardFrom: 'This field is required' }],
  ])('accounts §5 Signup: %s (400 with the field messages)', async (_name, body, fieldErrors) => {
    const user = { userId: randomUUID(), email: 'x@example.com' };
    const res = await invoke(createAccount, apiEvent({ method: 'POST', path: '/api/v1/accounts', user, body }));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual(fieldErrors);
    // Nothing is created by a refused sign-up.
    const me = await invoke(getMe, apiEvent({ method: 'GET', path: '/api/v1/me', user }));
    expect(me.body.memberships).toEqual([]);
  });

  it.each([
    ['with a referral partner', { referralPartner: 'Cold Chain Partners' }, { referralPartner: 'Cold Chain Partners' }],
    ['without one (the field is optional and left off the item)', { referralPartner: '' }, {}],
  ])('accounts §3 Signup: the sign-up answers are kept with the new account, %s', async (_name, patch, stored) => {
    const user = { userId: randomUUID(), email: 'profile@example.com' };
    const created = await invoke(
      createAccount,
      apiEvent({ method: 'POST', path: '/api/v1/accounts', user, body: { ...SIGNUP, ...patch } }),
    );
    expect(created.status).toBe(201);
    const { data } = await onTable(SignupProfileEntity).get({ accountId: created.body.accountId }).go();
    expect(data).toMatchObject({
      accountId: created.body.accountId,
      userId: user.userId,
      name: 'Rosa Diaz',
      phone: '512-555-0142',
      heardFrom: 'search',
      ...stored,
    });
    if (!patch.referralPartner) expect(data).not.toHaveProperty('referralPartner');
  });

  it('GET /api/v1/me without a token answers 401', async () => {
    expect((await invoke(getMe, apiEvent({ method: 'GET', path: '/api/v1/me' }))).status).toBe(401);
  });

  it('GET /api/health answers 200 without a token', async () => {
    const res = await invoke(health, apiEvent({ method: 'GET', path: '/api/health' }));
    expect(res).toEqual({ status: 200, body: { status: 'ok', service: 'shipdeck' } });
  });
});

describe('GET /api/v1/subscription (accounts §3, §4)', () => {
  it("answers the caller's account plan; another account's id answers 404", async () => {
    const trial = await createTestAccount('Trial Foods');
    const grow = await createTestAccount('Grow Foods', { selectedPlan: 'grow', subscriptionVersion: 'v2' });
    const get = (user: { userId: string; email: string }, accountId: string) =>
      invoke(getSubscription, apiEvent({ method: 'GET', path: '/api/v1/subscription', user, accountId }));
    const mine = await get(trial.owner, trial.accountId);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ plan: 'trial', planVersion: 'v2', status: 'trial' });
    expect((await get(grow.owner, grow.accountId)).body).toEqual({ plan: 'grow', planVersion: 'v2', status: 'active' });
    expect((await get(trial.owner, grow.accountId)).status).toBe(404);
  });
});
