import type { PaywalledFeature } from './plan-tables.constants';
import { CURRENT_PLAN_VERSION } from './plan-tables.constants';
import { checkFeature, isTrialActive, type GateResult, type PlanSubject } from './plan-gating.rules';

/** A merchant account's subscription (accounts §3 User: selectedPlan, subscriptionVersion, the canceled/paused flags). */
export interface Subscription {
  selectedPlan: string;
  subscriptionVersion: string;
  isSubscriptionCanceled?: boolean;
  isSubscriptionPaused?: boolean;
  /** The bypass flag (accounts §6): skips plan gating. */
  bypassPlanGating?: boolean;
  /** Set while the plan is the trial: it ends at this instant (accounts §4). */
  trialEndDate?: string;
  /** A paid plan's cycle and current period (server-owned). */
  billingCycle?: 'monthly' | 'yearly';
  currentPeriodStart?: string;
  currentPeriodEnd?: string;
  /** Why and when the merchant canceled (accounts §4 cancel reasons). */
  cancelReason?: string;
  cancelDetails?: string;
  canceledAt?: string;
  pausedAt?: string;
  /** Set when a renewal's charge failed and paused the subscription: why (resuming tries again). */
  renewalFailure?: string;
  /** A plan charge's claim (a renewal, an upgrade) while it charges the entry id (server-owned). */
  chargingEntryId?: string;
  chargingSince?: string;
}

/** The trial is one month long (accounts §9 plans: "trial — free, 1 month"). */
export const TRIAL_MONTHS = 1;

/** Every new merchant account starts on the trial of the current plan version. */
export function newTrialSubscription(now: Date): Subscription {
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + TRIAL_MONTHS);
  return { selectedPlan: 'trial', subscriptionVersion: CURRENT_PLAN_VERSION, trialEndDate: end.toISOString() };
}

/**
 * The plan the gates read now: a trial past its end date counts as start (the free entry plan)
 * until the merchant chooses a plan; no subscription at all counts as start too.
 */
export function effectivePlanSubject(subscription: Subscription | undefined, now: Date): PlanSubject {
  if (!subscription) return { selectedPlan: 'start' };
  if (subscription.selectedPlan === 'trial' && !isTrialActive(subscription.trialEndDate, now)) {
    return { ...subscription, selectedPlan: 'start' };
  }
  return subscription;
}

/** What the merchant is told when a plan gate closes (the upgrade prompt and the subscription-inactive dialog, accounts §6). */
export const PLAN_GATE_MESSAGES: Record<
  Exclude<GateResult, { allowed: true }>['outcome'],
  (feature: string) => string
> = {
  upgrade_prompt: (feature) => `${feature} is not included in your plan. Upgrade your plan in Billing to use it.`,
  subscription_inactive: (feature) =>
    `Your subscription is canceled or paused. Reactivate it in Billing to use ${feature.toLowerCase()}.`,
};

/** Names of the paywalled features as a merchant reads them. */
export const FEATURE_NAMES: Record<PaywalledFeature, string> = {
  confidence_score: 'The confidence score',
};

/** A paywalled feature for this subscription now: allowed, or why not with the message to show. */
export function gateFeature(
  subscription: Subscription | undefined,
  feature: PaywalledFeature,
  now: Date,
): GateResult & { message?: string } {
  const result = checkFeature(effectivePlanSubject(subscription, now), feature);
  return result.allowed ? result : { ...result, message: PLAN_GATE_MESSAGES[result.outcome](FEATURE_NAMES[feature]) };
}

/** What the merchant sees of their plan (Settings page). */
export interface SubscriptionSummary {
  plan: string;
  planVersion: string;
  status: 'active' | 'trial' | 'trial_ended' | 'canceled' | 'paused';
  trialEndDate?: string;
  billingCycle?: 'monthly' | 'yearly';
  currentPeriodEnd?: string;
  cancelReason?: string;
  /** Paused by a renewal whose charge failed: why. */
  renewalFailure?: string;
}

/** The plan as it stands now: an ended trial says so (the gates then read start). */
export function subscriptionSummary(subscription: Subscription | undefined, now: Date): SubscriptionSummary {
  if (!subscription) return { plan: 'start', planVersion: CURRENT_PLAN_VERSION, status: 'active' };
  const base = {
    plan: subscription.selectedPlan,
    planVersion: subscription.subscriptionVersion,
    ...(subscription.trialEndDate ? { trialEndDate: subscription.trialEndDate } : {}),
    ...(subscription.billingCycle ? { billingCycle: subscription.billingCycle } : {}),
    ...(subscription.currentPeriodEnd ? { currentPeriodEnd: subscription.currentPeriodEnd } : {}),
    ...(subscription.isSubscriptionCanceled && subscription.cancelReason
      ? { cancelReason: subscription.cancelReason }
      : {}),
    ...(subscription.isSubscriptionPaused && subscription.renewalFailure
      ? { renewalFailure: subscription.renewalFailure }
      : {}),
  };
  if (subscription.isSubscriptionCanceled) return { ...base, status: 'canceled' };
  if (subscription.isSubscriptionPaused) return { ...base, status: 'paused' };
  if (subscription.selectedPlan === 'trial')
    return { ...base, status: isTrialActive(subscription.trialEndDate, now) ? 'trial' : 'trial_ended' };
  return { ...base, status: 'active' };
}
