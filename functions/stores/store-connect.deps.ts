import { dynamoSubscriptionStore } from '#functions/accounts/accounts.adapters';
import { config } from '#lib/config';
import { uuidGenerator } from '#lib/ids';
import { dynamoOAuthStates, dynamoStoreConnections } from './adapters/dynamodb.store-connections';
import { newOAuthState } from './oauth/oauth-state';
import { verifyShopifyCallback } from './oauth/shopify.oauth';
import { verifySquareCallback } from './oauth/square.oauth';
import { verifyAmazonCallback } from './oauth/amazon.oauth';
import { dynamoAmazonPollCursors } from './adapters/dynamodb.amazon';
import { shopifyAppCredentials } from './store-app-secrets';
import { storeConnectors } from './store-apis';
import { makeConnectStore } from './use-cases/connect-store.use-case';

// The connect flow wired to DynamoDB and the platforms' adapters (their origins from configuration).
export const connectStore = /* @__PURE__ */ makeConnectStore({
  connections: dynamoStoreConnections,
  states: dynamoOAuthStates,
  get connectors() {
    return storeConnectors();
  },
  subscriptions: dynamoSubscriptionStore,
  verifiers: { shopify: verifyShopifyCallback, square: verifySquareCallback, amazon: verifyAmazonCallback },
  amazonPolls: dynamoAmazonPollCursors,
  appOrigin: () => config().APP_URL,
  shopifyClientSecret: async () => (await shopifyAppCredentials()).clientSecret,
  newState: () => newOAuthState(),
  newStoreId: () => uuidGenerator.newId(),
});
