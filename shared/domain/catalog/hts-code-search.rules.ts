import { normalizeSearchText, searchPage } from './catalog-search.rules';

/** One Harmonized System code (orders §3 "HTS code result": code, description) and its level (2, 4 or 6 digits). */
export interface HtsCode {
  code: string;
  description: string;
  level: number;
}

/** Customs forms want the 6-digit subheading, so those come first; then by code. */
export function orderHtsCodes(codes: readonly HtsCode[]): HtsCode[] {
  return [...codes].sort((a, b) => Number(b.level === 6) - Number(a.level === 6) || a.code.localeCompare(b.code));
}

/**
 * A query of digits (dots and spaces allowed, as in '0302.14') matches codes by prefix;
 * otherwise every word must appear in the description, case-insensitively.
 */
export function htsCodeMatcher(query: string | null | undefined): (code: HtsCode) => boolean {
  const q = (query ?? '').trim();
  if (q === '') return () => true;
  if (/^[\d.\s]+$/.test(q)) {
    const digits = q.replace(/\D/g, '');
    return (c) => c.code.startsWith(digits);
  }
  const words = normalizeSearchText(q).split(' ').filter(Boolean);
  return (c) => {
    const text = normalizeSearchText(c.description);
    return words.every((w) => text.includes(w));
  };
}

/** POST /api/v1/enums/hts-codes/search (orders §7): codes[] and total, 20 per page. `codes` must be pre-ordered. */
export function searchHtsCodes(ordered: readonly HtsCode[], query: string | null | undefined, offset: number) {
  const { items, total } = searchPage(ordered.filter(htsCodeMatcher(query)), offset);
  return { codes: items.map(({ code, description }) => ({ code, description })), total };
}
