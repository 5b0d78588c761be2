/** Runs `work` over every item with at most `limit` running at once (a small worker pool). */
export async function forEachConcurrently<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

const tails = new Map<string, Promise<unknown>>();

/**
 * Runs `work` after every earlier `work` of the same key in this process has settled. Writers of
 * one optimistic-concurrency item (an account's wallet) racing each other in one process only
 * waste round trips; one at a time, each wins its first try unless another process wrote between.
 */
export function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve();
  const run = previous.then(work, work);
  const tail = run.catch(() => undefined);
  tails.set(key, tail);
  void tail.then(() => {
    if (tails.get(key) === tail) tails.delete(key);
  });
  return run;
}
