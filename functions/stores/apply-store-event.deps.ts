import { automationRunQueue } from '#functions/automations/automation-queue';
import { readDocumentText } from '#lib/documents-bucket';
import { uuidGenerator } from '#lib/ids';
import type { OverflowReader } from '#lib/queue-overflow';
import type { PackingAlgorithm } from '#domain/packing/packing.schema';
import { dynamoAccountStore } from '#functions/accounts/accounts.adapters';
import {
  dynamoBoxList,
  dynamoCustomerStore,
  dynamoProductStore,
  productsBySku,
} from '#functions/catalog/catalog.adapters';
import { dynamoActivityLog, dynamoOrderRecords } from '#functions/orders/orders.adapters';
import { makeOrderImportWriter } from '#functions/orders/use-cases/import-orders.use-case';
import { packingBoxesOf } from '#functions/orders/use-cases/pack-order.use-case';
import { dynamoAccountSettingsStore } from '#functions/settings/settings.adapters';
import { accountSettingsOf } from '#functions/settings/use-cases/account-settings.use-cases';
import { dynamoWarehouseStore } from '#functions/warehouses/warehouses.adapters';
import { dynamoStoreEventConnections } from './adapters/dynamodb.store-connections';
import { storeApiFor } from './store-apis';
import { makeApplyStoreEvent } from './use-cases/apply-store-event.use-case';
import { makeStoreCatalogSync } from './use-cases/store-catalog-sync.use-case';

const accountSettings = (accountId: string) => accountSettingsOf(dynamoAccountSettingsStore, accountId);

/** The CSV import's writer: store orders land through the same rules (packing, defaults, catalog fill). */
export const storeOrderWriter = /* @__PURE__ */ makeOrderImportWriter({
  orders: dynamoOrderRecords,
  warehouses: dynamoWarehouseStore,
  accounts: dynamoAccountStore,
  activity: dynamoActivityLog,
  ids: uuidGenerator,
  packingBoxes: (accountId: string, algorithm: PackingAlgorithm) => packingBoxesOf(dynamoBoxList, accountId, algorithm),
  accountSettings,
  productsBySku,
  automations: automationRunQueue,
});

/** Products and customers by webhook, upserted by SKU and email through the catalog's adapters. */
export const storeCatalogSync = /* @__PURE__ */ makeStoreCatalogSync({
  products: dynamoProductStore,
  productsBySku,
  customers: dynamoCustomerStore,
  activity: dynamoActivityLog,
  ids: uuidGenerator,
});

export const applyStoreEvent = /* @__PURE__ */ makeApplyStoreEvent({
  connections: dynamoStoreEventConnections,
  storeApiFor,
  orders: storeOrderWriter,
  activity: dynamoActivityLog,
  importSettings: async (accountId, platform) => {
    const s = await accountSettings(accountId);
    return { importOptions: s.importOptions[platform] ?? {}, importAdditionalDetails: s.importAdditionalDetails };
  },
  catalog: storeCatalogSync,
});

/** Where a store event's payload too large for its message was written by the webhook (the documents bucket). */
export const storeEventOverflow: OverflowReader = readDocumentText;
