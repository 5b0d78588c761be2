import { SEARCH_PAGE_SIZE } from '../forms-state/search-paging.rules';

/**
 * Catalog search (orders §7): case-insensitive "contains" on title/sku (products, packagings)
 * and name/email (customers), 20 per page with the total of all matches.
 *
 * Each stored item carries one normalized `searchText` built by `searchTextOf`, so the store
 * can filter with a single `contains` on the server and never has to lowercase at read time.
 */

/** Lowercase, accents folded ('Crème' matches 'creme'), whitespace runs collapsed. */
export function normalizeSearchText(value: string | null | undefined): string {
  return (value ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Fields joined by a separator no query can contain, so a match never spans two fields. */
export const SEARCH_FIELD_SEPARATOR = '\u0001';

export function searchTextOf(...fields: (string | null | undefined)[]): string {
  return fields.map(normalizeSearchText).join(SEARCH_FIELD_SEPARATOR);
}

/** The sort key of a name in lists and results: normalized, so 'apple' and 'Apple' sit together. */
export function sortNameOf(name: string): string {
  return normalizeSearchText(name);
}

/**
 * What the store should filter on: undefined means "everything" — when the caller says
 * ignoreQuery (the query box is empty, orders §7) or the query normalizes to nothing.
 */
export function effectiveQuery(request: { query?: string | null; ignoreQuery?: boolean | null }): string | undefined {
  if (request.ignoreQuery) return undefined;
  const q = normalizeSearchText(request.query);
  return q === '' ? undefined : q;
}

export function matchesSearchText(searchText: string, query: string | undefined): boolean {
  return query === undefined || searchText.includes(query);
}

/** How many leading matches a store must return to serve the page at `offset`. */
export function searchLimit(offset: number): number {
  return Math.max(0, Math.floor(offset)) + SEARCH_PAGE_SIZE;
}

/**
 * orders §7 "hides entries whose label contains 'ice pack'": the store tests the normalized title
 * (sortName), which is the title lowercased, so it agrees with hideIcePacks in forms-state.
 */
export const ICE_PACK_TERM = 'ice pack';

/** One page of 20 from the full, ordered list of matches, and the total (orders §7). */
export function searchPage<T>(matches: readonly T[], offset: number): { items: T[]; total: number } {
  const start = Math.max(0, Math.floor(offset));
  return { items: matches.slice(start, start + SEARCH_PAGE_SIZE), total: matches.length };
}
