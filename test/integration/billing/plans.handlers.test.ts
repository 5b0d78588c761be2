import '#test/support/sandbox-payments-env';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PlanCatalog } from '#api/plans';
import type { SubscriptionResponse } from '#api/subscription';
import { handler as cancel } from '#functions/billing/handlers/cancel-subscription.handler';
import { handler as changePlan } from '#functions/billing/handlers/change-plan.handler';
import { handler as paymentMethods } from '#functions/billing/handlers/payment-methods.handler';
import { handler as plans } from '#functions/billing/handlers/plans.handler';
import { handler as resume } from '#functions/billing/handlers/resume-subscription.handler';
import { dynamoWallet } from '#functions/billing/adapters/dynamodb.wallet';
import { addTestMember, createTestAccount } from '#test/support/accounts';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { DECLINED_CARD, TEST_CARD, openBilling } from '#test/support/billing';
import { ledgerCheck } from '#test/support/ledger';

let accountId: string;
let owner: TestUser;

const call = (
  handler: Parameters<typeof invoke>[0],
  method: string,
  path: string,
  body?: unknown,
  user = owner,
  account = accountId,
) => invoke(handler, apiEvent({ method, path, body, user, accountId: account }));
const change = (body: unknown, user = owner, account = accountId) =>
  call(changePlan, 'PUT', '/api/v1/subscription', body, user, account);

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount());
  await openBilling(accountId);
});

describe('plans (accounts §2 plans, §4, §9)', () => {
  it('lists both plan versions with prices, label fees and the account’s usage', async () => {
    const res = await call(plans, 'GET', '/api/v1/plans');
    const catalog = res.body as PlanCatalog;
    expect(catalog.current.plan).toBe('trial');
    const grow = catalog.versions.v2.find((p) => p.plan === 'grow')!;
    expect(grow).toMatchObject({ monthlyPriceCents: 7900, yearlyPriceCents: 79900, labelFeeCents: 40 });
    expect(catalog.versions.v1.find((p) => p.plan === 'scale')!.limits.labelsPerMonth).toBe(1000);
    expect(catalog.usage.find((u) => u.key === 'users')).toMatchObject({ used: 1 });
    expect(catalog.usage.find((u) => u.key === 'stores')).toMatchObject({ used: 1 });
  });

  it('upgrades once: the subscription invoice is charged to the default card and keeps the balance', async () => {
    await call(paymentMethods, 'POST', '/api/v1/payment-methods', { type: 'card', card: TEST_CARD });
    const [a, b] = await Promise.all([
      change({ plan: 'grow', cycle: 'yearly' }),
      change({ plan: 'grow', cycle: 'yearly' }),
    ]);
    expect([a.status, b.status].filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    const again = await change({ plan: 'grow', cycle: 'yearly' });
    expect(again.body as SubscriptionResponse).toMatchObject({
      plan: 'grow',
      status: 'active',
      billingCycle: 'yearly',
    });
    const { entries, balanceCents } = await ledgerCheck(accountId);
    const subscriptions = entries.filter((e) => e.kind === 'subscription');
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0].amountCents).toBe(0);
    expect(balanceCents).toBe(0);
  });

  it('a declined card or no payment method leaves the plan as it was (402)', async () => {
    const none = await change({ plan: 'scale' });
    expect(none.status).toBe(402);
    await call(paymentMethods, 'POST', '/api/v1/payment-methods', { type: 'card', card: DECLINED_CARD });
    const declined = await change({ plan: 'scale' });
    expect(declined.status).toBe(402);
    expect((declined.body as { message: string }).message).toContain('Your card was declined.');
    const catalog = (await call(plans, 'GET', '/api/v1/plans')).body as PlanCatalog;
    expect(catalog.current.plan).toBe('trial');
  });

  it('refuses a downgrade the account has outgrown, naming what to remove (409)', async () => {
    await openBilling(accountId);
    const res = await change({ plan: 'start' });
    expect(res.status).toBe(409);
    expect((res.body as { message: string }).message).toContain(
      'Remove 1 store: the Start plan allows 1 and you have 2.',
    );
  });

  it('cancels with a reason (details required for other), then resumes', async () => {
    const missing = await call(cancel, 'POST', '/api/v1/subscription/cancel', { reason: 'other' });
    expect(missing.status).toBe(400);
    const res = await call(cancel, 'POST', '/api/v1/subscription/cancel', { reason: 'expensive' });
    expect(res.body).toMatchObject({ status: 'canceled', cancelReason: 'expensive' });
    const back = await call(resume, 'POST', '/api/v1/subscription/resume');
    expect((back.body as SubscriptionResponse).status).toBe('trial');
  });
});

describe('edit_payments and tenancy (accounts §6)', () => {
  it('needs edit_payments to change, cancel or resume; any member reads the plans', async () => {
    const packer = await addTestMember(accountId, { view_print_orders: true });
    expect((await change({ plan: 'grow' }, packer)).status).toBe(403);
    expect((await call(cancel, 'POST', '/api/v1/subscription/cancel', { reason: 'expensive' }, packer)).status).toBe(
      403,
    );
    expect((await call(plans, 'GET', '/api/v1/plans', undefined, packer)).status).toBe(200);
  });

  it('changes only the caller’s own subscription', async () => {
    const other = await createTestAccount('Other Foods');
    const res = await call(cancel, 'POST', '/api/v1/subscription/cancel', {
      reason: 'expensive',
      accountId: other.accountId,
    });
    expect(res.status).toBe(200);
    const theirs = (await call(plans, 'GET', '/api/v1/plans', undefined, other.owner, other.accountId))
      .body as PlanCatalog;
    expect(theirs.current.status).toBe('trial');
    expect((await change({ plan: 'grow' }, owner, other.accountId)).status).toBe(404);
    expect((await dynamoWallet.balance(other.accountId)).balanceCents).toBe(0);
  });
});
