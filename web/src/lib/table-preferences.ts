/** Table preferences as CollectionPreferences edits them (page size, column order and visibility). */
export interface TablePreferences {
  pageSize: number;
  contentDisplay: ReadonlyArray<{ id: string; visible: boolean }>;
}

/**
 * Accepts stored preferences only if the page size is still offered and the stored columns
 * are exactly the current ones (in any order); a stale layout would hide new columns forever.
 */
export function isCompatiblePreferences(
  value: unknown,
  defaults: TablePreferences,
  pageSizes: readonly number[],
): value is TablePreferences {
  if (!value || typeof value !== 'object') return false;
  const { pageSize, contentDisplay } = value as Partial<TablePreferences>;
  if (typeof pageSize !== 'number' || !pageSizes.includes(pageSize)) return false;
  if (!Array.isArray(contentDisplay)) return false;
  const ids = contentDisplay.map((c: unknown) => (c && typeof c === 'object' ? (c as { id?: unknown }).id : undefined));
  const visibleOk = contentDisplay.every((c: unknown) => typeof (c as { visible?: unknown })?.visible === 'boolean');
  const expected = defaults.contentDisplay.map((c) => c.id).sort();
  const actual = [...ids].sort();
  return visibleOk && actual.length === expected.length && actual.every((id, i) => id === expected[i]);
}
