import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamoDocumentClient } from '#lib/clients';

/**
 * The number of items a query (as built by ElectroDB's `.params()`, filters included) matches,
 * read with Select COUNT: DynamoDB still walks the index, but sends back a number instead of the
 * items, so a search total over a few thousand catalog entries costs a few small responses.
 */
export async function countMatches(params: object): Promise<number> {
  const {
    ProjectionExpression: _projection,
    Limit: _limit,
    ExclusiveStartKey: _start,
    ...base
  } = params as QueryCommandInput;
  let total = 0;
  let ExclusiveStartKey: QueryCommandInput['ExclusiveStartKey'];
  do {
    const out = await dynamoDocumentClient().send(new QueryCommand({ ...base, Select: 'COUNT', ExclusiveStartKey }));
    total += out.Count ?? 0;
    ExclusiveStartKey = out.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return total;
}

/**
 * DynamoDB's per-request Limit for fetching the first `wanted` matches. Unfiltered, exactly what
 * is wanted; filtered, pages of 500 evaluated items, so a rare match does not cost a round trip
 * per 20 items while a common one does not drag back a whole 1 MB page to keep 20.
 */
export function pageLimit(filtered: boolean, wanted: number): number {
  return filtered ? Math.max(wanted, 500) : wanted;
}

/**
 * A catalog search's first `limit` matches in name order and how many match in all, asked at once.
 * `read` runs the query with the given paging options (and the attributes the hits need).
 */
export async function firstMatches<T>(
  matching: { params(): object },
  filtered: boolean,
  limit: number,
  read: (options: { pages: 'all'; count: number; limit: number }) => Promise<{ data: T[] }>,
): Promise<{ data: T[]; total: number }> {
  const [{ data }, total] = await Promise.all([
    read({ pages: 'all', count: limit, limit: pageLimit(filtered, limit) }),
    countMatches(matching.params()),
  ]);
  return { data, total };
}
