/** DynamoDB hands back keys it could not read when a partition is busy; asking at once would meet the same load. */
const RETRY_DELAYS_MS = [25, 50, 100, 200, 400, 800, 1600];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class UnprocessedKeysError extends Error {
  constructor(readonly remaining: number) {
    super(`DynamoDB left ${remaining} keys unread after ${RETRY_DELAYS_MS.length} retries`);
    this.name = 'UnprocessedKeysError';
  }
}

/**
 * Every item of `keys` through an entity's batch get (`(k) => entity.get(k).go()`; ElectroDB
 * splits the keys by 100 and builds them from the entity's templates). ElectroDB returns the keys
 * DynamoDB left unprocessed instead of retrying them, so they are asked for again here with
 * backoff; a read that still comes back short throws rather than passing for "not found".
 */
export async function batchGetAll<K, T>(
  keys: readonly K[],
  get: (keys: K[]) => Promise<{ data: readonly (T | null)[]; unprocessed: readonly K[] }>,
): Promise<T[]> {
  const found: T[] = [];
  let pending = [...keys];
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt > 0) {
      if (attempt > RETRY_DELAYS_MS.length) throw new UnprocessedKeysError(pending.length);
      await sleep(RETRY_DELAYS_MS[attempt - 1]);
    }
    const { data, unprocessed } = await get(pending);
    for (const item of data) if (item) found.push(item);
    pending = [...unprocessed];
  }
  return found;
}
