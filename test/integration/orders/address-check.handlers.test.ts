import { beforeEach, describe, expect, it } from 'vitest';
import { handler as deliveryDefense } from '#functions/orders/handlers/delivery-defense.handler';
import { handler as validateAddress } from '#functions/orders/handlers/validate-address.handler';
import { toConfidenceScore } from '#domain/confidence/confidence-score.rules';
import { addTestMember, createTestAccount } from '#test/support/accounts';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';

let accountId: string;
let owner: TestUser;
beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount());
});

const shippingAddress = {
  name: 'Maria Lopez',
  company: '',
  email: '',
  phone: '512-555-0199',
  address1: '2000 S Lamar Blvd',
  address2: '',
  city: 'austin',
  state: 'TX',
  country: 'US',
  zip: '78704',
  residential: true,
};
const validate = (body: unknown, user: TestUser = owner, account = accountId) =>
  invoke(
    validateAddress,
    apiEvent({ method: 'POST', path: '/api/orders/validate-address', user, accountId: account, body }),
  );
const score = (body: unknown, user: TestUser = owner, account = accountId) =>
  invoke(
    deliveryDefense,
    apiEvent({ method: 'POST', path: '/api/orders/delivery-defense', user, accountId: account, body }),
  );

describe('POST /api/orders/validate-address with the sandbox adapter (orders §7)', () => {
  it('answers updatedShippingAddress, verifications and isValid; verified/isValid/verifications sent in are ignored', async () => {
    const res = await validate({
      shippingAddress: { ...shippingAddress, verified: true, isValid: true, verifications: { x: 1 } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      isValid: true,
      updatedShippingAddress: { city: 'Austin', state: 'TX', zip: '78704' },
      verifications: { delivery: { success: true } },
    });
  });

  it('an address it cannot verify is a 200 with isValid false and no replacement (the entered address is kept)', async () => {
    const res = await validate({ shippingAddress: { ...shippingAddress, zip: '00000' } });
    expect(res.status).toBe(200);
    expect(res.body.isValid).toBe(false);
    expect(res.body.updatedShippingAddress).toBeUndefined();
  });

  it('a malformed body is a 400 JSON answer, never a stack', async () => {
    const res = await validate({ shippingAddress: 'not an address' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'ValidationError' });
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('POST /api/orders/delivery-defense with the sandbox adapter (orders §7, §9)', () => {
  it('answers a score whose tenth is the confidence score', async () => {
    const res = await score(shippingAddress);
    expect(res.status).toBe(200);
    expect(res.body.score).toBeGreaterThanOrEqual(0);
    expect(res.body.score).toBeLessThanOrEqual(1000);
    expect(toConfidenceScore(res.body.score)).toBeGreaterThanOrEqual(80);
  });

  it('scores an unverifiable address in the very-high-risk band', async () => {
    const res = await score({ shippingAddress: { ...shippingAddress, zip: '00000' } });
    expect(toConfidenceScore(res.body.score)).toBeLessThan(35);
  });
});

describe('address checks: access (accounts §6)', () => {
  it("another account's id answers 404; a member without edit_orders gets 403", async () => {
    const other = await createTestAccount('Other Foods');
    expect((await validate({ shippingAddress }, owner, other.accountId)).status).toBe(404);
    expect((await score(shippingAddress, owner, other.accountId)).status).toBe(404);
    const viewer = await addTestMember(accountId, { view_print_orders: true, edit_orders: false });
    expect((await validate({ shippingAddress }, viewer)).status).toBe(403);
    expect((await score(shippingAddress, viewer)).status).toBe(200);
  });
});

describe('accounts §6: the confidence score is gated by plan', () => {
  const DAY = 24 * 3600 * 1000;
  const on = async (subscription: Parameters<typeof createTestAccount>[1]) => {
    const account = await createTestAccount('Plan Foods', subscription);
    return score(shippingAddress, account.owner, account.accountId);
  };

  it.each([
    {
      plan: 'trial (in its month)',
      subscription: {
        selectedPlan: 'trial',
        subscriptionVersion: 'v2',
        trialEndDate: new Date(Date.now() + 10 * DAY).toISOString(),
      },
      status: 200,
    },
    { plan: 'grow', subscription: { selectedPlan: 'grow', subscriptionVersion: 'v2' }, status: 200 },
    { plan: 'start of v1', subscription: { selectedPlan: 'start', subscriptionVersion: 'v1' }, status: 402 },
    { plan: 'start', subscription: { selectedPlan: 'start', subscriptionVersion: 'v2' }, status: 402 },
    {
      plan: 'start with the bypass flag',
      subscription: { selectedPlan: 'start', subscriptionVersion: 'v2', bypassPlanGating: true },
      status: 200,
    },
  ])('$plan → $status', async ({ subscription, status }) => {
    expect((await on(subscription)).status).toBe(status);
  });

  it('on start: 402 upgrade_prompt with a message that says where to upgrade', async () => {
    const res = await on({ selectedPlan: 'start', subscriptionVersion: 'v2' });
    expect(res.body).toEqual({
      code: 'upgrade_prompt',
      message: 'The confidence score is not included in your plan. Upgrade your plan in Billing to use it.',
    });
  });

  it('a trial past its end date counts as start; a canceled start plan gets the subscription-inactive answer', async () => {
    const ended = await on({
      selectedPlan: 'trial',
      subscriptionVersion: 'v2',
      trialEndDate: new Date(Date.now() - DAY).toISOString(),
    });
    expect(ended.status).toBe(402);
    expect(ended.body.code).toBe('upgrade_prompt');
    const canceled = await on({ selectedPlan: 'start', subscriptionVersion: 'v2', isSubscriptionCanceled: true });
    expect(canceled.status).toBe(402);
    expect(canceled.body.code).toBe('subscription_inactive');
  });

  it("the caller's own account decides: a grow account's owner cannot borrow it for a start account", async () => {
    const grow = await createTestAccount('Grow Foods', { selectedPlan: 'grow', subscriptionVersion: 'v2' });
    const start = await createTestAccount('Start Foods', { selectedPlan: 'start', subscriptionVersion: 'v2' });
    expect((await score(shippingAddress, grow.owner, grow.accountId)).status).toBe(200);
    expect((await score(shippingAddress, start.owner, start.accountId)).status).toBe(402);
    expect((await score(shippingAddress, grow.owner, start.accountId)).status).toBe(404);
  });
});
