import { Entity } from 'electrodb';
import { SERVICE_NAME, accountPartition, timestamps } from './common';

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

/**
 * A paid subscription's next renewal: ACC#<a> / RENEWAL, and gsi1 SCHEDULE#RENEWALS / <renewsAt>#<a>
 * so the renew-subscriptions schedule reads the due ones in date order without scanning. Written
 * when a paid plan starts or resumes, moved on at each renewal, deleted when nothing will renew.
 */
export const RenewalWatchEntity = new Entity({
  model: { entity: 'renewalWatch', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    renewsAt: { type: 'string', required: true },
  },
  indexes: {
    byAccount: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: [], template: 'RENEWAL' },
    },
    due: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', casing: 'none', composite: [], template: 'SCHEDULE#RENEWALS' },
      sk: {
        field: 'gsi1sk',
        casing: 'none',
        composite: ['renewsAt', 'accountId'],
        template: '${renewsAt}#${accountId}',
      },
    },
  },
});
