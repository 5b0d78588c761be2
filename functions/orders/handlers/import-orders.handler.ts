import { orderImportRequestSchema } from '#domain/imports/import-request.schema';
import { accountRoute } from '#lib/http/http-route';
import { IMPORT_MAX_BODY_BYTES } from '#lib/http/request-body';
import { uuidGenerator } from '#lib/ids';
import { dynamoAccountStore } from '#functions/accounts/adapters/dynamodb.membership-store';
import { dynamoWarehouseStore } from '#functions/warehouses/adapters/dynamodb.warehouse-store';
import { dynamoActivityLog } from '../adapters/dynamodb.activity-log';
import { dynamoOrderStore } from '../adapters/dynamodb.order-store';
import { makeImportOrders } from '../use-cases/import-orders.use-case';
import { packingBoxesOf } from '../use-cases/pack-order.use-case';
import { dynamoBoxStore } from '#functions/catalog/adapters/dynamodb.box-store';
import { productsBySku } from '#functions/catalog/adapters/dynamodb.product-store';
import { dynamoAccountSettingsStore } from '#functions/settings/adapters/dynamodb.account-settings-store';
import { accountSettingsOf } from '#functions/settings/use-cases/account-settings.use-cases';

export const importOrders = makeImportOrders({
  orders: dynamoOrderStore,
  warehouses: dynamoWarehouseStore,
  accounts: dynamoAccountStore,
  activity: dynamoActivityLog,
  ids: uuidGenerator,
  packingBoxes: (accountId, algorithm) => packingBoxesOf(dynamoBoxStore, accountId, algorithm),
  accountSettings: (accountId) => accountSettingsOf(dynamoAccountSettingsStore, accountId),
  productsBySku,
});

/** POST /api/v1/orders/import (orders §7 import): one chunk of ≤ 500 mapped spreadsheet rows. */
export const handler = accountRoute({ body: orderImportRequestSchema, permissions: ['import_export_orders'], maxBodyBytes: IMPORT_MAX_BODY_BYTES }, ({ caller, body }) =>
  importOrders.importChunk(caller, body),
);
