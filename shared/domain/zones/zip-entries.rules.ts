/**
 * The ZIP entries of a zone mapping (accounts §5): a full five-digit ZIP (`10001`), a three-digit prefix (`840`,
 * every ZIP starting with it), or an inclusive range of either (`840-842`, `10001-10099`), the syntax shopping
 * carts use for zones. A ZIP+4 destination matches by its first five digits.
 */

export type ZipEntry =
  | { kind: 'zip'; zip: string }
  | { kind: 'prefix'; prefix: string }
  | { kind: 'prefix_range'; from: string; to: string }
  | { kind: 'zip_range'; from: string; to: string };

export const ZIP_ENTRY_MESSAGE = (entry: string) =>
  `${entry} is not a ZIP code, a 3-digit prefix or a range such as 840-842 or 10001-10099`;

/** One entry as the merchant typed it, or undefined when it is none of the four shapes (or a range runs backwards). */
export function parseZipEntry(raw: string): ZipEntry | undefined {
  const entry = raw.trim();
  if (/^\d{5}$/.test(entry)) return { kind: 'zip', zip: entry };
  if (/^\d{3}$/.test(entry)) return { kind: 'prefix', prefix: entry };
  const range = /^(\d{3}|\d{5})\s*-\s*(\d{3}|\d{5})$/.exec(entry);
  if (!range || range[1]!.length !== range[2]!.length || range[1]! > range[2]!) return undefined;
  return range[1]!.length === 3
    ? { kind: 'prefix_range', from: range[1]!, to: range[2]! }
    : { kind: 'zip_range', from: range[1]!, to: range[2]! };
}

/** The entries that are none of the four shapes, as typed. */
export function invalidZipEntries(entries: readonly string[]): string[] {
  return entries.filter((e) => parseZipEntry(e) === undefined);
}

/** The five-digit ZIP of a destination (`78701-1234` → `78701`), or undefined for a postcode that is not a US ZIP. */
export function zip5Of(zip: string | null | undefined): string | undefined {
  const match = /^(\d{5})(?:-?\d{4})?$/.exec((zip ?? '').trim());
  return match?.[1];
}

/** Whether a five-digit ZIP falls under the entry (same-length string compares are numeric compares here). */
export function zipEntryMatches(entry: ZipEntry, zip5: string): boolean {
  const prefix = zip5.slice(0, 3);
  switch (entry.kind) {
    case 'zip':
      return entry.zip === zip5;
    case 'prefix':
      return entry.prefix === prefix;
    case 'prefix_range':
      return entry.from <= prefix && prefix <= entry.to;
    case 'zip_range':
      return entry.from <= zip5 && zip5 <= entry.to;
  }
}

/** How an entry reads in an explanation. */
export function describeZipEntry(entry: ZipEntry): string {
  switch (entry.kind) {
    case 'zip':
      return entry.zip;
    case 'prefix':
      return `prefix ${entry.prefix}`;
    case 'prefix_range':
      return `prefixes ${entry.from}-${entry.to}`;
    case 'zip_range':
      return `range ${entry.from}-${entry.to}`;
  }
}
