import { automationRunQueue } from '#functions/automations/automation-queue';
import { readDocumentText } from '#lib/documents-bucket';
import { uuidGenerator } from '#lib/ids';
import type { OverflowReader } from '#lib/queue-overflow';
import type { PackingAlgorithm } from '#domain/packing/packing.schema';
import { dynamoAccountStore } from '#functions/accounts/accounts.adapters';
import { dynamoBoxList, productsBySku } from '#functions/catalog/catalog.adapters';
import { dynamoAccountSettingsStore } from '#functions/settings/settings.adapters';
import { accountSettingsOf } from '#functions/settings/use-cases/account-settings.use-cases';
import { dynamoStoreErrors } from '#functions/stores/stores.adapters';
import { dynamoWarehouseStore } from '#functions/warehouses/warehouses.adapters';
import { accountDefaultCustoms } from '#functions/international/international.face';
import { dynamoActivityLog } from './adapters/dynamodb.activity-log';
import { dynamoOrderRecords } from './adapters/dynamodb.order-store';
import { makeOrderImportWriter } from './use-cases/import-orders.use-case';
import { makeLandStoreOrder } from './use-cases/land-store-order.use-case';
import { packingBoxesOf } from './use-cases/pack-order.use-case';

// The order-landing worker's own wiring, apart from orders.deps.ts: it needs only the import writer and the
// store's error note, and a file of its own keeps every other orders wiring out of its bundle.

/** The CSV import's writer: store orders land through the same rules (packing, defaults, catalog fill). */
export const storeOrderWriter = /* @__PURE__ */ makeOrderImportWriter({
  orders: dynamoOrderRecords,
  warehouses: dynamoWarehouseStore,
  accounts: dynamoAccountStore,
  activity: dynamoActivityLog,
  ids: uuidGenerator,
  packingBoxes: (accountId: string, algorithm: PackingAlgorithm) => packingBoxesOf(dynamoBoxList, accountId, algorithm),
  accountSettings: (accountId: string) => accountSettingsOf(dynamoAccountSettingsStore, accountId),
  productsBySku,
  automations: automationRunQueue,
  defaultCustoms: accountDefaultCustoms,
});

export const landStoreOrder = /* @__PURE__ */ makeLandStoreOrder({
  orders: storeOrderWriter,
  activity: dynamoActivityLog,
  storeErrors: dynamoStoreErrors,
});

/** Where a draft too large for its message was written by the store-events worker (the documents bucket). */
export const orderLandingOverflow: OverflowReader = readDocumentText;
