import { describe, expect, it } from 'vitest';
import {
  EXPIRED_LOOKBACK_DAYS,
  REFRESH_WINDOW_DAYS,
  expiryDayOf,
  expiryDaysToScan,
  refreshDue,
} from '#domain/stores/store-token.rules';

const NOW = new Date('2026-11-28T07:00:00.000Z');

describe('store token refresh rules', () => {
  it.each([
    ['expires in 3 days: due', '2026-12-01T07:00:00Z', true],
    ['expires exactly at the window: due', '2026-12-05T07:00:00.000Z', true],
    ['expires a minute past the window: not yet', '2026-12-05T07:01:00.000Z', false],
    ['expired yesterday: due', '2026-11-27T07:00:00Z', true],
    ['expires in 30 days (just refreshed): not yet', '2026-12-28T07:00:00Z', false],
  ])('%s', (_name, expiresAt, due) => {
    expect(refreshDue(expiresAt, NOW)).toBe(due);
  });

  it('scans the lookback and the window by UTC day, today included', () => {
    const days = expiryDaysToScan(NOW);
    expect(days).toHaveLength(EXPIRED_LOOKBACK_DAYS + REFRESH_WINDOW_DAYS + 1);
    expect(days[0]).toBe('2026-11-14');
    expect(days).toContain('2026-11-28');
    expect(days.at(-1)).toBe('2026-12-05');
  });

  it('files a token under its UTC day', () => {
    expect(expiryDayOf('2026-12-01T23:30:00-06:00')).toBe('2026-12-02');
  });
});
