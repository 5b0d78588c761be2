import { storesInUse } from '#domain/stores/store-limit.rules';
import { dynamoStoreConnections } from '#functions/stores/adapters/dynamodb.store-connections';
import { ownCarrierAccountIds } from '#functions/carriers/adapters/dynamodb.carrier-account-store';

/** Connected store integrations, counted as the store plan limit counts them. */
export async function connectedStores(accountId: string): Promise<number> {
  return storesInUse(await dynamoStoreConnections.list(accountId));
}

/** The account's own carrier accounts (CARRIERACCT# items). */
export async function ownCarrierAccountCount(accountId: string): Promise<number> {
  return (await ownCarrierAccountIds(accountId)).size;
}
