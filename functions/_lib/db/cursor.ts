import { ValidationError } from '../errors';
import { accountPartitionKey } from './common';
import { TABLE_DEFINITION } from './table-definition';

/**
 * The one paging cursor of every list: the DynamoDB key a page ended on, as base64url JSON
 * (ElectroDB's own format, so its cursors and ours are the same thing). A cursor comes back from
 * the browser, so it is checked before DynamoDB sees it: a tampered, truncated or foreign cursor
 * is the caller's mistake (400 on the field), never a failed query (500) or a read outside the
 * caller's account.
 */

export const INVALID_CURSOR = 'Invalid paging cursor: start again from the first page';

/** DynamoDB's key size limits (partition key 2048 bytes, sort key 1024 bytes). */
const MAX_PARTITION_KEY_BYTES = 2048;
const MAX_SORT_KEY_BYTES = 1024;

/** The query a cursor continues, as ElectroDB's `.params()` or a QueryCommandInput describe it. */
export interface CursorScope {
  accountId: string;
  /** `IndexName`, and the partition the key condition names (`#pk = :pk`). */
  query: {
    IndexName?: string;
    ExpressionAttributeNames?: Record<string, string>;
    ExpressionAttributeValues?: Record<string, unknown>;
  };
  /** The request field the cursor came in. */
  field?: string;
}

type StartKey = Record<string, string>;

export function encodeCursor(key: Record<string, unknown> | null | undefined): string | undefined {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : undefined;
}

function keySchemaOf(indexName: string | undefined): { partition: string[]; sort: string[] } {
  const partition: string[] = [TABLE_DEFINITION.partitionKey];
  const sort: string[] = [TABLE_DEFINITION.sortKey];
  if (indexName) {
    const gsi = TABLE_DEFINITION.globalSecondaryIndexes.find((g) => g.indexName === indexName);
    if (!gsi) throw new Error(`Unknown index ${indexName}`);
    partition.push(gsi.partitionKey);
    sort.push(gsi.sortKey);
  }
  return { partition, sort };
}

/**
 * The start key of a read item in the index it was read from, for a page that ends on it: the
 * table's key, then the index's (a fixed order, so one item always encodes to one cursor).
 */
export function startKeyOf(item: Record<string, unknown>, indexName: string | undefined): Record<string, unknown> {
  const { partition, sort } = keySchemaOf(indexName);
  const names = partition.flatMap((p, i) => [p, sort[i]]);
  return Object.fromEntries(names.map((name) => [name, item[name]]));
}

/** The value the key condition gives the queried partition key, if it names one. */
function queriedPartition(query: CursorScope['query']): { attribute: string; value: unknown } | undefined {
  const names = query.ExpressionAttributeNames ?? {};
  const attribute = names['#pk'];
  return attribute ? { attribute, value: query.ExpressionAttributeValues?.[':pk'] } : undefined;
}

function parse(cursor: string): unknown {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/** Why the decoded key is not a start key of the index: exactly its key attributes, non-empty strings within DynamoDB's sizes. */
function keyShapeProblem(key: unknown, indexName: string | undefined): string | undefined {
  if (typeof key !== 'object' || key === null || Array.isArray(key)) return 'not a key';
  const { partition, sort } = keySchemaOf(indexName);
  const expected = [...partition, ...sort];
  if (Object.keys(key).length !== expected.length || !expected.every((a) => Object.hasOwn(key, a)))
    return 'not this index';
  const values = key as Record<string, unknown>;
  for (const a of expected) {
    const v = values[a];
    const max = partition.includes(a) ? MAX_PARTITION_KEY_BYTES : MAX_SORT_KEY_BYTES;
    if (typeof v !== 'string' || v.length === 0 || Buffer.byteLength(v) > max) return 'bad value';
  }
  return undefined;
}

/** Why the decoded key cannot start this query inside this account, or undefined when it can. */
function problemOf(key: unknown, scope: CursorScope): string | undefined {
  const shape = keyShapeProblem(key, scope.query.IndexName);
  if (shape) return shape;
  const values = key as Record<string, string>;
  const account = accountPartitionKey(scope.accountId);
  if (
    !keySchemaOf(scope.query.IndexName).partition.every(
      (a) => values[a] === account || values[a].startsWith(`${account}#`),
    )
  )
    return 'other account';
  const queried = queriedPartition(scope.query);
  if (queried && values[queried.attribute] !== queried.value) return 'other partition';
  return undefined;
}

function invalid(field: string): ValidationError {
  return new ValidationError({ [field]: INVALID_CURSOR }, INVALID_CURSOR);
}

/**
 * The start key a cursor names, checked against the query it continues: exactly that index's
 * key attributes, non-empty strings within DynamoDB's sizes, every partition key inside the
 * caller's account and the queried partition. Throws a ValidationError on `field` otherwise.
 */
export function decodeCursor(cursor: string | null | undefined, scope: CursorScope): StartKey | undefined {
  if (cursor === null || cursor === undefined || cursor === '') return undefined;
  const key = parse(cursor);
  if (problemOf(key, scope)) throw invalid(scope.field ?? 'cursor');
  return key as StartKey;
}

/**
 * The start key a cursor names for a query over one partition that belongs to no account (a staff queue
 * across accounts): exactly the index's key attributes, non-empty strings within DynamoDB's sizes, and
 * the queried partition's value. Throws a ValidationError on `field` otherwise.
 */
export function decodePartitionCursor(
  cursor: string | null | undefined,
  scope: { indexName?: string; partition: { attribute: string; value: string }; field?: string },
): StartKey | undefined {
  if (cursor === null || cursor === undefined || cursor === '') return undefined;
  const key = parse(cursor);
  if (
    keyShapeProblem(key, scope.indexName) ||
    (key as Record<string, unknown>)[scope.partition.attribute] !== scope.partition.value
  )
    throw invalid(scope.field ?? 'cursor');
  return key as StartKey;
}

/** DynamoDB refusing an ExclusiveStartKey (e.g. outside the sort key range of the condition), directly or wrapped by ElectroDB. */
function isStartKeyRejection(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 3; e = e.cause, depth++) {
    if (e.name === 'ValidationException' && /start(ing)? key/i.test(e.message)) return true;
  }
  return false;
}

/**
 * Runs a page read that started from a checked cursor. A key that passed the checks can still
 * fall outside the query's sort key condition (a cursor of one date range sent with another);
 * DynamoDB's refusal of it is the same 400, not a 500.
 */
export async function readFromCursor<T>(
  startKey: StartKey | undefined,
  field: string,
  read: () => Promise<T>,
): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (startKey && isStartKeyRejection(error)) throw invalid(field);
    throw error;
  }
}

/** An ElectroDB query that can be paged: its parameters, and one page from an optional cursor. */
interface PageableQuery<T> {
  params(): object;
  go(options: { limit: number; cursor: string | null }): Promise<{ data: T[]; cursor: string | null }>;
}

/** One page of an ElectroDB query inside the caller's account, its cursor checked first. */
export async function queryPage<T>(
  query: PageableQuery<T>,
  accountId: string,
  page: { limit: number; cursor?: string | null },
  field = 'cursor',
): Promise<{ items: T[]; cursor: string | null }> {
  const startKey = decodeCursor(page.cursor, { accountId, query: query.params() as CursorScope['query'], field });
  const { data, cursor } = await readFromCursor(startKey, field, () =>
    query.go({ limit: page.limit, cursor: startKey ? encodeCursor(startKey)! : null }),
  );
  return { items: data, cursor: cursor ?? null };
}
