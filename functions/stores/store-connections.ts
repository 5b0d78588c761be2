import type { StoreConnectionRecord } from '#domain/stores/store-connection';
import { listConnections } from './adapters/dynamodb.store-connections';

/** The stores domain's face for the others: an account's store connections (the plan's store limit counts them). */
export function listStoreConnections(accountId: string): Promise<StoreConnectionRecord[]> {
  return listConnections(accountId);
}
