import { sqsClient } from '#lib/clients';
import { documentFiles, readDocumentText } from '#lib/documents-bucket';
import { queueUrlFromEnv } from '#lib/queue-url';
import { uuidGenerator } from '#lib/ids';
import type { OverflowReader } from '#lib/queue-overflow';
import { dynamoCustomerStore, dynamoProductStore, productsBySku } from '#functions/catalog/catalog.adapters';
import { dynamoActivityLog } from '#functions/orders/orders.adapters';
import { orderLandingQueue } from '#functions/orders/order-landing-queue';
import { dynamoAccountSettingsStore } from '#functions/settings/settings.adapters';
import { accountSettingsOf } from '#functions/settings/use-cases/account-settings.use-cases';
import { dynamoStoreEventConnections } from './adapters/dynamodb.store-connections';
import { makeSqsStoreEventQueue } from './adapters/sqs.store-event-queue';
import { storeOrderFetchFor, storeOrderListerFor } from './store-order-fetch';
import { STORE_EVENTS_QUEUE_URL } from './store-events.constants';
import { makeApplyStoreEvent } from './use-cases/apply-store-event.use-case';
import { makeStoreCatalogSync } from './use-cases/store-catalog-sync.use-case';

/** Products and customers by webhook, upserted by SKU and email through the catalog's adapters. */
export const storeCatalogSync = /* @__PURE__ */ makeStoreCatalogSync({
  products: dynamoProductStore,
  productsBySku,
  customers: dynamoCustomerStore,
  activity: dynamoActivityLog,
  ids: uuidGenerator,
});

/** Orders are mapped here and landed by the orders domain's worker (functions/orders/order-landing.deps.ts). */
export const applyStoreEvent = /* @__PURE__ */ makeApplyStoreEvent({
  connections: dynamoStoreEventConnections,
  storeApiFor: storeOrderFetchFor,
  landing: orderLandingQueue,
  importSettings: async (accountId, platform) => {
    const s = await accountSettingsOf(dynamoAccountSettingsStore, accountId);
    return { importOptions: s.importOptions[platform] ?? {}, importAdditionalDetails: s.importAdditionalDetails };
  },
  catalog: storeCatalogSync,
  orderLister: storeOrderListerFor,
  // An import page queues the next one on this same queue.
  events: /* @__PURE__ */ makeSqsStoreEventQueue(
    sqsClient,
    /* @__PURE__ */ queueUrlFromEnv(STORE_EVENTS_QUEUE_URL),
    documentFiles,
  ),
});

/** Where a store event's payload too large for its message was written by the webhook (the documents bucket). */
export const storeEventOverflow: OverflowReader = readDocumentText;
