import type { UniqueScope } from '#lib/db/entities/unique-value.entity';
import { db, type ShipdeckDb } from '#lib/db/service';

type TransactionEntities = Parameters<Parameters<ShipdeckDb['transaction']['write']>[0]>[0];

/**
 * The writes that move a unique claim from `from` to `to` inside a transaction ('' = no claim).
 * The create carries a not-exists condition, so a value already claimed cancels the transaction.
 */
export function moveClaim(
  tx: TransactionEntities,
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
  const { data } = await db().entities.uniqueValue.get({ accountId, scope, value }).go({ consistent: true });
  return data?.ownerId;
}

export { isConditionFailure } from '#lib/db/condition-failure';
