import { storesInUse } from '#domain/stores/store-limit.rules';
import { listStoreConnections } from '#functions/stores/store-connections';
import { ownCarrierAccountIds } from '#functions/carriers/carrier-accounts';

/** Connected store integrations, counted as the store plan limit counts them. */
export async function connectedStores(accountId: string): Promise<number> {
  return storesInUse(await listStoreConnections(accountId));
}

/** The account's own carrier accounts (CARRIERACCT# items). */
export async function ownCarrierAccountCount(accountId: string): Promise<number> {
  return (await ownCarrierAccountIds(accountId)).size;
}
