import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isExpired, readFresh, store } from '#domain/dates/expiry.rules';
import { GEOJSON_CACHE_MS } from '#domain/constants/limits.constants';

describe('stored values expire after a caller-given time (orders §9)', () => {
  it.each([
    ['fresh just before the lifetime', 0, 1000, 999, false],
    ['expired at the lifetime', 0, 1000, 1000, true],
    ['never expires without a lifetime', 0, undefined, 1e15, false],
  ])('orders §9: %s', (_n, at, ttl, now, expired) => {
    expect(isExpired(store('v', at, ttl), now)).toBe(expired);
  });

  it('accounts §7: the geojson is served from the store for 24 hours', () => {
    const entry = store({ type: 'FeatureCollection' }, 1_000, GEOJSON_CACHE_MS);
    expect(readFresh(entry, 1_000 + GEOJSON_CACHE_MS - 1)).toEqual({ type: 'FeatureCollection' });
    expect(readFresh(entry, 1_000 + GEOJSON_CACHE_MS)).toBeUndefined();
    expect(readFresh(undefined, 0)).toBeUndefined();
  });

  it('orders §9: once expired, a value stays expired', () => {
    fc.assert(
      fc.property(fc.nat(1e9), fc.nat(1e6), fc.nat(1e6), fc.nat(1e6), (at, ttl, a, b) => {
        const e = store(1, at, ttl);
        if (isExpired(e, at + a)) expect(isExpired(e, at + a + b)).toBe(true);
      }),
    );
  });
});
