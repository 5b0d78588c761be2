/** Search lists page by 20; more exists while offset + 20 < total (orders §7, accounts §7). */
export const SEARCH_PAGE_SIZE = 20;

export function hasMoreResults(offset: number, total: number): boolean {
  return offset + SEARCH_PAGE_SIZE < total;
}

export function nextSearchOffset(offset: number): number {
  return offset + SEARCH_PAGE_SIZE;
}

export interface SearchRequest {
  query: string;
  offset: number;
  /** True when the query is empty (whitespace counts as empty). */
  ignoreQuery: boolean;
}

export function searchRequest(query: string | null | undefined, offset = 0): SearchRequest {
  const q = (query ?? '').trim();
  return { query: q, offset, ignoreQuery: q === '' };
}

/** Packaging search may hide entries whose label contains 'ice pack' (any case). */
export function hideIcePacks<T extends { label?: string | null; title?: string | null }>(items: readonly T[]): T[] {
  return items.filter((i) => !(i.label ?? i.title ?? '').toLowerCase().includes('ice pack'));
}
