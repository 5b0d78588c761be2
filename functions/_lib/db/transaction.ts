import { db, type ShipdeckDb } from './service';

/** The entities as a transaction callback receives them: their operations end in `.commit()`. */
export type TransactionEntities = Parameters<Parameters<ShipdeckDb['transaction']['write']>[0]>[0];

/** One item of a TransactWriteItems: a `.commit()` of an entity operation. */
export type TransactionItem = object;

export interface TransactionResult {
  ok: boolean;
  /** Each item's cancellation reason, in item order; empty when the transaction succeeded. */
  codes: string[];
}

/**
 * Writes the items `build` makes in one DynamoDB transaction. A cancellation answers each item's
 * reason code ('None', 'ConditionalCheckFailed', 'TransactionConflict', …) in item order, so the
 * caller can tell a lost race (retry from fresh reads) from a write that already happened.
 */
export async function writeTransaction(
  build: (tx: TransactionEntities) => readonly TransactionItem[],
): Promise<TransactionResult> {
  const result = await db()
    .transaction.write((tx) => build(tx) as never)
    .go();
  if (!result.canceled) return { ok: true, codes: [] };
  const codes = Array.isArray(result.data) ? result.data.map((r: { code?: string }) => r?.code ?? 'None') : [];
  return { ok: false, codes };
}

/** How long a writer keeps retrying lost races: well inside the label worker's 60 s timeout. */
export const RACE_BUDGET_MS = 30_000;

/**
 * Optimistic retries bounded by time rather than by count: with many writers on one wallet each
 * round has one winner, so the number of rounds grows with the writers. Between rounds a random
 * wait (full jitter, growing to 250 ms) spreads the racers out.
 */
export function raceBudget(ms = RACE_BUDGET_MS) {
  const end = Date.now() + ms;
  let lost = 0;
  return {
    get open(): boolean {
      return lost === 0 || Date.now() < end;
    },
    async retry(): Promise<void> {
      const wait = Math.random() * Math.min(250, 10 * 2 ** lost++);
      await new Promise((resolve) => setTimeout(resolve, wait));
    },
  };
}

export { isConditionFailure } from './condition-failure';

/** A counted set's version item in a transaction (team, carrier accounts): see setVersionEntity. */
type SetVersionTx = TransactionEntities['team'];

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
