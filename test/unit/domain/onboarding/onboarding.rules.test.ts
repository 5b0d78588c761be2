import { describe, expect, it } from 'vitest';
import {
  EMPTY_PROGRESS,
  ONBOARDING_STEPS,
  isOnboardingComplete,
  resumeStep,
  settleStep,
  shouldRedirectToOnboarding,
  type OnboardingProgress,
} from '#domain/onboarding/onboarding.rules';
import { ONBOARDING_MESSAGES, onboardingStepRequestSchema } from '#domain/onboarding/onboarding.schema';
// The onboarding step's schedule is the basics; the whole schedule (holidays, blackout dates) is the settings page's.
import {
  shippingScheduleBasicsSchema as shippingScheduleSchema,
  SHIPPING_SCHEDULE_MESSAGES,
} from '#domain/shipping-schedule/shipping-schedule.schema';
import { MESSAGES } from '#domain/validation/messages';

const T = '2026-11-27T10:00:00.000Z';
const settleAll = (skip: readonly string[] = []): OnboardingProgress =>
  ONBOARDING_STEPS.reduce(
    (p, step) => settleStep(p, step, skip.includes(step) ? 'skipped' : 'done', T),
    EMPTY_PROGRESS as OnboardingProgress,
  );

describe('accounts §2 onboarding redirect', () => {
  const base = { hasOrder: false, onboardingComplete: false, path: '/orders', allowShopifyToken: false };
  it.each([
    ['no order, not complete, an app page', base, true],
    ['no order, not complete, the home page', { ...base, path: '/' }, true],
    ['the account has an order', { ...base, hasOrder: true }, false],
    ['onboarding is complete', { ...base, onboardingComplete: true }, false],
    ['on the onboarding page', { ...base, path: '/onboarding-wizard' }, false],
    ['on the onboarding page, trailing slash', { ...base, path: '/onboarding-wizard/' }, false],
    ['on the shopify install page', { ...base, path: '/shopify/install' }, false],
    ['on the shopify token page', { ...base, path: '/shopify/token' }, false],
    [
      'on the shopify token page when that is allowed',
      { ...base, path: '/shopify/token', allowShopifyToken: true },
      true,
    ],
    ['a page whose name only starts like the wizard', { ...base, path: '/onboarding-wizardry' }, true],
  ])('%s', (_rule, input, expected) => {
    expect(shouldRedirectToOnboarding(input)).toBe(expected);
  });
});

describe('accounts §5 Onboarding: steps, resume and completion', () => {
  it('a new account resumes at the first step and is not complete', () => {
    expect(resumeStep(EMPTY_PROGRESS)).toBe('company');
    expect(isOnboardingComplete(EMPTY_PROGRESS)).toBe(false);
  });

  it('resumes at the first unsettled step, not the last one touched', () => {
    const p = settleStep(settleStep(EMPTY_PROGRESS, 'company', 'done', T), 'schedule', 'done', T);
    expect(resumeStep(p)).toBe('warehouse');
  });

  it('complete once every step is done or skipped; completion stamped once by the server time given', () => {
    const done = settleAll(['store', 'funds']);
    expect(isOnboardingComplete(done)).toBe(true);
    expect(done.completedAt).toBe(T);
    expect(resumeStep(done)).toBe('finish');
    const redone = settleStep(done, 'company', 'done', '2026-12-01T00:00:00.000Z');
    expect(redone.completedAt).toBe(T);
  });

  it('one step short is not complete', () => {
    const p = ONBOARDING_STEPS.slice(0, -1).reduce((acc, s) => settleStep(acc, s, 'done', T), EMPTY_PROGRESS);
    expect(isOnboardingComplete(p)).toBe(false);
    expect(p.completedAt).toBeUndefined();
    expect(resumeStep(p)).toBe('funds');
  });
});

/** The first field message a request is refused with, by dotted path (what the form shows). */
function fieldErrors(value: unknown): Record<string, string> {
  const r = onboardingStepRequestSchema.safeParse(value);
  const out: Record<string, string> = {};
  for (const issue of r.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('accounts §5 Onboarding: each step request, with the spec messages', () => {
  it.each([
    ['company name required', { step: 'company', companyName: ' ' }, { companyName: MESSAGES.required }],
    ['company name at most 30', { step: 'company', companyName: 'x'.repeat(31) }, { companyName: MESSAGES.tooLong }],
    ['company name given', { step: 'company', companyName: 'Frozen Co' }, {}],
    [
      'shipping schedule needs a timezone',
      { step: 'schedule', schedule: { timezone: '', shipDays: ['mon'], cutoffTime: '14:00' } },
      { 'schedule.timezone': MESSAGES.required },
    ],
    [
      'a timezone must be a real one',
      { step: 'schedule', schedule: { timezone: 'Mars/Olympus', shipDays: ['mon'], cutoffTime: '14:00' } },
      { 'schedule.timezone': MESSAGES.invalid },
    ],
    [
      'cutoff is HH:mm',
      { step: 'schedule', schedule: { timezone: 'America/Chicago', shipDays: ['mon'], cutoffTime: '25:00' } },
      { 'schedule.cutoffTime': SHIPPING_SCHEDULE_MESSAGES.cutoffFormat },
    ],
    [
      'at least one ship day',
      { step: 'schedule', schedule: { timezone: 'America/Chicago', shipDays: [], cutoffTime: '14:00' } },
      { 'schedule.shipDays': SHIPPING_SCHEDULE_MESSAGES.atLeastOneDay },
    ],
    [
      'a preferred service must be a known one',
      { step: 'services', anyServiceSelected: true, preferredServices: ['UPS:Teleport'] },
      { 'preferredServices.0': MESSAGES.invalid },
    ],
    ['the skippable steps say whether they are skipped', { step: 'store' }, { skip: MESSAGES.invalid }],
    ['an unknown step', { step: 'finish' }, { step: MESSAGES.invalid }],
  ])('%s', (_rule, value, expected) => {
    expect(fieldErrors(value)).toEqual(expected);
  });

  it('the server owns the timestamps: a body naming them does not carry them through', () => {
    const r = onboardingStepRequestSchema.parse({ step: 'warehouse', at: 'yesterday', completedAt: 'now' });
    expect(r).toEqual({ step: 'warehouse' });
  });

  it('the schedule schema takes a full schedule', () => {
    expect(
      shippingScheduleSchema.parse({ timezone: 'America/New_York', shipDays: ['mon', 'fri'], cutoffTime: '09:30' }),
    ).toEqual({ timezone: 'America/New_York', shipDays: ['mon', 'fri'], cutoffTime: '09:30' });
  });

  it('the server-checked messages stay the spec words where it has them', () => {
    expect(ONBOARDING_MESSAGES.logoRequired).toBe(MESSAGES.required);
  });
});
