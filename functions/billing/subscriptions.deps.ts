import { dynamoSubscriptionStore, dynamoTeamStore } from '#functions/accounts/accounts.adapters';
import { billingAccess } from './billing.deps';
import { defaultMethodCharger } from './payments.deps';
import { planUsage } from './adapters/dynamodb.plan-usage';
import { dynamoWallet } from './adapters/dynamodb.wallet';
import { dynamoRenewalSchedule } from './adapters/dynamodb.renewal-schedule';
import { makeRenewalFailureNotifier } from './adapters/renewal-failure.notifier';
import { makeSesEmailSender } from '#functions/notifications/notifications.adapters';
import { config } from '#lib/config';
import { makeSubscriptions, type SubscriptionsDeps } from './use-cases/subscriptions.use-case';

// Plans and the subscription wired to their real adapters, once.

/** The subscription use cases on the real adapters, on `clock` (tests move it across periods). */
export function subscriptionsOn(clock?: () => Date, overrides: Partial<SubscriptionsDeps> = {}) {
  return makeSubscriptions({
    subscriptions: dynamoSubscriptionStore,
    renewals: dynamoRenewalSchedule,
    charger: defaultMethodCharger,
    wallet: dynamoWallet,
    usage: planUsage,
    access: billingAccess,
    renewalFailed: makeRenewalFailureNotifier({
      team: dynamoTeamStore,
      email: makeSesEmailSender(() => config().EMAIL_FROM),
      appUrl: () => config().APP_URL,
    }),
    ...(clock ? { clock } : {}),
    ...overrides,
  });
}

export const subscriptionUseCases = /* @__PURE__ */ subscriptionsOn();
