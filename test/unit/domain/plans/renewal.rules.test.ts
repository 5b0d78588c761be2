import { describe, expect, it } from 'vitest';
import {
  CHARGE_CLAIM_MS,
  chargeInProgress,
  periodEnd,
  renewalOf,
  withoutChargeClaim,
} from '#domain/plans/plan-change.rules';

const grow = {
  selectedPlan: 'grow',
  subscriptionVersion: 'v2',
  billingCycle: 'monthly' as const,
  currentPeriodStart: '2026-01-15T00:00:00.000Z',
  currentPeriodEnd: '2026-02-15T00:00:00.000Z',
};

describe('periodEnd: a month or a year on, never spilling into the next month', () => {
  it('keeps the day, or takes the month’s last day', () => {
    const end = (iso: string, cycle: 'monthly' | 'yearly') => periodEnd(new Date(iso), cycle).toISOString();
    expect(end('2026-01-15T00:00:00.000Z', 'monthly')).toBe('2026-02-15T00:00:00.000Z');
    expect(end('2026-01-31T00:00:00.000Z', 'monthly')).toBe('2026-02-28T00:00:00.000Z');
    expect(end('2028-01-31T00:00:00.000Z', 'monthly')).toBe('2028-02-29T00:00:00.000Z');
    expect(end('2026-12-31T09:30:00.000Z', 'monthly')).toBe('2027-01-31T09:30:00.000Z');
    expect(end('2028-02-29T00:00:00.000Z', 'yearly')).toBe('2029-02-28T00:00:00.000Z');
    expect(end('2026-03-10T00:00:00.000Z', 'yearly')).toBe('2027-03-10T00:00:00.000Z');
  });
});

describe('renewalOf (accounts §4 subscription invoice, §9 prices)', () => {
  it('is not due before the period ends, due from its end with the next period and its price', () => {
    expect(renewalOf(grow, new Date('2026-02-14T23:59:59Z'))).toEqual({
      kind: 'not_due',
      renewsAt: '2026-02-15T00:00:00.000Z',
    });
    expect(renewalOf(grow, new Date('2026-02-15T00:00:00Z'))).toEqual({
      kind: 'due',
      periodStart: '2026-02-15T00:00:00.000Z',
      periodEnd: '2026-03-15T00:00:00.000Z',
      priceCents: 7900,
      entryId: 'subscription#grow#monthly#2026-02-15',
      description: 'Grow plan, monthly renewal ($79.00)',
    });
  });

  it('keeps the plan version and cycle: v1 Scale yearly renews at $999', () => {
    const v1 = { ...grow, selectedPlan: 'scale', subscriptionVersion: 'v1', billingCycle: 'yearly' as const };
    const due = renewalOf(v1, new Date('2026-03-01T00:00:00Z'));
    expect(due).toMatchObject({ kind: 'due', priceCents: 99900, periodEnd: '2027-02-15T00:00:00.000Z' });
  });

  it('never renews a canceled or paused subscription, a free plan or the trial', () => {
    const later = new Date('2027-01-01T00:00:00Z');
    expect(renewalOf({ ...grow, isSubscriptionCanceled: true }, later).kind).toBe('none');
    expect(renewalOf({ ...grow, isSubscriptionPaused: true }, later).kind).toBe('none');
    expect(renewalOf({ ...grow, selectedPlan: 'start' }, later).kind).toBe('none');
    expect(
      renewalOf({ selectedPlan: 'trial', subscriptionVersion: 'v2', trialEndDate: '2026-02-01' }, later).kind,
    ).toBe('none');
  });
});

describe('chargeInProgress: a plan charge holds the subscription for CHARGE_CLAIM_MS', () => {
  const since = '2026-02-15T01:00:00.000Z';
  const claimed = { ...grow, chargingEntryId: 'subscription#grow#monthly#x', chargingSince: since };
  const at = (ms: number) => new Date(Date.parse(since) + ms);

  it('holds from the claim until just before it lapses', () => {
    expect(chargeInProgress(claimed, at(0))).toBe(true);
    expect(chargeInProgress(claimed, at(CHARGE_CLAIM_MS - 1))).toBe(true);
    expect(chargeInProgress(claimed, at(CHARGE_CLAIM_MS))).toBe(false);
  });

  it('no claim, or an unreadable one, holds nothing', () => {
    expect(chargeInProgress(grow, at(0))).toBe(false);
    expect(chargeInProgress({ ...grow, chargingSince: 'soon' }, at(0))).toBe(false);
  });

  it('withoutChargeClaim keeps everything else', () => {
    expect(withoutChargeClaim(claimed)).toEqual(grow);
  });
});
