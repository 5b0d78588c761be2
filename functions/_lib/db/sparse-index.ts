/**
 * A GSI that holds an item only while it is due for something (a schedule walks it, staff read it): its
 * partition is a fixed name, or a name with a few of the item's attributes (`CLAIMREVIEW#${status}`), never
 * led by an account, and its sort key is the listed attributes joined by `#` in that order, so the template
 * and the composite cannot drift apart.
 *
 * With `when`, the item is in the index only while `when` holds (ElectroDB's index `condition`): every write
 * of one of the key's attributes re-evaluates it, so such a write must carry all of them. Without it, the
 * item is in the index for as long as it exists (an item written only while due and deleted after).
 */
export function sparseIndex<
  const I extends `gsi${number}`,
  const S extends readonly string[],
  const P extends readonly string[] = readonly [],
>(index: I, key: { partition: string; partitionBy?: P; sortBy: S }, when?: (attr: Record<string, unknown>) => boolean) {
  return {
    index,
    ...(when ? { condition: when } : {}),
    pk: {
      field: `${index}pk` as const,
      casing: 'none' as const,
      composite: key.partitionBy ?? ([] as unknown as P),
      template: key.partition,
    },
    sk: {
      field: `${index}sk` as const,
      casing: 'none' as const,
      composite: key.sortBy,
      template: key.sortBy.map((a) => `\${${a}}`).join('#'),
    },
  };
}
