import { dynamoStoreEventConnections } from './adapters/dynamodb.store-connections';
import { dynamoStoreTokens } from './adapters/dynamodb.store-tokens';
import { storeTokenRefresherFor } from './store-apis';
import { makeRefreshStoreTokens } from './use-cases/refresh-store-tokens.use-case';

/** The token refresh schedule wired to DynamoDB and the platforms' adapters (Square's ObtainToken). */
export const refreshStoreTokens = /* @__PURE__ */ makeRefreshStoreTokens({
  tokens: dynamoStoreTokens,
  connections: dynamoStoreEventConnections,
  refresherFor: storeTokenRefresherFor,
});
