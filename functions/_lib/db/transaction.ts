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

/** Between optimistic retries: a short random wait, growing with the attempt, so racing writers spread out. */
export function retryDelay(attempt: number): Promise<void> {
  const ms = Math.random() * Math.min(200, 5 * 2 ** attempt);
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** ElectroDB wraps DynamoDB's ConditionalCheckFailedException on a single conditional write. */
export function isConditionFailure(error: unknown): boolean {
  const e = error as { cause?: { name?: string }; name?: string; message?: string } | undefined;
  return (
    e?.cause?.name === 'ConditionalCheckFailedException' ||
    e?.name === 'ConditionalCheckFailedException' ||
    /conditional request failed/i.test(e?.message ?? '')
  );
}
