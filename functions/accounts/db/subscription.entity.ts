import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, accountPartition, timestamps } from '#lib/db/common';

/**
 * The account's subscription (accounts §3: selectedPlan, subscriptionVersion, canceled and
 * paused flags, the bypass flag; §4: a trial ends at its end date): ACC#<accountId> / SUBSCRIPTION,
 * written with the account. Billing changes it; the plan gates read it.
 */
export const SubscriptionEntity = new Entity({
  model: { entity: 'subscription', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    selectedPlan: { type: 'string', required: true },
    subscriptionVersion: { type: 'string', required: true },
    trialEndDate: { type: 'string' },
    isSubscriptionCanceled: { type: 'boolean' },
    isSubscriptionPaused: { type: 'boolean' },
    bypassPlanGating: { type: 'boolean' },
    billingCycle: { type: ['monthly', 'yearly'] as const },
    currentPeriodStart: { type: 'string' },
    currentPeriodEnd: { type: 'string' },
    cancelReason: { type: 'string' },
    cancelDetails: { type: 'string' },
    canceledAt: { type: 'string' },
    pausedAt: { type: 'string' },
    renewalFailure: { type: 'string' },
    chargingEntryId: { type: 'string' },
    chargingSince: { type: 'string' },
    ...timestamps,
  },
  indexes: {
    byAccount: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: [], template: 'SUBSCRIPTION' },
    },
  },
});
