import type { DefaultMethodCharger, Wallet } from '#domain/billing/ports';
import {
  PLAN_CHARGING,
  PLAN_NAMES,
  chargeInProgress,
  downgradeBlockers,
  periodEnd,
  planChangeOf,
  planPriceCents,
  renewalOf,
  subscriptionEntryId,
  type BillingCycle,
  type ChoosablePlan,
  type PlanUsage,
  withoutChargeClaim,
} from '#domain/plans/plan-change.rules';
import { effectivePlanSubject, subscriptionSummary, type Subscription } from '#domain/plans/subscription.rules';
import { planLimit, planOf, planVersionOf } from '#domain/plans/plan-gating.rules';
import { CURRENT_PLAN_VERSION, PLAN_LIMIT_KEYS, PLAN_TABLES } from '#domain/plans/plan-tables.constants';
import type { RenewalSchedule, SubscriptionWriter } from '#domain/plans/ports';
import type { CancelReason } from '#domain/statuses/account-states.constants';
import { formatCents } from '#domain/money/cents.rules';
import { ConflictError, PaymentRequiredError } from '#lib/errors';

export interface SubscriptionsDeps {
  subscriptions: SubscriptionWriter;
  renewals: RenewalSchedule;
  charger: DefaultMethodCharger;
  wallet: Pick<Wallet, 'post'>;
  usage(accountId: string, now: Date): Promise<PlanUsage>;
  access: { assertOpen(accountId: string): Promise<void> };
  /** Tells the account's owner that a renewal failed and paused the subscription (never throws). */
  renewalFailed?: (accountId: string, subscription: Subscription, reason: string) => Promise<void>;
  clock?: () => Date;
}

const NO_METHOD = 'Add a payment method in Billing › Payment methods to pay for this plan.';
const CHANGED_MEANWHILE = 'Your subscription changed meanwhile. Reload the page and try again.';
const NEEDS_AUTHENTICATION =
  'Your card asks for authentication: make a card that does not the default, or add funds by card first.';

