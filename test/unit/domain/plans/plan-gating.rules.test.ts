import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PLANS_V1, PLANS_V2, PLAN_LIMIT_KEYS, UNLIMITED } from '#domain/plans/plan-tables.constants';
import {
  checkFeature,
  checkLabelPurchase,
  checkPlanLimit,
  isFeatureAvailable,
  isTrialActive,
  labelFeeCents,
  planLimit,
  planOf,
  planVersionOf,
} from '#domain/plans/plan-gating.rules';
import { canShowLateShipments, hasFeature } from '#domain/plans/feature-flags.rules';
import { SUBSCRIPTION_PLANS } from '#domain/statuses/account-states.constants';

describe('plan tables (accounts §9)', () => {
  it.each([
    // plan, price monthly, yearly, fee, labels, users, stores, carriers, automations
    ['start', 0, null, 99, 50, 1, 1, 1, 3],
    ['grow', 7900, 79900, 40, 200, 2, 2, 2, 3],
    ['scale', 19900, 199900, 20, UNLIMITED, UNLIMITED, 3, 3, UNLIMITED],
    ['enterprise', 39900, 399900, 10, UNLIMITED, UNLIMITED, UNLIMITED, UNLIMITED, UNLIMITED],
    ['trial', 0, null, 20, UNLIMITED, UNLIMITED, 3, 3, UNLIMITED],
  ] as const)('accounts §9 current: %s', (plan, monthly, yearly, fee, labels, users, stores, carriers, automations) => {
    const row = PLANS_V2[plan];
    expect([row.monthlyPriceCents, row.yearlyPriceCents, row.labelFeeCents]).toEqual([monthly, yearly, fee]);
    expect(row.limits).toEqual({ labelsPerMonth: labels, users, stores, carrierAccounts: carriers, automations });
  });

  it('accounts §9 current: trial is free for one month', () => {
    expect(PLANS_V2.trial.trialMonths).toBe(1);
  });

  it.each([
    ['start', 1900, 19900, 40, 50],
    ['grow', 3900, 39900, 20, 300],
    ['scale', 9900, 99900, 10, 1000],
    ['enterprise', 19900, 199900, 5, UNLIMITED],
    ['trial', null, null, 5, UNLIMITED],
  ] as const)('accounts §9 v1: %s', (plan, monthly, yearly, fee, labels) => {
    const row = PLANS_V1[plan];
    expect([row.monthlyPriceCents, row.yearlyPriceCents, row.labelFeeCents, row.limits.labelsPerMonth]).toEqual([
      monthly,
      yearly,
      fee,
      labels,
    ]);
  });

  it('accounts §9 v1: scale has 4 users, stores and carriers', () => {
    expect(PLANS_V1.scale.limits).toMatchObject({ users: 4, stores: 4, carrierAccounts: 4 });
  });

  it('accounts §9: limits never shrink going up a plan (start ≤ grow ≤ scale ≤ enterprise)', () => {
    for (const table of [PLANS_V1, PLANS_V2]) {
      for (const key of PLAN_LIMIT_KEYS) {
        const ladder = (['start', 'grow', 'scale', 'enterprise'] as const).map((p) => table[p].limits[key]);
        expect([...ladder].sort((a, b) => a - b)).toEqual(ladder);
      }
    }
  });
});

