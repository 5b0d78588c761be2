import { createWriteTransaction } from './electrodb';
import { onTable, type AnyEntity } from './table';

/** The entities a transaction writes, by name: exactly its participants, never the whole table. */
export type EntityGroup = Record<string, AnyEntity>;

/** The entities as a transaction's builder receives them: their operations end in `.commit()`. */
export type TransactionEntities<E extends EntityGroup> = Parameters<
  Parameters<typeof createWriteTransaction<E, unknown, never[]>>[1]
>[0];

/** One item of a TransactWriteItems: a `.commit()` of an entity operation. */
export type TransactionItem = object;

/** The items of one transaction, grouped by the participant that writes them. */
export type TransactionParts<P extends string> = Record<P, readonly TransactionItem[]>;

export interface TransactionResult<P extends string> {
  ok: boolean;
  /** Each part's cancellation reasons, one per item in the part's order; empty lists when it succeeded. */
  reasons: Record<P, string[]>;
}

/**
 * Writes the parts `build` makes in one DynamoDB transaction over exactly `entities`. A cancellation
 * answers each item's reason code ('None', 'ConditionalCheckFailed', 'TransactionConflict', …) under
 * its part's name, so the caller can tell a lost race (retry from fresh reads) from a write that
 * already happened without counting positions across participants.
 */
export async function writeTransaction<E extends EntityGroup, P extends string>(
  entities: E,
  build: (tx: TransactionEntities<E>) => TransactionParts<P>,
): Promise<TransactionResult<P>> {
  for (const entity of Object.values(entities)) onTable(entity);
  let parts = {} as TransactionParts<P>;
  const result = await createWriteTransaction(entities, (tx) => {
    parts = build(tx as TransactionEntities<E>);
    return Object.values<readonly TransactionItem[]>(parts).flat() as never;
  }).go();
  const codes: string[] =
    result.canceled && Array.isArray(result.data) ? result.data.map((r: { code?: string }) => r?.code ?? 'None') : [];
  const reasons = {} as Record<P, string[]>;
  let at = 0;
  for (const [name, items] of Object.entries<readonly TransactionItem[]>(parts)) {
    reasons[name as P] = codes.slice(at, at + items.length);
    at += items.length;
  }
  return { ok: !result.canceled, reasons };
}

/** Whether a part's write was refused by its condition. */
export function refused(reasons: readonly string[] | undefined): boolean {
  return reasons?.includes('ConditionalCheckFailed') ?? false;
}

/**
 * A lost race: an item another transaction was writing, or a version-guarded part (`guarded`)
 * whose version moved on. Read again and retry.
 */
export function isRaceLost<P extends string>(reasons: Record<P, string[]>, guarded: readonly P[]): boolean {
  return (Object.entries(reasons) as [P, string[]][]).some(([part, codes]) =>
    codes.some((c) => c === 'TransactionConflict' || (c === 'ConditionalCheckFailed' && guarded.includes(part))),
  );
}

/** The reasons for an error message: `wallet: ConditionalCheckFailed; ledgerEntry: None`. */
export function describeReasons(reasons: Record<string, string[]>): string {
  return Object.entries(reasons)
    .map(([part, codes]) => `${part}: ${codes.join(', ')}`)
    .join('; ');
}

// Bounded optimistic retries are not the table's alone (a use case's read-apply-write loop uses them too).
export { RACE_BUDGET_MS, raceBudget } from '../race-budget';

export { isConditionFailure } from './condition-failure';

/** A counted set's version entity (team, carrier accounts) as a transaction holds it: see setVersionEntity. */
type SetVersionTx = TransactionEntities<{
  set: ReturnType<typeof import('./set-version.factory').setVersionEntity>;
}>['set'];

/** Bumps a counted set's version, created at 1, only if it is still `expectedVersion`: the guard of an add. */
export function bumpSetVersion(set: SetVersionTx, accountId: string, expectedVersion: number): TransactionItem {
  const version = expectedVersion + 1;
  return expectedVersion === 0
    ? set.create({ accountId, version }).commit()
    : set
        .patch({ accountId })
        .set({ version })
        .where((attr, { eq }) => eq(attr.version, expectedVersion))
        .commit();
}

/**
 * One domain's all-or-nothing write over exactly `entities`, for writes whose cancellation needs no
 * reading beyond "it did not happen" (nothing to tell apart between participants).
 */
export async function writeAll<E extends EntityGroup>(
  entities: E,
  build: (tx: TransactionEntities<E>) => readonly TransactionItem[],
): Promise<{ ok: boolean }> {
  const { ok } = await writeTransaction(entities, (tx) => ({ items: build(tx) }));
  return { ok };
}
