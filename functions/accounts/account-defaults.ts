import { onTable } from '#lib/db/table';
import type { TransactionEntities, TransactionItem } from '#lib/db/transaction';
import { AccountEntity } from './db/account.entity';

/**
 * The accounts domain's face for the warehouses: the account's default warehouse, read and written
 * inside the warehouse's own transaction. The account's keys stay here.
 */

/** The account's participant in a warehouse transaction; spread it into that entity group. */
export const ACCOUNT_DEFAULTS = { account: AccountEntity };

type AccountTx = TransactionEntities<typeof ACCOUNT_DEFAULTS>;

export async function readDefaultWarehouseId(accountId: string): Promise<string | undefined> {
  const { data } = await onTable(AccountEntity)
    .get({ accountId })
    .go({ attributes: ['defaultWarehouseId'] });
  return data?.defaultWarehouseId || undefined;
}

/** Sets (a warehouse id) or clears (null) the account's default warehouse. */
export function defaultWarehouseItem(tx: AccountTx, accountId: string, warehouseId: string | null): TransactionItem {
  return warehouseId === null
    ? tx.account.patch({ accountId }).remove(['defaultWarehouseId']).commit()
    : tx.account.patch({ accountId }).set({ defaultWarehouseId: warehouseId }).commit();
}

/** A condition that the account exists, so a warehouse is never written for an account that is gone. */
export function accountExistsItem(tx: AccountTx, accountId: string): TransactionItem {
  return tx.account
    .check({ accountId })
    .where(({ accountId: id }, { exists }) => exists(id))
    .commit();
}
