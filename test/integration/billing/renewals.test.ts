import '#test/support/sandbox-payments-env';
import { beforeEach, describe, expect, it } from 'vitest';
import { dynamoSubscriptionStore } from '#functions/accounts/adapters/dynamodb.subscription-store';
import { dynamoRenewalSchedule } from '#functions/billing/adapters/dynamodb.renewal-schedule';
import { handler as paymentMethods } from '#functions/billing/handlers/payment-methods.handler';
import { defaultMethodCharger } from '#functions/billing/payments.deps';
import { subscriptionsOn } from '#functions/billing/subscriptions.deps';
import { PLAN_CHARGING } from '#domain/plans/plan-change.rules';
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

  it('a cancel, pause or upgrade asked while the renewal charges is refused until it ends: the period paid for is kept', async () => {
    await addCard();
    await subscriptions.change(accountId, { plan: 'grow', cycle: 'monthly' });
    clock = new Date('2026-04-10T01:00:00Z');
    const refusals: unknown[] = [];
    const racing = subscriptionsOn(() => clock, {
      charger: {
        async chargeDefault(account, input) {
          // The merchant acts while the card is being charged.
          for (const act of [
            () => subscriptions.cancel(accountId, { reason: 'other' }),
            () => subscriptions.pause(accountId),
            () => subscriptions.change(accountId, { plan: 'scale', cycle: 'yearly' }),
            () => subscriptions.renew(accountId),
          ]) {
            refusals.push(await act().catch((err: Error) => err.message));
          }
          return defaultMethodCharger.chargeDefault(account, input);
        },
      },
    });
    expect(await racing.renew(accountId)).toBe('renewed');
    expect(refusals).toEqual([PLAN_CHARGING, PLAN_CHARGING, PLAN_CHARGING, 'changed']);
    const renewed = await dynamoSubscriptionStore.get(accountId);
    expect(renewed).toMatchObject({ selectedPlan: 'grow', currentPeriodEnd: '2026-05-10T00:00:00.000Z' });
    expect(renewed?.chargingEntryId).toBeUndefined();
    expect(await subscriptionInvoices()).toHaveLength(2);
    // Once it ends, the cancel goes through.
    expect((await subscriptions.cancel(accountId, { reason: 'other' })).status).toBe('canceled');
  });

  it('a claim left by a run that stopped midway lapses: the next run charges the period once', async () => {
    await addCard();
    await subscriptions.change(accountId, { plan: 'grow', cycle: 'monthly' });
    clock = new Date('2026-04-10T01:00:00Z');
    const crashing = subscriptionsOn(() => clock, {
      charger: {
        async chargeDefault(account, input) {
          await defaultMethodCharger.chargeDefault(account, input);
          throw new Error('The function timed out after the charge');
        },
      },
    });
    await expect(crashing.renew(accountId)).rejects.toThrow('timed out');
    expect(await subscriptions.renew(accountId)).toBe('changed');
    await expect(subscriptions.cancel(accountId, { reason: 'other' })).rejects.toThrow(PLAN_CHARGING);
    clock = new Date(clock.getTime() + 6 * 60_000);
    expect(await subscriptions.renew(accountId)).toBe('renewed');
    // The charge the stopped run made is the one the ledger keeps: the entry id names the period.
    expect(await subscriptionInvoices()).toHaveLength(2);
    const ledger = await ledgerCheck(accountId);
    expect(ledger.ledgerSumCents).toBe(ledger.balanceCents);
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
