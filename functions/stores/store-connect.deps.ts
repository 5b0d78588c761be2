import { dynamoSubscriptionStore } from '#functions/accounts/accounts.adapters';
import { sqsClient } from '#lib/clients';
import { config } from '#lib/config';
import { documentFiles } from '#lib/documents-bucket';
import { queueUrlFromEnv } from '#lib/queue-url';
import { uuidGenerator } from '#lib/ids';
import { dynamoOAuthStates, dynamoStoreConnections } from './adapters/dynamodb.store-connections';
import { makeSqsStoreEventQueue } from './adapters/sqs.store-event-queue';
import { newOAuthState } from './oauth/oauth-state';
import { verifyShopifyCallback } from './oauth/shopify.oauth';
import { verifySquareCallback } from './oauth/square.oauth';
import { verifyAmazonCallback } from './oauth/amazon.oauth';
import { dynamoAmazonPollCursors } from './adapters/dynamodb.amazon';
import { shopifyAppCredentials } from './store-app-secrets';
import { storeConnectors } from './store-apis';
import { STORE_EVENTS_QUEUE_URL } from './store-events.constants';
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
  // The first page of a Shippo store's order import (a page message is small: it never overflows to the bucket).
  imports: /* @__PURE__ */ makeSqsStoreEventQueue(
    sqsClient,
    /* @__PURE__ */ queueUrlFromEnv(STORE_EVENTS_QUEUE_URL),
    documentFiles,
  ),
});
