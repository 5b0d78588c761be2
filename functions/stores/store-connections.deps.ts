import { subscriptions } from '#functions/accounts/accounts.deps';
import { dynamoStoreConnections } from './adapters/dynamodb.store-connections';
import { makeStoreConnectionUseCases } from './use-cases/store-connections.use-cases';

/** The Stores page's use cases wired to their real adapters; handlers import them from here. */
export const storeConnectionUseCases = /* @__PURE__ */ makeStoreConnectionUseCases({
  stores: dynamoStoreConnections,
  subscriptions,
});
