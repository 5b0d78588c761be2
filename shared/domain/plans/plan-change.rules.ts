import type { CancelReason, SubscriptionPlan } from '../statuses/account-states.constants';
import type { Subscription } from './subscription.rules';
import { formatCents } from '../money/cents.rules';
import { planOf, planVersionOf } from './plan-gating.rules';
import { PLAN_TABLES, type PlanLimitKey, type PlanRow, type PlanVersion } from './plan-tables.constants';

/** Plans a merchant can choose (the trial is where accounts start, never a choice). */
export const CHOOSABLE_PLANS = ['start', 'grow', 'scale', 'enterprise'] as const satisfies readonly SubscriptionPlan[];
export type ChoosablePlan = (typeof CHOOSABLE_PLANS)[number];
export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/** Cancel reasons as the cancel dialog reads them (accounts §4 values). */
export const CANCEL_REASON_LABELS: Record<CancelReason, string> = {
  unnecessary: 'I no longer need it',
  'too-complicated': 'It is too complicated',
  'not-enough-features': 'It lacks features I need',
  expensive: 'It is too expensive',
  'closing-business': 'I am closing my business',
  other: 'Other',
};

export const PLAN_NAMES: Record<SubscriptionPlan, string> = {
  start: 'Start',
  grow: 'Grow',
  scale: 'Scale',
  enterprise: 'Enterprise',
  trial: 'Trial',
};

const RANK: Record<SubscriptionPlan, number> = { trial: 0, start: 1, grow: 2, scale: 3, enterprise: 4 };

export type PlanChange = 'upgrade' | 'downgrade' | 'same';

/** Moving up or down the plan table; the trial counts below every plan. */
export function planChangeOf(from: SubscriptionPlan, to: SubscriptionPlan): PlanChange {
  if (from === to) return 'same';
  return RANK[to] > RANK[from] ? 'upgrade' : 'downgrade';
}

/** The plan's price for a billing cycle in cents; a plan without a yearly price bills monthly. */
export function planPriceCents(row: PlanRow, cycle: BillingCycle): number {
  if (cycle === 'yearly' && row.yearlyPriceCents !== null) return row.yearlyPriceCents;
  return row.monthlyPriceCents ?? 0;
}

/**
 * Where the new period ends: a month or a year after it starts (UTC calendar), on the same day of
 * the month or the month's last day when it has no such day (Jan 31 → Feb 28, Feb 29 → Feb 28).
 */
export function periodEnd(start: Date, cycle: BillingCycle): Date {
  const months = cycle === 'yearly' ? 12 : 1;
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const end = new Date(start);
  end.setUTCFullYear(year, month, Math.min(start.getUTCDate(), lastDay));
  return end;
}

export type PlanUsage = Readonly<Record<PlanLimitKey, number>>;

const LIMIT_WORDS: Record<PlanLimitKey, [string, string]> = {
  labelsPerMonth: ['label this month', 'labels this month'],
  users: ['user', 'users'],
  stores: ['store', 'stores'],
  carrierAccounts: ['carrier account', 'carrier accounts'],
  automations: ['automation', 'automations'],
};

/**
 * What stands in the way of moving to `target`: every limit the account already uses more of than
 * the plan allows, as a sentence naming what to remove. Labels already bought this month do not
 * block (the limit applies to the next purchase).
 */
export function downgradeBlockers(target: ChoosablePlan, version: PlanVersion, usage: PlanUsage): string[] {
  const row = PLAN_TABLES[version][target];
  const blockers: string[] = [];
  for (const key of ['users', 'stores', 'carrierAccounts', 'automations'] as const) {
    const limit = row.limits[key];
    if (usage[key] > limit) {
      const [one, many] = LIMIT_WORDS[key];
      const excess = usage[key] - limit;
      blockers.push(
        `Remove ${excess} ${excess === 1 ? one : many}: the ${PLAN_NAMES[target]} plan allows ${limit} and you have ${usage[key]}.`,
      );
    }
  }
  return blockers;
}

