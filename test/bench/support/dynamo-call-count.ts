/**
 * BENCH_COUNT_DYNAMO=1: counts the DynamoDB requests this process sends through the functions' document
 * client, by command, with the items each names (a batch's or a transaction's items), so a bench can say
 * which calls a path adds per order. Off by default: the counting itself costs nothing worth measuring,
 * but the figures only mean something for the phase a bench reads them around.
 */
import { dynamoDocumentClient } from '#lib/clients';

export type DynamoCallCounts = Record<string, { calls: number; items: number }>;

const counts: DynamoCallCounts = {};
let installed = false;

/** Items a request names: a transaction's or batch's entries, else one. */
function itemsOf(input: Record<string, unknown>): number {
  if (Array.isArray(input.TransactItems)) return input.TransactItems.length;
  const batch = (input.RequestItems ?? undefined) as Record<string, unknown[] | { Keys: unknown[] }> | undefined;
  if (batch)
    return Object.values(batch).reduce<number>((n, v) => n + (Array.isArray(v) ? v.length : (v.Keys?.length ?? 0)), 0);
  return 1;
}

/** Installs the counter once when BENCH_COUNT_DYNAMO is set; answers whether it counts. */
export function countDynamoCalls(): boolean {
  if (!process.env.BENCH_COUNT_DYNAMO) return false;
  if (installed) return true;
  installed = true;
  dynamoDocumentClient().middlewareStack.add(
    (next, context) => async (args) => {
      const name = String(context.commandName ?? 'unknown').replace(/Command$/, '');
      const entry = (counts[name] ??= { calls: 0, items: 0 });
      entry.calls++;
      entry.items += itemsOf(args.input as Record<string, unknown>);
      return next(args);
    },
    { step: 'initialize', name: 'benchDynamoCallCount' },
  );
  return true;
}

/** The counts so far, and a reset for the next phase. */
export function takeDynamoCalls(): DynamoCallCounts {
  const out = structuredClone(counts);
  for (const k of Object.keys(counts)) delete counts[k];
  return out;
}
