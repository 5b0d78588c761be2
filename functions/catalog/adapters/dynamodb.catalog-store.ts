import type { Page, PageRequest } from '#domain/catalog/ports';
import { batchGetAll } from '#lib/db/batch-get';
import { conditionHeld } from '#lib/db/condition-failure';
import { queryPage } from '#lib/db/cursor';
import { onTable, type AnyEntity } from '#lib/db/table';

/**
 * One kind of catalog entry as its store reads it: the entity (keyed by `accountId` and `id`, listed
 * by name on `byName`: catalog-entry.factory) and the mapping of a stored item to the port's record.
 * The operations below are separate functions, not one store object, so a function bundles only the
 * ones its handler reaches (a box list alone, say, without the box writes).
 */
export interface CatalogEntries<R> {
  entity: AnyEntity;
  id: string;
  toRecord(item: any): R;
}

/**
 * The entity bound to the table, typed loosely: ElectroDB types its operations from a concrete model,
 * which a function over every catalog entity does not have; the keys are the entity's own templates.
 */
function table(entries: CatalogEntries<unknown>): any {
  return onTable(entries.entity);
}

export function entryKey(entries: CatalogEntries<unknown>, accountId: string, id: string) {
  return { accountId, [entries.id]: id };
}

/** One page of the account's entries in name order. */
export async function listEntries<R>(
  entries: CatalogEntries<R>,
  accountId: string,
  page: PageRequest,
): Promise<Page<R>> {
  const { items, cursor } = await queryPage(table(entries).query.byName({ accountId }), accountId, page);
  return { items: items.map((item) => entries.toRecord(item)), cursor };
}

/**
 * Every entry of the account in name order, all pages read here: for the server's own reads, which take no
 * cursor from a caller and so need none of the cursor's checks.
 */
export async function allEntries<R>(entries: CatalogEntries<R>, accountId: string): Promise<R[]> {
  const { data } = await table(entries).query.byName({ accountId }).go({ pages: 'all' });
  return (data as unknown[]).map((item) => entries.toRecord(item));
}

/** One entry, read consistently (a save reads back what it wrote). */
export async function getEntry<R>(entries: CatalogEntries<R>, accountId: string, id: string): Promise<R | undefined> {
  const { data } = await table(entries)
    .get(entryKey(entries, accountId, id))
    .go({ consistent: true });
  return data ? entries.toRecord(data) : undefined;
}

/** The entries of those ids that exist, each read once. */
export async function getEntries<R>(
  entries: CatalogEntries<R>,
  accountId: string,
  ids: readonly string[],
): Promise<R[]> {
  if (ids.length === 0) return [];
  const keys = [...new Set(ids)].map((id) => entryKey(entries, accountId, id));
  return (await batchGetAll(keys, (batch) => table(entries).get(batch).go())).map((item) => entries.toRecord(item));
}

/** Deletes an entry that exists: false when there was none. */
export function deleteEntry(entries: CatalogEntries<unknown>, accountId: string, id: string): Promise<boolean> {
  return conditionHeld(() =>
    table(entries)
      .delete(entryKey(entries, accountId, id))
      .where((attr: Record<string, unknown>, { exists }: { exists(a: unknown): string }) => exists(attr[entries.id]))
      .go(),
  );
}
