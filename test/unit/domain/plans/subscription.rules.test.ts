import { describe, expect, it } from 'vitest';
import {
  effectivePlanSubject,
  gateFeature,
  newTrialSubscription,
  subscriptionSummary,
} from '#domain/plans/subscription.rules';

const NOW = new Date('2026-11-22T12:00:00.000Z');

describe('accounts §4, §9: subscriptions and the trial', () => {
  it('a new subscription is the trial of v2 ending one month later', () => {
    expect(newTrialSubscription(NOW)).toEqual({
      selectedPlan: 'trial',
      subscriptionVersion: 'v2',
      trialEndDate: '2026-12-22T12:00:00.000Z',
    });
  });

  it.each([
    {
      name: 'trial before its end',
      sub: { selectedPlan: 'trial', subscriptionVersion: 'v2', trialEndDate: '2026-11-22T12:00:00.001Z' },
      plan: 'trial',
    },
    {
      name: 'trial at its end date (ends there)',
      sub: { selectedPlan: 'trial', subscriptionVersion: 'v2', trialEndDate: NOW.toISOString() },
      plan: 'start',
    },
    { name: 'trial without an end date', sub: { selectedPlan: 'trial', subscriptionVersion: 'v2' }, plan: 'start' },
    { name: 'grow', sub: { selectedPlan: 'grow', subscriptionVersion: 'v2' }, plan: 'grow' },
    { name: 'no subscription', sub: undefined, plan: 'start' },
  ])('accounts §4: $name → plan $plan', ({ sub, plan }) => {
    expect(effectivePlanSubject(sub, NOW).selectedPlan).toBe(plan);
  });
});

describe('accounts §6: the confidence score is gated by plan', () => {
  it.each([
    {
      sub: { selectedPlan: 'start', subscriptionVersion: 'v2' },
      expected: { allowed: false, outcome: 'upgrade_prompt' },
    },
    {
      sub: { selectedPlan: 'start', subscriptionVersion: 'v2', isSubscriptionPaused: true },
      expected: { allowed: false, outcome: 'subscription_inactive' },
    },
    { sub: { selectedPlan: 'start', subscriptionVersion: 'v2', bypassPlanGating: true }, expected: { allowed: true } },
    { sub: { selectedPlan: 'scale', subscriptionVersion: 'v1' }, expected: { allowed: true } },
  ])('$sub → $expected', ({ sub, expected }) => {
    expect(gateFeature(sub, 'confidence_score', NOW)).toMatchObject(expected);
  });

  it('a closed gate carries the message for the merchant', () => {
    expect(gateFeature(undefined, 'confidence_score', NOW).message).toBe(
      'The confidence score is not included in your plan. Upgrade your plan in Billing to use it.',
    );
  });
});

describe('accounts §3, §4: the plan as the Settings page shows it', () => {
  it.each([
    {
      name: 'trial in its month',
      sub: { selectedPlan: 'trial', subscriptionVersion: 'v2', trialEndDate: '2026-12-01T00:00:00.000Z' },
      expected: { plan: 'trial', status: 'trial', trialEndDate: '2026-12-01T00:00:00.000Z' },
    },
    {
      name: 'trial past its end',
      sub: { selectedPlan: 'trial', subscriptionVersion: 'v2', trialEndDate: '2026-11-01T00:00:00.000Z' },
      expected: { plan: 'trial', status: 'trial_ended' },
    },
    {
      name: 'grow',
      sub: { selectedPlan: 'grow', subscriptionVersion: 'v2' },
      expected: { plan: 'grow', planVersion: 'v2', status: 'active' },
    },
    {
      name: 'canceled wins over the plan',
      sub: { selectedPlan: 'grow', subscriptionVersion: 'v1', isSubscriptionCanceled: true },
      expected: { plan: 'grow', planVersion: 'v1', status: 'canceled' },
    },
    {
      name: 'paused',
      sub: { selectedPlan: 'scale', subscriptionVersion: 'v2', isSubscriptionPaused: true },
      expected: { status: 'paused' },
    },
    { name: 'none: start', sub: undefined, expected: { plan: 'start', status: 'active' } },
  ])('$name', ({ sub, expected }) => {
    expect(subscriptionSummary(sub, NOW)).toMatchObject(expected);
  });
});
