import type { StoreConnectionStore } from '#domain/stores/store-connection';
import { isConditionFailure } from '#lib/db/condition-failure';
import { onTable } from '#lib/db/table';
import { StoreConnectionEntity } from '../db/store-connection.entity';

/**
 * The store's last error, as the Stores page shows it: noted by whatever processes the store's events
 * (a fetch the store refuses, an order the import's rules refuse), cleared with `null`. A store removed
 * meanwhile is left alone.
 */
export const dynamoStoreErrors: Pick<StoreConnectionStore, 'recordError'> = {
  async recordError(accountId, storeId, error) {
    try {
      const op = onTable(StoreConnectionEntity).patch({ accountId, storeId });
      await (error === null ? op.remove(['lastError']) : op.set({ lastError: error.slice(0, 500) })).go();
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
    }
  },
};
