import type { SubscriptionStore } from '#domain/plans/ports';
import { cognitoClient } from '#lib/clients';
import { config } from '#lib/config';
import { makeAccountRoute } from '#lib/http/http-route';
import { uuidGenerator } from '#lib/ids';
import { referralAttribution } from '#functions/partners/partners.adapters';
import { dynamoAccountStore } from './adapters/dynamodb.membership-store';
import { dynamoPreferenceStore } from './adapters/dynamodb.preference-store';
import { dynamoSubscriptionStore } from './adapters/dynamodb.subscription-store';
import { dynamoTeamStore } from './adapters/dynamodb.team-store';
import { makeCognitoUserDirectory } from './adapters/cognito.user-directory';
import { makeTeam } from './use-cases/team.use-case';
import { makeCreateAccount } from './use-cases/create-account.use-case';
import { makeGetMe } from './use-cases/get-me.use-case';
import { makePreferences } from './use-cases/preferences.use-case';

// The accounts use cases wired to their real adapters, once; handlers import what they serve.
// Each wiring is marked pure so a function's bundle keeps only the ones its handler uses.

/** The route wrapper of every account-scoped handler: the caller's memberships come from the accounts table. */
export const accountRoute = /* @__PURE__ */ makeAccountRoute(dynamoAccountStore);

export const createAccount = /* @__PURE__ */ makeCreateAccount({
  accounts: dynamoAccountStore,
  ids: uuidGenerator,
  referrals: referralAttribution,
});
export const getMe = /* @__PURE__ */ makeGetMe({ accounts: dynamoAccountStore });
export const preferences = /* @__PURE__ */ makePreferences({ preferences: dynamoPreferenceStore });
export const subscriptions: SubscriptionStore = dynamoSubscriptionStore;

function userPoolId(): string {
  const id = config().USER_POOL_ID;
  if (!id) throw new Error('USER_POOL_ID is not set: this function cannot invite team members');
  return id;
}

export const team = /* @__PURE__ */ makeTeam({
  team: dynamoTeamStore,
  users: /* @__PURE__ */ makeCognitoUserDirectory(cognitoClient, userPoolId),
  subscriptions: dynamoSubscriptionStore,
});
