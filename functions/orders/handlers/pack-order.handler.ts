import { packOrderRequestSchema } from '#api/packing';
import { accountRoute } from '#lib/http/http-route';
import { dynamoBoxStore } from '#functions/catalog/adapters/dynamodb.box-store';
import { dynamoAccountSettingsStore } from '#functions/settings/adapters/dynamodb.account-settings-store';
import { accountSettingsOf } from '#functions/settings/use-cases/account-settings.use-cases';
import { makePackOrder } from '../use-cases/pack-order.use-case';

const packOrder = makePackOrder({
  boxes: dynamoBoxStore,
  accountSettings: (accountId) => accountSettingsOf(dynamoAccountSettingsStore, accountId),
});

export const handler = accountRoute({ body: packOrderRequestSchema, permissions: ['edit_orders'] }, ({ caller, body }) =>
  packOrder(caller.accountId, body),
);
