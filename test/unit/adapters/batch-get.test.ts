import { afterEach, describe, expect, it, vi } from 'vitest';
import { batchGetAll, UnprocessedKeysError } from '#lib/db/batch-get';

type Key = { id: string };

/** A batch get that leaves the last key of each call unprocessed, `times` times. */
function flaky(times: number) {
  const calls: Key[][] = [];
  let left = times;
  const get = async (keys: Key[]) => {
    calls.push(keys);
    const unprocessed = left-- > 0 ? keys.slice(-1) : [];
    return { data: keys.filter((k) => !unprocessed.includes(k)).map((k) => ({ ...k, found: true })), unprocessed };
  };
  return { calls, get };
}

describe('batchGetAll: every key read, unprocessed keys asked for again', () => {
  afterEach(() => vi.useRealTimers());

  it('asks again for the keys DynamoDB left unprocessed until all are read', async () => {
    vi.useFakeTimers();
    const { calls, get } = flaky(2);
    const read = batchGetAll([{ id: 'a' }, { id: 'b' }, { id: 'c' }], get);
    await vi.runAllTimersAsync();
    expect((await read).map((i) => i.id).sort()).toEqual(['a', 'b', 'c']);
    expect(calls.map((c) => c.map((k) => k.id))).toEqual([['a', 'b', 'c'], ['c'], ['c']]);
  });

  it('throws rather than answering a short read when keys stay unprocessed', async () => {
    vi.useFakeTimers();
    const { get } = flaky(Number.POSITIVE_INFINITY);
    const read = batchGetAll([{ id: 'a' }], get);
    const outcome = expect(read).rejects.toBeInstanceOf(UnprocessedKeysError);
    await vi.runAllTimersAsync();
    await outcome;
  });

  it('asks nothing for no keys and drops items the entity does not own (null)', async () => {
    const get = vi.fn(async (keys: Key[]) => ({
      data: keys.map((k) => (k.id === 'x' ? null : k)),
      unprocessed: [] as Key[],
    }));
    expect(await batchGetAll([], get)).toEqual([]);
    expect(get).not.toHaveBeenCalled();
    expect(await batchGetAll([{ id: 'x' }, { id: 'y' }], get)).toEqual([{ id: 'y' }]);
  });
});