/** Plans and the subscription (accounts §2 plans, §4 plans and cancel reasons, §9 plan tables). */
export function makeSubscriptions(deps: SubscriptionsDeps) {
  const now = deps.clock ?? (() => new Date());

  async function current(accountId: string) {
    const { subscription, updatedAt } = await deps.subscriptions.read(accountId);
    return {
      subscription: subscription ?? { selectedPlan: 'start', subscriptionVersion: CURRENT_PLAN_VERSION },
      updatedAt,
    };
  }

  /** The subscription for a change the merchant asks for: refused while a plan charge holds it. */
  async function currentForChange(accountId: string) {
    const read = await current(accountId);
    if (chargeInProgress(read.subscription, now())) throw new ConflictError(PLAN_CHARGING);
    return read;
  }

  async function save(accountId: string, next: Subscription, updatedAt: string | undefined) {
    if (!(await deps.subscriptions.save(accountId, withoutChargeClaim(next), updatedAt)))
      throw new ConflictError(CHANGED_MEANWHILE);
    return subscriptionSummary(next, now());
  }

  /**
   * Claims the subscription for a plan charge before the money moves, written against the version
   * read. Every other change waits while the claim holds (CHARGE_CLAIM_MS), so no cancel or other
   * upgrade lands between a charge and the subscription it pays for. undefined when someone changed
   * the subscription first.
   */
  async function claimForCharge(
    accountId: string,
    read: { subscription: Subscription; updatedAt?: string },
    entryId: string,
  ) {
    const claim: Subscription = { ...read.subscription, chargingEntryId: entryId, chargingSince: now().toISOString() };
    const updatedAt = await deps.subscriptions.save(accountId, claim, read.updatedAt);
    return updatedAt ? { subscription: claim, updatedAt } : undefined;
  }

  /** The renewal watch follows the subscription: a paid, running plan is watched at its period's end. */
  async function followRenewal(accountId: string, subscription: Subscription) {
    const renewal = renewalOf(subscription, now());
    if (renewal.kind === 'none') await deps.renewals.unwatch(accountId);
    else await deps.renewals.watch(accountId, subscription.currentPeriodEnd!);
  }

  /**
   * Charges a plan period to the default payment method once per entry id and writes its
   * subscription invoice (it keeps the balance, accounts §4); a refusal answers why.
   */
  async function chargePlan(
    accountId: string,
    charge: { entryId: string; amountCents: number; description: string },
  ): Promise<{ ok: true } | { ok: false; message: string }> {
    const outcome = await deps.charger.chargeDefault(accountId, {
      idempotencyKey: charge.entryId,
      amountCents: charge.amountCents,
      description: charge.description,
    });
    if (outcome.status === 'no_payment_method') return { ok: false, message: NO_METHOD };
    if (outcome.status === 'failed')
      return { ok: false, message: `The payment for the plan failed: ${outcome.message}` };
    if (outcome.status === 'requires_action') return { ok: false, message: NEEDS_AUTHENTICATION };
    await deps.wallet.post(accountId, {
      entryId: charge.entryId,
      kind: 'subscription',
      invoice: { type: 'subscription', amount: charge.amountCents, tierFee: 0, insurancePremium: 0 },
      description: charge.description,
      status: outcome.status === 'pending' ? 'pending' : 'paid',
      paymentId: outcome.paymentId,
    });
    return { ok: true };
  }

  /**
   * Renews one account's subscription if its period has ended: the next period is charged once
   * (the entry id names the period), then the subscription moves on; a refused charge pauses it
   * with the reason (label purchase stops; resuming tries again). The subscription is claimed
   * before the charge, so a cancel cannot slip between the charge and the period it paid for; a
   * subscription changed or claimed meanwhile is left for the next run.
   */
  async function renew(accountId: string): Promise<'renewed' | 'paused' | 'not_due' | 'none' | 'changed'> {
    const read = await current(accountId);
    const renewal = renewalOf(read.subscription, now());
    if (renewal.kind !== 'due') {
      await followRenewal(accountId, read.subscription);
      return renewal.kind;
    }
    if (chargeInProgress(read.subscription, now())) return 'changed';
    const claimed = await claimForCharge(accountId, read, renewal.entryId);
    if (!claimed) return 'changed';
    const charged = await chargePlan(accountId, {
      entryId: renewal.entryId,
      amountCents: renewal.priceCents,
      description: renewal.description,
    });
    const subscription = withoutChargeClaim(claimed.subscription);
    const next: Subscription = charged.ok
      ? { ...subscription, currentPeriodStart: renewal.periodStart, currentPeriodEnd: renewal.periodEnd }
      : { ...subscription, isSubscriptionPaused: true, pausedAt: now().toISOString(), renewalFailure: charged.message };
    // Only a claim that lapsed (a run stalled past CHARGE_CLAIM_MS) can lose this save.
    if (!(await deps.subscriptions.save(accountId, next, claimed.updatedAt))) return 'changed';
    await followRenewal(accountId, next);
    // Only the run whose save paused the subscription writes to the owner.
    if (!charged.ok) await deps.renewalFailed?.(accountId, next, charged.message);
    return charged.ok ? 'renewed' : 'paused';
  }

  return {
    /** Both plan tables, the account's plan and what it uses of each limit. */
    async catalog(accountId: string) {
      const at = now();
      const [{ subscription }, usage] = await Promise.all([current(accountId), deps.usage(accountId, at)]);
      const subject = effectivePlanSubject(subscription, at);
      const limitOf = (key: (typeof PLAN_LIMIT_KEYS)[number]) => {
        const limit = planLimit(subject, key);
        return Number.isFinite(limit) ? limit : null;
      };
      return {
        current: subscriptionSummary(subscription, at),
        versions: Object.fromEntries(
          Object.entries(PLAN_TABLES).map(([version, rows]) => [
            version,
            Object.entries(rows).map(([plan, row]) => ({
              plan,
              name: PLAN_NAMES[plan as ChoosablePlan],
              monthlyPriceCents: row.monthlyPriceCents,
              yearlyPriceCents: row.yearlyPriceCents,
              labelFeeCents: row.labelFeeCents,
              limits: Object.fromEntries(
                PLAN_LIMIT_KEYS.map((k) => [k, Number.isFinite(row.limits[k]) ? row.limits[k] : null]),
              ),
            })),
          ]),
        ),
        usage: PLAN_LIMIT_KEYS.map((key) => ({ key, used: usage[key], limit: limitOf(key) })),
      };
    },

    /** Upgrade or downgrade: a paid plan is charged to the default payment method, once per plan, cycle and period. */
    async change(accountId: string, input: { plan: ChoosablePlan; cycle: BillingCycle }) {
      await deps.access.assertOpen(accountId);
      const at = now();
      const read = await currentForChange(accountId);
      const { subscription } = read;
      const from = planOf(subscription);
      const samePlan =
        planChangeOf(from, input.plan) === 'same' &&
        (subscription.billingCycle ?? 'monthly') === input.cycle &&
        planVersionOf(subscription) === CURRENT_PLAN_VERSION &&
        !subscription.isSubscriptionCanceled &&
        !subscription.isSubscriptionPaused;
      if (samePlan) return subscriptionSummary(subscription, at);
      const blockers = downgradeBlockers(input.plan, CURRENT_PLAN_VERSION, await deps.usage(accountId, at));
      if (blockers.length)
        throw new ConflictError(`You cannot move to ${PLAN_NAMES[input.plan]} yet. ${blockers.join(' ')}`);
      const row = PLAN_TABLES[CURRENT_PLAN_VERSION][input.plan];
      const price = planPriceCents(row, input.cycle);
      // A period starts today (UTC): the same change retried today is the same invoice.
      const periodStart = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
      const description = `${PLAN_NAMES[input.plan]} plan, ${input.cycle} (${formatCents(price)})`;
      let updatedAt = read.updatedAt;
      if (price > 0) {
        const entryId = subscriptionEntryId(input.plan, input.cycle, periodStart.toISOString());
        const claimed = await claimForCharge(accountId, read, entryId);
        if (!claimed) throw new ConflictError(CHANGED_MEANWHILE);
        const outcome = await chargePlan(accountId, { entryId, amountCents: price, description });
        if (!outcome.ok) {
          // Nothing was charged: the claim is let go at once rather than left to lapse.
          await deps.subscriptions.save(accountId, withoutChargeClaim(claimed.subscription), claimed.updatedAt);
          throw new PaymentRequiredError(outcome.message);
        }
        updatedAt = claimed.updatedAt;
      }
      const next: Subscription = {
        selectedPlan: input.plan,
        subscriptionVersion: CURRENT_PLAN_VERSION,
        billingCycle: input.cycle,
        currentPeriodStart: periodStart.toISOString(),
        currentPeriodEnd: periodEnd(periodStart, input.cycle).toISOString(),
        ...(subscription.bypassPlanGating ? { bypassPlanGating: true } : {}),
      };
      const summary = await save(accountId, next, updatedAt);
      await followRenewal(accountId, next);
      return summary;
    },

    /** Cancel with one of the spec's reasons: label purchase stops until the subscription is resumed. */
    async cancel(accountId: string, input: { reason: CancelReason; details?: string }) {
      const { subscription, updatedAt } = await currentForChange(accountId);
      const next: Subscription = {
        ...subscription,
        isSubscriptionCanceled: true,
        cancelReason: input.reason,
        ...(input.details ? { cancelDetails: input.details } : {}),
        canceledAt: now().toISOString(),
      };
      const summary = await save(accountId, next, updatedAt);
      await followRenewal(accountId, next);
      return summary;
    },

    async pause(accountId: string) {
      const { subscription, updatedAt } = await currentForChange(accountId);
      const next: Subscription = { ...subscription, isSubscriptionPaused: true, pausedAt: now().toISOString() };
      const summary = await save(accountId, next, updatedAt);
      await followRenewal(accountId, next);
      return summary;
    },

    /** Clears a cancel or a pause: the plan as it was. */
    async resume(accountId: string) {
      const { subscription, updatedAt } = await currentForChange(accountId);
      const {
        isSubscriptionCanceled: _c,
        isSubscriptionPaused: _p,
        cancelReason: _r,
        cancelDetails: _d,
        canceledAt: _a,
        pausedAt: _pa,
        renewalFailure: _f,
        ...rest
      } = subscription;
      const summary = await save(accountId, rest, updatedAt);
      // A period that ended while paused renews on the schedule's next run.
      await followRenewal(accountId, rest);
      return summary;
    },

    renew,

    /** The schedule's run: every due renewal, earliest first, at most `limit`. */
    async renewDue(limit: number) {
      const accounts = await deps.renewals.due(now(), limit);
      const outcomes: Record<string, number> = {};
      for (const accountId of accounts) {
        const outcome = await renew(accountId);
        outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      }
      return { looked: accounts.length, ...outcomes };
    },
  };
}
