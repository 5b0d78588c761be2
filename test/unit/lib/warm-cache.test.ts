import { describe, expect, it } from 'vitest';
import { warmCache } from '#lib/warm-cache';

describe('warmCache: an answer per key reused while the container is warm', () => {
  const setup = (maxKeys = 10) => {
    let now = 0;
    const loads: string[] = [];
    let fail = false;
    const cached = warmCache(
      async (key) => {
        loads.push(key);
        if (fail) throw new Error('down');
        return `${key}@${now}`;
      },
      { ttlMs: 1_000, maxKeys, clock: () => now },
    );
    return {
      cached,
      loads,
      at: (ms: number) => (now = ms),
      failing: (f: boolean) => (fail = f),
    };
  };

  it('loads once within the time to live, again after it', async () => {
    const c = setup();
    expect(await c.cached('a')).toBe('a@0');
    c.at(999);
    expect(await c.cached('a')).toBe('a@0');
    c.at(1_000);
    expect(await c.cached('a')).toBe('a@1000');
    expect(c.loads).toEqual(['a', 'a']);
  });

  it('concurrent callers of one key share one load; other keys load apart', async () => {
    const c = setup();
    const answers = await Promise.all([c.cached('a'), c.cached('a'), c.cached('b')]);
    expect(answers).toEqual(['a@0', 'a@0', 'b@0']);
    expect(c.loads).toEqual(['a', 'b']);
  });

  it('forgets a failed load, so the next caller tries again', async () => {
    const c = setup();
    c.failing(true);
    await expect(c.cached('a')).rejects.toThrow('down');
    c.failing(false);
    expect(await c.cached('a')).toBe('a@0');
    expect(c.loads).toEqual(['a', 'a']);
  });

  it('keeps at most maxKeys, dropping the least recently loaded', async () => {
    const c = setup(2);
    await c.cached('a');
    await c.cached('b');
    await c.cached('c');
    await c.cached('b');
    await c.cached('a');
    expect(c.loads).toEqual(['a', 'b', 'c', 'a']);
  });
});
