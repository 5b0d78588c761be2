import { FEATURE_FLAG_NAMES, type FeatureFlag } from '#domain/plans/feature-flags.rules';
import type { PaywalledFeature } from '#domain/plans/plan-tables.constants';
import type { SubscriptionStore } from '#domain/plans/ports';
import { PLAN_GATE_MESSAGES, gateFeature } from '#domain/plans/subscription.rules';
import { AppError } from './errors';

/**
 * 402 with the outcome as its code: `upgrade_prompt` (the web shows the upgrade prompt) or
 * `subscription_inactive` (the subscription-inactive dialog), accounts §6.
 */
export class PlanGateClosedError extends AppError {
  readonly statusCode = 402;
  constructor(
    readonly code: 'upgrade_prompt' | 'subscription_inactive',
    message: string,
  ) {
    super(message);
  }
}

export type FeatureGate = (accountId: string, feature: PaywalledFeature) => Promise<void>;

/** Throws PlanGateClosedError unless the account's plan includes the feature now. */
export function makeFeatureGate(subscriptions: SubscriptionStore, clock: () => Date = () => new Date()): FeatureGate {
  return async (accountId, feature) => {
    const result = gateFeature(await subscriptions.get(accountId), feature, clock());
    if (!result.allowed) throw new PlanGateClosedError(result.outcome, result.message ?? result.outcome);
  };
}

/**
 * A flagged feature the caller does not hold (late shipments for a new account): the plan does not
 * include it, so it answers as a closed plan gate (402, the upgrade prompt), not as a missing permission.
 */
export function featureFlagClosed(flag: FeatureFlag): PlanGateClosedError {
  return new PlanGateClosedError('upgrade_prompt', PLAN_GATE_MESSAGES.upgrade_prompt(FEATURE_FLAG_NAMES[flag]));
}