describe('plan gating (accounts §6)', () => {
  it.each([
    [{}, 'v2'],
    [{ subscriptionVersion: 'v1' }, 'v1'],
    [{ subscriptionVersion: 1 }, 'v1'],
    [{ subscriptionVersion: 'v2' }, 'v2'],
  ] as const)('accounts §3/§9: version of %o is %s', (subject, version) => {
    expect(planVersionOf(subject)).toBe(version);
  });

  it('accounts §9: unknown plans are treated as start; label fee follows plan and version', () => {
    expect(planOf({ selectedPlan: 'gold' })).toBe('start');
    expect(labelFeeCents({ selectedPlan: 'grow' })).toBe(40);
    expect(labelFeeCents({ selectedPlan: 'grow', subscriptionVersion: 'v1' })).toBe(20);
    expect(planLimit({ selectedPlan: 'scale', subscriptionVersion: 'v1' }, 'labelsPerMonth')).toBe(1000);
  });

  it.each<
    [
      string,
      Parameters<typeof checkPlanLimit>[0],
      Parameters<typeof checkPlanLimit>[1],
      number,
      ReturnType<typeof checkPlanLimit>,
    ]
  >([
    [
      'start user adds a second user',
      { selectedPlan: 'start' },
      'users',
      1,
      { allowed: false, outcome: 'upgrade_prompt' },
    ],
    ['grow user adds a second store', { selectedPlan: 'grow' }, 'stores', 1, { allowed: true }],
    [
      'grow user adds a third store',
      { selectedPlan: 'grow' },
      'stores',
      2,
      { allowed: false, outcome: 'upgrade_prompt' },
    ],
    [
      'start user adds a 4th automation',
      { selectedPlan: 'start' },
      'automations',
      3,
      { allowed: false, outcome: 'upgrade_prompt' },
    ],
    [
      'enterprise adds its 1000th carrier account',
      { selectedPlan: 'enterprise' },
      'carrierAccounts',
      999,
      { allowed: true },
    ],
    [
      'over limit and canceled',
      { selectedPlan: 'start', isSubscriptionCanceled: true },
      'users',
      1,
      { allowed: false, outcome: 'subscription_inactive' },
    ],
    [
      'over limit and paused',
      { selectedPlan: 'start', isSubscriptionPaused: true },
      'stores',
      1,
      { allowed: false, outcome: 'subscription_inactive' },
    ],
    ['bypass skips the limit', { selectedPlan: 'start', bypassPlanGating: true }, 'users', 5, { allowed: true }],
  ])('accounts §6: %s', (_n, subject, key, current, expected) => {
    expect(checkPlanLimit(subject, key, current)).toEqual(expected);
  });

  it.each<[string, Parameters<typeof checkLabelPurchase>[0], ReturnType<typeof checkLabelPurchase>]>([
    ['start with 49 labels', { selectedPlan: 'start', labelCounter: 49 }, { allowed: true }],
    [
      'start with 50 labels',
      { selectedPlan: 'start', labelCounter: 50 },
      { allowed: false, outcome: 'upgrade_prompt' },
    ],
    [
      'v1 grow with 299 labels',
      { selectedPlan: 'grow', subscriptionVersion: 'v1', labelCounter: 299 },
      { allowed: true },
    ],
    ['scale unlimited', { selectedPlan: 'scale', labelCounter: 1e6 }, { allowed: true }],
    [
      'canceled subscription blocks even under limit',
      { selectedPlan: 'scale', labelCounter: 0, isSubscriptionCanceled: true },
      { allowed: false, outcome: 'subscription_inactive' },
    ],
    [
      'paused subscription blocks',
      { selectedPlan: 'grow', isSubscriptionPaused: true },
      { allowed: false, outcome: 'subscription_inactive' },
    ],
    [
      'bypass does not lift an inactive subscription',
      { selectedPlan: 'grow', isSubscriptionPaused: true, bypassPlanGating: true },
      { allowed: false, outcome: 'subscription_inactive' },
    ],
    [
      'bypass lifts the monthly limit',
      { selectedPlan: 'start', labelCounter: 500, bypassPlanGating: true },
      { allowed: true },
    ],
  ])('accounts §4/§6: label purchase, %s', (_n, subject, expected) => {
    expect(checkLabelPurchase(subject)).toEqual(expected);
  });

  it('accounts §6: the confidence score is paywalled on start, open on higher plans and with bypass', () => {
    expect(isFeatureAvailable({ selectedPlan: 'start' }, 'confidence_score')).toBe(false);
    expect(checkFeature({ selectedPlan: 'start' }, 'confidence_score')).toEqual({
      allowed: false,
      outcome: 'upgrade_prompt',
    });
    expect(checkFeature({ selectedPlan: 'start', isSubscriptionCanceled: true }, 'confidence_score')).toEqual({
      allowed: false,
      outcome: 'subscription_inactive',
    });
    for (const plan of ['grow', 'scale', 'enterprise', 'trial'])
      expect(isFeatureAvailable({ selectedPlan: plan }, 'confidence_score')).toBe(true);
    expect(isFeatureAvailable({ selectedPlan: 'start', bypassPlanGating: true }, 'confidence_score')).toBe(true);
  });

  it('accounts §6: within the limit is allowed, past it is not (any plan, any count)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SUBSCRIPTION_PLANS),
        fc.constantFrom(...PLAN_LIMIT_KEYS),
        fc.nat(2000),
        (plan, key, current) => {
          const limit = planLimit({ selectedPlan: plan }, key);
          expect(checkPlanLimit({ selectedPlan: plan }, key, current).allowed).toBe(current + 1 <= limit);
        },
      ),
    );
  });

  it.each([
    ['before the end date', '2026-05-01T00:00:00Z', '2026-04-30T23:59:59Z', true],
    ['at the end date', '2026-05-01T00:00:00Z', '2026-05-01T00:00:00Z', false],
    ['after the end date', '2026-05-01T00:00:00Z', '2026-06-01T00:00:00Z', false],
    ['no end date', null, '2026-06-01T00:00:00Z', false],
  ] as const)('accounts §4: trial %s', (_n, end, now, active) => {
    expect(isTrialActive(end, new Date(now))).toBe(active);
  });
});

describe('feature flags (orders §6, accounts §6)', () => {
  it('accounts §6: kitting and shipping schedule follow their flag', () => {
    expect(hasFeature({ kitting: true }, 'kitting')).toBe(true);
    expect(hasFeature({ kitting: false }, 'kitting')).toBe(false);
    expect(hasFeature(undefined, 'shippingSchedule')).toBe(false);
    expect(hasFeature({ shippingSchedule: true }, 'shippingSchedule')).toBe(true);
  });

  it('accounts §6: late shipments need the feature, the enabled flag and the preference', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (feature, enabled, pref) => {
        expect(
          canShowLateShipments({
            features: { lateShipments: feature },
            lateShipmentsEnabled: enabled,
            showLateShipments: pref,
          }),
        ).toBe(feature && enabled && pref);
      }),
    );
  });
});
