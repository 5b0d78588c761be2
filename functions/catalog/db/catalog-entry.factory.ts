import { accountPartition, timestamps } from '#lib/db/common';

/**
 * The key and list attributes of every catalog entry (box, product, packaging, customer): the
 * account, the entry's own id `id`, the normalized name the list is sorted by, and timestamps.
 */
export function catalogEntryAttributes<const I extends string>(id: I) {
  const key = { type: 'string', required: true, readOnly: true } as const;
  return {
    accountId: key,
    ...({ [id]: key } as Record<I, typeof key>),
    sortName: { type: 'string', required: true },
    ...timestamps,
  } as const;
}

/** The normalized text a catalog search filters on (catalog-search.rules searchTextOf). */
export const searchTextAttribute = { searchText: { type: 'string', required: true } } as const;

/**
 * The two indexes of every catalog entry: by id, ACC#<accountId> / <prefix>#<id>; and by name on
 * gsi2, ACC#<accountId>#<prefix> / <sortName>#<id>, which lists an account's entries of one kind
 * in name order and is what searches filter.
 */
export function catalogEntryIndexes<const I extends string>(id: I, prefix: string) {
  return {
    byId: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: [id], template: `${prefix}#\${${id}}` },
    },
    byName: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', casing: 'none', composite: ['accountId'], template: `${accountPartition}#${prefix}` },
      sk: { field: 'gsi2sk', casing: 'none', composite: ['sortName', id], template: `\${sortName}#\${${id}}` },
    },
  } as const;
}
