import { describe, expect, it } from 'vitest';
import {
  counterExpiry,
  decide,
  fixedWindowOf,
  retryAfterSeconds,
  type RateLimitRule,
} from '#lib/rate-limit/fixed-window';
import { makeRateLimiter, rateLimitKey, type WindowCounter } from '#lib/rate-limit/rate-limiter';
import { TooManyRequestsError } from '#lib/errors';

const RULE: RateLimitRule = { name: 'test', limit: 3, windowSeconds: 60 };
const T0 = Date.UTC(2026, 10, 27, 12, 0, 0); // a minute boundary

describe('fixed windows', () => {
  it.each([
    ['the boundary itself starts a window', T0, T0, T0 + 60_000],
    ['a moment later stays in it', T0 + 59_999, T0, T0 + 60_000],
    ['the next boundary starts the next', T0 + 60_000, T0 + 60_000, T0 + 120_000],
  ])('%s', (_name, now, start, end) => {
    expect(fixedWindowOf(now, 60)).toEqual({ startMs: start, endMs: end });
  });

  it('windows of an hour are aligned on the hour', () => {
    expect(fixedWindowOf(T0 + 25 * 60_000, 3600)).toEqual({ startMs: T0, endMs: T0 + 3_600_000 });
  });

  it('Retry-After is the whole seconds left, at least 1', () => {
    const window = fixedWindowOf(T0, 60);
    expect(retryAfterSeconds(T0, window)).toBe(60);
    expect(retryAfterSeconds(T0 + 58_001, window)).toBe(2);
    expect(retryAfterSeconds(T0 + 59_999, window)).toBe(1);
  });

  it('the counter lives a minute past its window (TTL, epoch seconds)', () => {
    expect(counterExpiry(fixedWindowOf(T0, 60))).toBe(T0 / 1000 + 120);
  });

  it('up to the limit is allowed; past it is refused with the time left', () => {
    const window = fixedWindowOf(T0, 60);
    expect(decide(RULE, 3, T0 + 10_000, window)).toEqual({ allowed: true, count: 3 });
    expect(decide(RULE, 4, T0 + 10_000, window)).toEqual({ allowed: false, count: 4, retryAfterSeconds: 50 });
  });
});

describe('makeRateLimiter', () => {
  function memoryCounter(): WindowCounter & { keys: string[] } {
    const counts = new Map<string, number>();
    const keys: string[] = [];
    return {
      keys,
      async increment(key, windowStart) {
        keys.push(key);
        const k = `${key}@${windowStart}`;
        counts.set(k, (counts.get(k) ?? 0) + 1);
        return counts.get(k)!;
      },
    };
  }

  it('refuses the attempt past the limit and lets the next window through', async () => {
    let now = T0 + 30_000;
    const limiter = makeRateLimiter(memoryCounter(), () => now);
    for (let i = 0; i < 3; i++) await limiter.take(RULE, '203.0.113.7');
    const refused = await limiter.take(RULE, '203.0.113.7').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TooManyRequestsError);
    expect((refused as TooManyRequestsError).retryAfterSeconds).toBe(30);
    expect((refused as TooManyRequestsError).statusCode).toBe(429);
    now = T0 + 60_000;
    await expect(limiter.take(RULE, '203.0.113.7')).resolves.toBeUndefined();
  });

  it('counts each client and each rule apart, under a hashed key that never holds the client', async () => {
    const counter = memoryCounter();
    const limiter = makeRateLimiter(counter, () => T0);
    for (let i = 0; i < 3; i++) await limiter.take(RULE, 'a');
    await expect(limiter.take(RULE, 'b')).resolves.toBeUndefined();
    await expect(limiter.take({ ...RULE, name: 'other' }, 'a')).resolves.toBeUndefined();
    expect(counter.keys.some((k) => k.includes('203.0.113') || k.endsWith('#a'))).toBe(false);
    expect(rateLimitKey(RULE, 'a')).not.toBe(rateLimitKey(RULE, 'b'));
    expect(rateLimitKey(RULE, 'x'.repeat(10_000)).length).toBeLessThan(64);
  });
});
