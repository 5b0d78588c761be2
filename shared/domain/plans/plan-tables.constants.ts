import type { SubscriptionPlan } from '../statuses/account-states.constants';

/** Plan tables of accounts §9, money in integer cents. UNLIMITED is Infinity so `count < limit` just works. */
export const UNLIMITED = Number.POSITIVE_INFINITY;

/** 'v1' is the older table; 'v2' is ours for "current version" (the spec gives it no name). */
export const PLAN_VERSIONS = ['v1', 'v2'] as const;
export type PlanVersion = (typeof PLAN_VERSIONS)[number];
export const CURRENT_PLAN_VERSION: PlanVersion = 'v2';

export const PLAN_LIMIT_KEYS = ['labelsPerMonth', 'users', 'stores', 'carrierAccounts', 'automations'] as const;
export type PlanLimitKey = (typeof PLAN_LIMIT_KEYS)[number];
export type PlanLimits = Readonly<Record<PlanLimitKey, number>>;

export interface PlanRow {
  /** Monthly price in cents; null when the spec shows none. */
  monthlyPriceCents: number | null;
  /** Yearly price in cents; null when the plan has none or the spec shows none. */
  yearlyPriceCents: number | null;
  labelFeeCents: number;
  limits: PlanLimits;
  /** Limits the spec leaves "not shown" and we filled (docs/decisions.md). */
  decidedLimits: readonly PlanLimitKey[];
  /** Trial length in months (trial only). */
  trialMonths?: number;
}

/** Current version: shipments are labels per month. */
export const PLANS_V2: Readonly<Record<SubscriptionPlan, PlanRow>> = {
  start: {
    monthlyPriceCents: 0,
    yearlyPriceCents: null,
    labelFeeCents: 99,
    limits: { labelsPerMonth: 50, users: 1, stores: 1, carrierAccounts: 1, automations: 3 },
    decidedLimits: [],
  },
  grow: {
    monthlyPriceCents: 7900,
    yearlyPriceCents: 79900,
    labelFeeCents: 40,
    limits: { labelsPerMonth: 200, users: 2, stores: 2, carrierAccounts: 2, automations: 3 },
    decidedLimits: [],
  },
  scale: {
    monthlyPriceCents: 19900,
    yearlyPriceCents: 199900,
    labelFeeCents: 20,
    limits: { labelsPerMonth: UNLIMITED, users: UNLIMITED, stores: 3, carrierAccounts: 3, automations: UNLIMITED },
    decidedLimits: ['automations'],
  },
  enterprise: {
    monthlyPriceCents: 39900,
    yearlyPriceCents: 399900,
    labelFeeCents: 10,
    limits: {
      labelsPerMonth: UNLIMITED,
      users: UNLIMITED,
      stores: UNLIMITED,
      carrierAccounts: UNLIMITED,
      automations: UNLIMITED,
    },
    decidedLimits: [],
  },
  // Trial's fee (0.20) is scale's, so its unshown limits are scale's.
  trial: {
    monthlyPriceCents: 0,
    yearlyPriceCents: null,
    labelFeeCents: 20,
    trialMonths: 1,
    limits: { labelsPerMonth: UNLIMITED, users: UNLIMITED, stores: 3, carrierAccounts: 3, automations: UNLIMITED },
    decidedLimits: ['users', 'stores', 'carrierAccounts', 'automations'],
  },
};

/** Older version v1: unshown users/stores/carriers/automations of start and grow follow v2's same plan. */
export const PLANS_V1: Readonly<Record<SubscriptionPlan, PlanRow>> = {
  start: {
    monthlyPriceCents: 1900,
    yearlyPriceCents: 19900,
    labelFeeCents: 40,
    limits: { labelsPerMonth: 50, users: 1, stores: 1, carrierAccounts: 1, automations: 3 },
    decidedLimits: ['users', 'stores', 'carrierAccounts', 'automations'],
  },
  grow: {
    monthlyPriceCents: 3900,
    yearlyPriceCents: 39900,
    labelFeeCents: 20,
    limits: { labelsPerMonth: 300, users: 2, stores: 2, carrierAccounts: 2, automations: 3 },
    decidedLimits: ['users', 'stores', 'carrierAccounts', 'automations'],
  },
  scale: {
    monthlyPriceCents: 9900,
    yearlyPriceCents: 99900,
    labelFeeCents: 10,
    limits: { labelsPerMonth: 1000, users: 4, stores: 4, carrierAccounts: 4, automations: UNLIMITED },
    decidedLimits: ['automations'],
  },
  enterprise: {
    monthlyPriceCents: 19900,
    yearlyPriceCents: 199900,
    labelFeeCents: 5,
    limits: {
      labelsPerMonth: UNLIMITED,
      users: UNLIMITED,
      stores: UNLIMITED,
      carrierAccounts: UNLIMITED,
      automations: UNLIMITED,
    },
    decidedLimits: ['labelsPerMonth', 'users', 'stores', 'carrierAccounts', 'automations'],
  },
  // Trial's fee (0.05) is enterprise's, so its unshown limits are enterprise's.
  trial: {
    monthlyPriceCents: null,
    yearlyPriceCents: null,
    labelFeeCents: 5,
    limits: {
      labelsPerMonth: UNLIMITED,
      users: UNLIMITED,
      stores: UNLIMITED,
      carrierAccounts: UNLIMITED,
      automations: UNLIMITED,
    },
    decidedLimits: ['labelsPerMonth', 'users', 'stores', 'carrierAccounts', 'automations'],
  },
};

export const PLAN_TABLES: Readonly<Record<PlanVersion, Readonly<Record<SubscriptionPlan, PlanRow>>>> = {
  v1: PLANS_V1,
  v2: PLANS_V2,
};

/** Features gated by a paywalled list per plan (accounts §6). Only the confidence score is named by the spec. */
export const PAYWALLED_FEATURES = ['confidence_score'] as const;
export type PaywalledFeature = (typeof PAYWALLED_FEATURES)[number];

/** Features each plan is walled off from; start (the entry plan of both versions) lacks the confidence score. */
export const PAYWALL_BY_PLAN: Readonly<
  Record<PlanVersion, Readonly<Record<SubscriptionPlan, readonly PaywalledFeature[]>>>
> = {
  v1: { start: ['confidence_score'], grow: [], scale: [], enterprise: [], trial: [] },
  v2: { start: ['confidence_score'], grow: [], scale: [], enterprise: [], trial: [] },
};
