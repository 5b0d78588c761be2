import { onTable } from '#lib/db/table';
import type { TransactionEntities } from '#lib/db/transaction';
import { UniqueValueEntity, type UniqueScope } from '../db/unique-value.entity';

/**
 * The writes that move a unique claim from `from` to `to` inside a transaction ('' = no claim).
 * The create carries a not-exists condition, so a value already claimed cancels the transaction.
 */
export function moveClaim(
  tx: TransactionEntities<{ uniqueValue: typeof UniqueValueEntity }>,
  claim: { accountId: string; scope: UniqueScope; ownerId: string },
  from: string,
  to: string,
) {
  if (from === to) return [];
  const { accountId, scope, ownerId } = claim;
  return [
    ...(from ? [tx.uniqueValue.delete({ accountId, scope, value: from }).commit()] : []),
    ...(to ? [tx.uniqueValue.create({ accountId, scope, value: to, ownerId }).commit()] : []),
  ];
}

/** Who holds a unique value, read consistently. */
export async function claimOwner(accountId: string, scope: UniqueScope, value: string): Promise<string | undefined> {
  if (!value) return undefined;
  const { data } = await onTable(UniqueValueEntity).get({ accountId, scope, value }).go({ consistent: true });
  return data?.ownerId;
}

export { isConditionFailure } from '#lib/db/condition-failure';
