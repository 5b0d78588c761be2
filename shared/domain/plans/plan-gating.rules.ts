import { SUBSCRIPTION_PLANS, type SubscriptionPlan } from '../statuses/account-states.constants';
import {
  CURRENT_PLAN_VERSION,
  PAYWALL_BY_PLAN,
  PLAN_TABLES,
  type PaywalledFeature,
  type PlanLimitKey,
  type PlanRow,
  type PlanVersion,
} from './plan-tables.constants';

/** What the plan rules read from the user (accounts §3 User). */
export interface PlanSubject {
  selectedPlan?: string | null;
  /** 'v1' (or 1) selects the older table; anything else the current one. */
  subscriptionVersion?: string | number | null;
  isSubscriptionCanceled?: boolean | null;
  isSubscriptionPaused?: boolean | null;
  /** The bypass flag: skips plan gating (limits and paywalls), not an inactive subscription. */
  bypassPlanGating?: boolean | null;
}

export type GateResult = { allowed: true } | { allowed: false; outcome: 'upgrade_prompt' | 'subscription_inactive' };

const ALLOWED: GateResult = { allowed: true };

export function planVersionOf(subject: Pick<PlanSubject, 'subscriptionVersion'>): PlanVersion {
  const v = String(subject.subscriptionVersion ?? '').toLowerCase();
  return v === 'v1' || v === '1' ? 'v1' : CURRENT_PLAN_VERSION;
}

/** Unknown or missing plans are treated as start, the most restrictive row. */
export function planOf(subject: Pick<PlanSubject, 'selectedPlan'>): SubscriptionPlan {
  const p = (subject.selectedPlan ?? '').toLowerCase();
  return (SUBSCRIPTION_PLANS as readonly string[]).includes(p) ? (p as SubscriptionPlan) : 'start';
}

export function planRow(subject: PlanSubject): PlanRow {
  return PLAN_TABLES[planVersionOf(subject)][planOf(subject)];
}

export function planLimit(subject: PlanSubject, key: PlanLimitKey): number {
  return planRow(subject).limits[key];
}

/** Label fee in cents for the user's plan and version. */
export function labelFeeCents(subject: PlanSubject): number {
  return planRow(subject).labelFeeCents;
}

export function isSubscriptionInactive(subject: PlanSubject): boolean {
  return Boolean(subject.isSubscriptionCanceled || subject.isSubscriptionPaused);
}

/**
 * May the user add `adding` more of a limited thing when they have `current`?
 * Over the limit → the upgrade prompt, or the subscription-inactive dialog when canceled or paused.
 */
export function checkPlanLimit(subject: PlanSubject, key: PlanLimitKey, current: number, adding = 1): GateResult {
  if (subject.bypassPlanGating) return ALLOWED;
  if (current + adding <= planLimit(subject, key)) return ALLOWED;
  return { allowed: false, outcome: isSubscriptionInactive(subject) ? 'subscription_inactive' : 'upgrade_prompt' };
}

/** Label purchase: a canceled or paused subscription always blocks; then the monthly label limit. */
export function checkLabelPurchase(subject: PlanSubject & { labelCounter?: number | null }, labels = 1): GateResult {
  if (isSubscriptionInactive(subject)) return { allowed: false, outcome: 'subscription_inactive' };
  return checkPlanLimit(subject, 'labelsPerMonth', subject.labelCounter ?? 0, labels);
}

export function isFeatureAvailable(subject: PlanSubject, feature: PaywalledFeature): boolean {
  if (subject.bypassPlanGating) return true;
  return !PAYWALL_BY_PLAN[planVersionOf(subject)][planOf(subject)].includes(feature);
}

/** A paywalled feature: allowed, or the upgrade prompt (subscription-inactive dialog when canceled or paused). */
export function checkFeature(subject: PlanSubject, feature: PaywalledFeature): GateResult {
  if (isFeatureAvailable(subject, feature)) return ALLOWED;
  return { allowed: false, outcome: isSubscriptionInactive(subject) ? 'subscription_inactive' : 'upgrade_prompt' };
}

/** A trial ends at its trial end date (accounts §4): active strictly before it. */
export function isTrialActive(trialEndDate: Date | string | number | null | undefined, now: Date): boolean {
  if (trialEndDate === null || trialEndDate === undefined || trialEndDate === '') return false;
  const end = new Date(trialEndDate).getTime();
  return Number.isFinite(end) && now.getTime() < end;
}
