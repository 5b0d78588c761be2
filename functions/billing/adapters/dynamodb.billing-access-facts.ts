import { storesInUse } from '#domain/stores/store-limit.rules';
import { dynamoStoreConnections } from '#functions/stores/adapters/dynamodb.store-connections';
import { db } from '#lib/db/service';

/** Connected store integrations, counted as the store plan limit counts them. */
export async function connectedStores(accountId: string): Promise<number> {
  return storesInUse(await dynamoStoreConnections.list(accountId));
}

/** The account's own carrier accounts (CARRIERACCT# items). */
export async function ownCarrierAccountCount(accountId: string): Promise<number> {
  const { data } = await db()
    .entities.carrierAccount.query.byId({ accountId })
    .go({ pages: 'all', attributes: ['carrierAccountId'] });
  return data.length;
}
