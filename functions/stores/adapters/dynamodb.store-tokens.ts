import type { StoreTokenStore } from '#domain/stores/ports';
import { expiryDayOf } from '#domain/stores/store-token.rules';
import { onTable } from '#lib/db/table';
import { isConditionFailure } from '#lib/db/condition-failure';
import { writeAll } from '#lib/db/transaction';
import { StoreConnectionEntity } from '../db/store-connection.entity';
import { StoreCredentialsEntity } from '../db/store.entity';
import { StoreTokenExpiryEntity } from '../db/store-token-expiry.entity';
import { sealCredentials } from './sealed-credentials';

/** A refresh's write: the store's sealed credentials and its token's expiry entry, moved together. */
const TOKEN_WRITE = { storeCredentials: StoreCredentialsEntity, storeTokenExpiry: StoreTokenExpiryEntity };

/** The refresh schedule's reads and writes of expiring store tokens (DynamoDB, credentials sealed). */
export const dynamoStoreTokens: StoreTokenStore = {
  async expiringOn(day) {
    const { data } = await onTable(StoreTokenExpiryEntity).query.byDay({ day }).go({ pages: 'all' });
    return data.map(({ accountId, storeId, expiresAt }) => ({ accountId, storeId, expiresAt }));
  },

  async replaceCredentials(previous, credentials) {
    const { accountId, storeId } = previous;
    const sealed = await sealCredentials(accountId, storeId, credentials);
    const next = credentials.expiresAt;
    const { ok } = await writeAll(TOKEN_WRITE, (tx) => [
      // Only a store that still has credentials (a disconnect deletes them) gets the new ones.
      tx.storeCredentials
        .patch({ accountId, storeId })
        .set({ credentials: sealed as never })
        .commit(),
      // The old entry must still be there: a concurrent refresh that moved it wins, this one writes nothing.
      next && expiryDayOf(next) === expiryDayOf(previous.expiresAt)
        ? tx.storeTokenExpiry
            .patch({ day: expiryDayOf(next), accountId, storeId })
            .set({ expiresAt: next })
            .commit()
        : tx.storeTokenExpiry
            .delete({ day: expiryDayOf(previous.expiresAt), accountId, storeId })
            .where((attr, { exists }) => exists(attr.expiresAt))
            .commit(),
      ...(next && expiryDayOf(next) !== expiryDayOf(previous.expiresAt)
        ? [tx.storeTokenExpiry.put({ day: expiryDayOf(next), accountId, storeId, expiresAt: next }).commit()]
        : []),
    ]);
    return ok;
  },

  async forget({ accountId, storeId, expiresAt }) {
    await onTable(StoreTokenExpiryEntity)
      .delete({ day: expiryDayOf(expiresAt), accountId, storeId })
      .go();
  },

  async markNeedsReconnect(accountId, storeId, message) {
    try {
      await onTable(StoreConnectionEntity)
        .patch({ accountId, storeId })
        .set({ status: 'error', lastError: message })
        .where((attr, { ne }) => ne(attr.status, 'disconnected'))
        .go();
    } catch (err) {
      if (!isConditionFailure(err)) throw err; // disconnected meanwhile: nothing to reconnect
    }
  },
};
