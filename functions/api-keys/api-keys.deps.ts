import { CUSTOM_STORE_API_KEY_HEADER } from '#domain/stores/custom-store-header.constants';
import { uuidGenerator } from '#lib/ids';
import { makeKeyRoute } from '#lib/http/http-route';
import { dynamoOrderRecords } from '#functions/orders/orders.adapters';
import { ordersByNumberInAnyStore } from '#functions/orders/order-reads';
import { apiOrderEdits } from '#functions/orders/orders.deps';
import { automationRunQueue } from '#functions/automations/automation-queue';
import { dynamoCustomStoreConnections } from '#functions/stores/stores.adapters';
import { dynamoApiKeyStore } from './adapters/dynamodb.api-key-store';
import { cryptoApiKeySecrets } from './api-key-secret';
import { makeApiKeyAuthentication, makeApiKeyUseCases } from './use-cases/api-keys.use-cases';
import { makePublicOrders, type PublicOrderDeps } from './use-cases/public-orders.use-case';

// The API keys and the public API wired to their real adapters, once.

export const apiKeys = /* @__PURE__ */ makeApiKeyUseCases({
  keys: dynamoApiKeyStore,
  stores: dynamoCustomStoreConnections,
  secrets: cryptoApiKeySecrets,
  ids: uuidGenerator,
});

/** A public API route: the caller is the account of the key in `x-shipdeck-api-key`. */
export const apiKeyRoute = /* @__PURE__ */ makeKeyRoute(
  CUSTOM_STORE_API_KEY_HEADER,
  /* @__PURE__ */ makeApiKeyAuthentication({ keys: dynamoApiKeyStore, secrets: cryptoApiKeySecrets }),
);

/** The public API's orders; creating is an import, so only the create route sends its orders to the import rules. */
function publicOrdersWith(automations?: PublicOrderDeps['automations']) {
  return makePublicOrders({
    orders: {
      findByOrderNumber: (accountId, storeId, orderNumber) =>
        dynamoOrderRecords.findByOrderNumber(accountId, storeId, orderNumber),
      findCustomByOrderNumber: (accountId, orderNumber) =>
        dynamoOrderRecords.findCustomByOrderNumber(accountId, orderNumber),
      findByOrderNumberInAnyStore: ordersByNumberInAnyStore,
    },
    orderEdits: apiOrderEdits,
    keys: dynamoApiKeyStore,
    stores: dynamoCustomStoreConnections,
    ids: uuidGenerator,
    automations,
  });
}

export const publicOrders = /* @__PURE__ */ publicOrdersWith();

export const publicOrderCreate = /* @__PURE__ */ publicOrdersWith(automationRunQueue);