/** One subscription invoice per plan, cycle and period: a retried change charges once. */
export const subscriptionEntryId = (plan: ChoosablePlan, cycle: BillingCycle, periodStart: string) =>
  `subscription#${plan}#${cycle}#${periodStart.slice(0, 10)}`;

/** What renewing a subscription means now: nothing to renew, not yet, or the next period and its charge. */
export type Renewal =
  | { kind: 'none' }
  | { kind: 'not_due'; renewsAt: string }
  | {
      kind: 'due';
      periodStart: string;
      periodEnd: string;
      priceCents: number;
      /** The subscription invoice's ledger id: a retried renewal charges once. */
      entryId: string;
      description: string;
    };

/**
 * A paid plan renews at its period's end on its own plan version and cycle (a v1 account keeps its
 * v1 price); a canceled or paused subscription, a free plan or the trial never renews. One period
 * per renewal: a schedule that was down catches up one period a run.
 */
export function renewalOf(subscription: Subscription, now: Date): Renewal {
  const plan = planOf(subscription);
  const end = subscription.currentPeriodEnd;
  if (subscription.isSubscriptionCanceled || subscription.isSubscriptionPaused || !end || plan === 'trial')
    return { kind: 'none' };
  const cycle = subscription.billingCycle ?? 'monthly';
  const priceCents = planPriceCents(PLAN_TABLES[planVersionOf(subscription)][plan], cycle);
  if (priceCents <= 0) return { kind: 'none' };
  if (Date.parse(end) > now.getTime()) return { kind: 'not_due', renewsAt: end };
  const periodStart = new Date(end);
  return {
    kind: 'due',
    periodStart: periodStart.toISOString(),
    periodEnd: periodEnd(periodStart, cycle).toISOString(),
    priceCents,
    entryId: subscriptionEntryId(plan as ChoosablePlan, cycle, periodStart.toISOString()),
    description: `${PLAN_NAMES[plan]} plan, ${cycle} renewal (${formatCents(priceCents)})`,
  };
}

/**
 * How long a plan charge's claim (a renewal, an upgrade) holds off every other change of the
 * subscription: well beyond the functions' timeouts (the renew-subscriptions schedule's 120 s), so
 * a live charge always ends inside its claim, and a crashed one's claim lapses for the next try.
 */
export const CHARGE_CLAIM_MS = 5 * 60_000;

export const PLAN_CHARGING = 'Your plan is being charged right now. Try again in a minute.';

/** Whether a plan charge holds the subscription now. */
export function chargeInProgress(subscription: Subscription, now: Date): boolean {
  const since = subscription.chargingSince ? Date.parse(subscription.chargingSince) : NaN;
  return Number.isFinite(since) && now.getTime() - since < CHARGE_CLAIM_MS;
}

/** The subscription without a plan charge's claim. */
export function withoutChargeClaim(subscription: Subscription): Subscription {
  const { chargingEntryId: _e, chargingSince: _s, ...rest } = subscription;
  return rest;
}

/** The email to the account's owner when a renewal's charge was refused and the subscription paused. */
export function renewalFailedEmail(input: { to: string; plan: string; reason: string; plansUrl: string }): {
  to: string;
  subject: string;
  text: string;
  html: string;
} {
  const plan = PLAN_NAMES[input.plan as SubscriptionPlan] ?? input.plan;
  const lines = [
    `We could not renew your ${plan} plan: ${input.reason}`,
    'Your subscription is paused, so labels cannot be bought until it is resumed.',
    `Resume it in Billing › Plans once your payment method is in order: ${input.plansUrl}`,
  ];
  const escape = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return {
    to: input.to,
    subject: `Your Shipdeck ${plan} plan could not be renewed`,
    text: lines.join('\n\n'),
    html: lines.map((l) => `<p>${escape(l)}</p>`).join(''),
  };
}
