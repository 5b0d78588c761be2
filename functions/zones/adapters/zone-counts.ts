import { onTable } from '#lib/db/table';
import { isRaceLost, raceBudget, writeTransaction, type TransactionResult } from '#lib/db/transaction';
import { ZoneCounterEntity } from '../db/zone.entity';

export type ZoneCount = 'zones' | 'mappings';

/** The account's count of one kind, read consistently (a refused create tells the cap from a lost race with it). */
export async function readZoneCount(accountId: string, kind: ZoneCount): Promise<number> {
  const { data } = await onTable(ZoneCounterEntity).get({ accountId }).go({ consistent: true });
  return data?.[kind] ?? 0;
}

type Counter = typeof ZoneCounterEntity;
type CounterTx = Parameters<Parameters<typeof writeTransaction<{ counter: Counter }, 'counter'>>[1]>[0]['counter'];

/** The counter's change by `add`; an addition is guarded by the cap, so concurrent creates never pass it. */
export function countChange(counter: CounterTx, accountId: string, kind: ZoneCount, add: number, max: number) {
  const op = counter.upsert({ accountId }).add({ [kind]: add });
  if (add <= 0) return op.commit();
  return op
    .where((attr, { notExists, lt }) => `(${notExists(attr[kind])} OR ${lt(attr[kind], max - add + 1)})`)
    .commit();
}

/** Runs a transaction again while it only lost a race (another write on the counter at the same moment). */
export async function withRaceRetries<P extends string>(
  run: () => Promise<TransactionResult<P>>,
): Promise<TransactionResult<P>> {
  let result = await run();
  for (const race = raceBudget(); !result.ok && isRaceLost(result.reasons, []) && race.open;) {
    await race.retry();
    result = await run();
  }
  return result;
}
