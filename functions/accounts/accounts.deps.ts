import type { SubscriptionStore } from '#domain/plans/ports';
import { makeAccountRoute } from '#lib/http/http-route';
import { uuidGenerator } from '#lib/ids';
import { dynamoAccountStore } from './adapters/dynamodb.membership-store';
import { dynamoPreferenceStore } from './adapters/dynamodb.preference-store';
import { dynamoSubscriptionStore } from './adapters/dynamodb.subscription-store';
import { makeCreateAccount } from './use-cases/create-account.use-case';
import { makeGetMe } from './use-cases/get-me.use-case';
import { makePreferences } from './use-cases/preferences.use-case';

// The accounts use cases wired to their real adapters, once; handlers import what they serve.
// Each wiring is marked pure so a function's bundle keeps only the ones its handler uses.

/** The route wrapper of every account-scoped handler: the caller's memberships come from the accounts table. */
export const accountRoute = /* @__PURE__ */ makeAccountRoute(dynamoAccountStore);

export const createAccount = /* @__PURE__ */ makeCreateAccount({ accounts: dynamoAccountStore, ids: uuidGenerator });
export const getMe = /* @__PURE__ */ makeGetMe({ accounts: dynamoAccountStore });
export const preferences = /* @__PURE__ */ makePreferences({ preferences: dynamoPreferenceStore });
export const subscriptions: SubscriptionStore = dynamoSubscriptionStore;
