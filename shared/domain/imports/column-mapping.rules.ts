import { MESSAGES } from '../validation/messages';
import type { ImportField } from './import-fields.constants';

/** A field → the spreadsheet header that fills it. */
export type ColumnMapping<K extends string = string> = Partial<Record<K, string>>;

/** "Ship To - Zip", "zip_code", "Order #" → "ship to zip", "zip code", "order number". */
export function normaliseHeader(header: string): string {
  return header
    .replace(/#/g, ' number ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Suggests a mapping from header names: exact matches (label, key or alias) first, then headers
 * that contain an alias as whole words ("Shipping Zip Code" → zip). Each header fills one field.
 */
export function suggestMapping<K extends string>(
  headers: readonly string[],
  fields: readonly ImportField<K>[],
): ColumnMapping<K> {
  const mapping: ColumnMapping<K> = {};
  const used = new Set<string>();
  const names = (f: ImportField<K>) => [f.label, f.key, ...f.aliases].map(normaliseHeader);
  const normalised = headers.map((h) => ({ header: h, norm: normaliseHeader(h) }));
  const assign = (matches: (norm: string, name: string) => boolean) => {
    for (const field of fields) {
      if (mapping[field.key] !== undefined) continue;
      const hit = names(field).flatMap((name) =>
        normalised.filter((h) => !used.has(h.header) && matches(h.norm, name)),
      )[0];
      if (hit) {
        mapping[field.key] = hit.header;
        used.add(hit.header);
      }
    }
  };
  assign((norm, name) => norm === name);
  assign((norm, name) => name.length >= 3 && ` ${norm} `.includes(` ${name} `));
  return mapping;
}

/** The mapping's problems: required fields left unassigned, headers the file does not have. */
export function mappingProblems<K extends string>(
  mapping: ColumnMapping<K>,
  fields: readonly ImportField<K>[],
  headers?: readonly string[],
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const header = mapping[field.key];
    if (field.required && !header) problems[`mapping.${field.key}`] = MESSAGES.required;
    else if (header && headers && !headers.includes(header)) problems[`mapping.${field.key}`] = MESSAGES.invalid;
  }
  return problems;
}

/** A raw row (header → cell) read through the mapping: field → trimmed text ('' when unmapped). */
export function applyMapping<K extends string>(
  values: Readonly<Record<string, string>>,
  mapping: ColumnMapping<K>,
  keys: readonly K[],
): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const key of keys) {
    const header = mapping[key];
    // Own cells only: a header such as "constructor" must not read Object.prototype.
    out[key] = header && Object.hasOwn(values, header) ? String(values[header] ?? '').trim() : '';
  }
  return out;
}
