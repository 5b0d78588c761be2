import { z } from 'zod';
import { uuidGenerator } from '#lib/ids';
import { dynamoAccountStore } from '#functions/accounts/adapters/dynamodb.membership-store';
import { dynamoWarehouseStore } from '#functions/warehouses/adapters/dynamodb.warehouse-store';
import { dynamoActivityLog } from '../adapters/dynamodb.activity-log';
import { dynamoOrderStore } from '../adapters/dynamodb.order-store';
import { dynamoSavedFilterStore } from '../adapters/dynamodb.saved-filter-store';
import { makeOrderUseCases } from '../use-cases/order.use-cases';
import { packingBoxesOf } from '../use-cases/pack-order.use-case';
import { dynamoBoxStore } from '#functions/catalog/adapters/dynamodb.box-store';
import { dynamoAccountSettingsStore } from '#functions/settings/adapters/dynamodb.account-settings-store';
import { accountSettingsOf } from '#functions/settings/use-cases/account-settings.use-cases';

export const orderUseCases = makeOrderUseCases({
  orders: dynamoOrderStore,
  warehouses: dynamoWarehouseStore,
  accounts: dynamoAccountStore,
  activity: dynamoActivityLog,
  savedFilters: dynamoSavedFilterStore,
  ids: uuidGenerator,
  accountSettings: (accountId) => accountSettingsOf(dynamoAccountSettingsStore, accountId),
  packingBoxes: (accountId, algorithm) => packingBoxesOf(dynamoBoxStore, accountId, algorithm),
});

export const orderParams = z.object({ orderId: z.string().min(1).max(64) });
export const savedFilterParams = z.object({ filterId: z.string().min(1).max(64) });
