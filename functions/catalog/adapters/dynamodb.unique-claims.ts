import type { SaveOutcome } from '#domain/catalog/ports';
import { onTable } from '#lib/db/table';
import { writeTransaction, type TransactionEntities } from '#lib/db/transaction';
import { UniqueValueEntity, type UniqueScope } from '../db/unique-value.entity';
import { entryKey, getEntry, type CatalogEntries } from './dynamodb.catalog-store';

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

/**
 * A catalog entry one of whose values is unique in the account (a product's sku, a customer's
 * email): each write moves the value's claim in the same transaction as the entry.
 */
export interface ClaimedEntries<R extends { id: string }> extends CatalogEntries<R> {
  scope: UniqueScope;
  /** The claimed value of a record, normalized ('' = it claims nothing). */
  claimedValue(record: R): string;
  /** Everything the entry stores but its keys. */
  fieldsOf(record: R): object;
}

/** The entry and its claim's move, in one transaction: false when cancelled (value taken, entry gone). */
async function writeWithClaim<R extends { id: string }>(
  entries: ClaimedEntries<R>,
  accountId: string,
  id: string,
  entryWrite: (entry: any) => object,
  claim: { from: string; to: string },
): Promise<boolean> {
  const result = await writeTransaction({ entry: entries.entity, uniqueValue: UniqueValueEntity }, (tx) => ({
    entry: [entryWrite(tx.entry)],
    uniqueClaim: moveClaim(tx, { accountId, scope: entries.scope, ownerId: id }, claim.from, claim.to),
  }));
  return result.ok;
}

export async function createClaimed<R extends { id: string }>(
  entries: ClaimedEntries<R>,
  accountId: string,
  record: R,
): Promise<Exclude<SaveOutcome, 'not-found'>> {
  const key = entryKey(entries, accountId, record.id);
  const ok = await writeWithClaim(
    entries,
    accountId,
    record.id,
    (entry) => entry.create({ ...key, ...entries.fieldsOf(record) }).commit(),
    { from: '', to: entries.claimedValue(record) },
  );
  return ok ? 'saved' : 'taken';
}

export async function updateClaimed<R extends { id: string }>(
  entries: ClaimedEntries<R>,
  accountId: string,
  record: R,
): Promise<SaveOutcome> {
  const current = await getEntry(entries, accountId, record.id);
  if (!current) return 'not-found';
  const ok = await writeWithClaim(
    entries,
    accountId,
    record.id,
    (entry) =>
      entry
        .patch(entryKey(entries, accountId, record.id))
        .set(entries.fieldsOf(record))
        .commit(),
    { from: entries.claimedValue(current), to: entries.claimedValue(record) },
  );
  if (ok) return 'saved';
  // Cancelled: either the entry vanished meanwhile or the new value is another entry's.
  return (await getEntry(entries, accountId, record.id)) ? 'taken' : 'not-found';
}

export async function deleteClaimed<R extends { id: string }>(
  entries: ClaimedEntries<R>,
  accountId: string,
  id: string,
): Promise<boolean> {
  const current = await getEntry(entries, accountId, id);
  if (!current) return false;
  return writeWithClaim(
    entries,
    accountId,
    id,
    (entry) =>
      entry
        .delete(entryKey(entries, accountId, id))
        .where((attr: Record<string, unknown>, { exists }: { exists(a: unknown): string }) => exists(attr[entries.id]))
        .commit(),
    { from: entries.claimedValue(current), to: '' },
  );
}
