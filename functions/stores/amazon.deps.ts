import { orderLandingQueue } from '#functions/orders/order-landing-queue';
import { dynamoAccountSettingsStore } from '#functions/settings/settings.adapters';
import { accountSettingsOf } from '#functions/settings/use-cases/account-settings.use-cases';
import { isLocalRuntime } from '#lib/local-runtime';
import { makeAmazonStoreApi } from './adapters/amazon.store-api';
import { dynamoAmazonPollCursors } from './adapters/dynamodb.amazon';
import { dynamoStoreEventConnections } from './adapters/dynamodb.store-connections';
import { amazonAppCredentials } from './store-app-secrets';
import { storeFetch } from './store-order-fetch';
import { storeOriginConfigFromEnv, storeOrigins } from './store-origins';
import { makePollAmazonOrders } from './use-cases/poll-amazon-orders.use-case';

// The Amazon order poll wired to DynamoDB and the SP-API adapter alone (no other platform's code in its bundle).

let api: ReturnType<typeof makeAmazonStoreApi> | undefined;
/** Built once per process: its access tokens are reused until they expire. */
const amazonApi = () =>
  (api ??= makeAmazonStoreApi({
    fetch: storeFetch(isLocalRuntime()),
    origins: storeOrigins(storeOriginConfigFromEnv()),
    app: amazonAppCredentials,
  }));

export const pollAmazonOrders = /* @__PURE__ */ makePollAmazonOrders({
  cursors: dynamoAmazonPollCursors,
  connections: dynamoStoreEventConnections,
  amazon: { ordersPage: (access, query) => amazonApi().ordersPage(access, query) },
  landing: orderLandingQueue,
  importSettings: async (accountId) => {
    const s = await accountSettingsOf(dynamoAccountSettingsStore, accountId);
    return { importOptions: s.importOptions.amazon ?? {}, importAdditionalDetails: s.importAdditionalDetails };
  },
});
