import { sqsClient } from '#lib/clients';
import { uuidGenerator } from '#lib/ids';
import { dynamoAccountSettingsStore } from '#functions/settings/settings.adapters';
import { accountSettingsOf } from '#functions/settings/use-cases/account-settings.use-cases';
import { queueUrlFromEnv } from '#lib/queue-url';
import { dynamoStoreConnections } from './adapters/dynamodb.store-connections';
import { dynamoFulfillmentClaims, dynamoFulfillmentOrders } from './adapters/dynamodb.store-fulfillments';
import { makeSqsFulfillmentQueue } from './adapters/sqs.fulfillment-queue';
import { STORE_FULFILLMENTS_QUEUE_URL } from './store-fulfillments.constants';
import { storeApiFor } from './store-apis';
import { makePushFulfillment } from './use-cases/push-fulfillment.use-case';
import { amazonPiiRetention } from './amazon-pii.deps';
import { makeRequestFulfillments } from './use-cases/request-fulfillments.use-case';

// Tracking out wired to its real adapters, once; each wiring marked pure so a bundle keeps only its own.

export const fulfillmentQueue = /* @__PURE__ */ makeSqsFulfillmentQueue(
  sqsClient,
  /* @__PURE__ */ queueUrlFromEnv(STORE_FULFILLMENTS_QUEUE_URL),
);

export const pushFulfillment = /* @__PURE__ */ makePushFulfillment({
  orders: dynamoFulfillmentOrders,
  claims: dynamoFulfillmentClaims,
  connections: dynamoStoreConnections,
  storeApi: storeApiFor,
  notifyCustomer: async (accountId) =>
    (await accountSettingsOf(dynamoAccountSettingsStore, accountId)).sendFulfillmentNotification,
  ids: () => uuidGenerator.newId(),
  afterFulfilled: async (accountId, orderId, fulfillment) => {
    if (fulfillment.platform === 'amazon')
      await amazonPiiRetention.shipped(accountId, orderId, new Date(fulfillment.at));
  },
});

export const requestFulfillments = /* @__PURE__ */ makeRequestFulfillments({
  orders: dynamoFulfillmentOrders,
  queue: fulfillmentQueue,
});
