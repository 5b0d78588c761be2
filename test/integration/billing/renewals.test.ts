import '#test/support/sandbox-payments-env';
import { beforeEach, describe, expect, it } from 'vitest';
import { dynamoSubscriptionStore } from '#functions/accounts/adapters/dynamodb.subscription-store';
import { dynamoRenewalSchedule } from '#functions/billing/adapters/dynamodb.renewal-schedule';
import { handler as paymentMethods } from '#functions/billing/handlers/payment-methods.handler';
import { subscriptionsOn } from '#functions/billing/subscriptions.deps';
import { createTestAccount } from '#test/support/accounts';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { TEST_CARD, openBilling } from '#test/support/billing';
import { ledgerCheck } from '#test/support/ledger';

/**
 * Subscription renewals (accounts §4 subscription invoice): a paid plan is charged again at its
 * period's end, once however often the schedule runs, and a refused charge pauses it.
 */
let accountId: string;
let owner: TestUser;
let clock: Date;

const told: { accountId: string; reason: string }[] = [];
const subscriptions = subscriptionsOn(() => clock, {
  renewalFailed: async (accountId, _subscription, reason) => {
    told.push({ accountId, reason });
  },
});

const addCard = async () =>
  (
    await invoke(
      paymentMethods,
      apiEvent({
        method: 'POST',
        path: '/api/v1/payment-methods',
        body: { type: 'card', card: TEST_CARD },
        user: owner,
        accountId,
      }),
    )
  ).body as { paymentMethodId: string };
const subscriptionInvoices = async () =>
  (await ledgerCheck(accountId)).entries.filter((e) => String(e.entryId ?? e.sk).includes('subscription#'));
const DAY = 86_400_000;

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount('Renewal Foods'));
  await openBilling(accountId);
  clock = new Date('2026-03-10T15:00:00Z');
});

describe('subscription renewals', () => {
  it('charges the next period once at the period’s end, however often it is asked', async () => {
    await addCard();
    const started = await subscriptions.change(accountId, { plan: 'grow', cycle: 'monthly' });
    expect(started.currentPeriodEnd).toBe('2026-04-10T00:00:00.000Z');
    expect(await dynamoRenewalSchedule.due(new Date('2026-04-09T23:00:00Z'), 1000)).not.toContain(accountId);
    expect(await subscriptions.renew(accountId)).toBe('not_due');

    clock = new Date('2026-04-10T01:00:00Z');
    expect(await dynamoRenewalSchedule.due(clock, 1000)).toContain(accountId);
    const outcomes = await Promise.all([subscriptions.renew(accountId), subscriptions.renew(accountId)]);
    expect(outcomes).toContain('renewed');
    expect(await subscriptions.renew(accountId)).toBe('not_due');
    const after = await dynamoSubscriptionStore.get(accountId);
    expect(after).toMatchObject({
      currentPeriodStart: '2026-04-10T00:00:00.000Z',
      currentPeriodEnd: '2026-05-10T00:00:00.000Z',
    });
    expect(await subscriptionInvoices()).toHaveLength(2);
    const ledger = await ledgerCheck(accountId);
    expect(ledger.ledgerSumCents).toBe(ledger.balanceCents);
    expect(await dynamoRenewalSchedule.due(clock, 1000)).not.toContain(accountId);
  });

  it('a refused charge pauses the subscription with the reason; resuming with a card renews it', async () => {
    const card = await addCard();
    await subscriptions.change(accountId, { plan: 'grow', cycle: 'monthly' });
    await invoke(
      paymentMethods,
      apiEvent({
        method: 'DELETE',
        path: `/api/v1/payment-methods/${card.paymentMethodId}`,
        user: owner,
        accountId,
        pathParameters: { paymentMethodId: card.paymentMethodId },
      }),
    );
    clock = new Date(Date.parse('2026-04-10T00:00:00Z') + DAY);
    expect(await subscriptions.renew(accountId)).toBe('paused');
    const paused = await dynamoSubscriptionStore.get(accountId);
    expect(paused).toMatchObject({ isSubscriptionPaused: true });
    expect(paused?.renewalFailure).toMatch(/payment method/i);
    expect(told.filter((t) => t.accountId === accountId)).toEqual([{ accountId, reason: paused?.renewalFailure }]);
    expect(await subscriptionInvoices()).toHaveLength(1);
    expect(await dynamoRenewalSchedule.due(clock, 1000)).not.toContain(accountId);

    await addCard();
    await subscriptions.resume(accountId);
    expect(await dynamoRenewalSchedule.due(clock, 1000)).toContain(accountId);
    expect(await subscriptions.renew(accountId)).toBe('renewed');
    expect((await dynamoSubscriptionStore.get(accountId))?.renewalFailure).toBeUndefined();
    expect(await subscriptionInvoices()).toHaveLength(2);
  });

  it('a canceled subscription or a free plan never renews', async () => {
    await addCard();
    await subscriptions.change(accountId, { plan: 'grow', cycle: 'monthly' });
    await subscriptions.cancel(accountId, { reason: 'other', details: 'Closing the shop' });
    clock = new Date('2026-05-01T00:00:00Z');
    expect(await dynamoRenewalSchedule.due(clock, 1000)).not.toContain(accountId);
    expect(await subscriptions.renew(accountId)).toBe('none');
    await subscriptions.resume(accountId);
    await subscriptions.change(accountId, { plan: 'start', cycle: 'monthly' });
    expect(await subscriptions.renew(accountId)).toBe('none');
    expect(await dynamoRenewalSchedule.due(new Date('2030-01-01T00:00:00Z'), 1000)).not.toContain(accountId);
  });
});
