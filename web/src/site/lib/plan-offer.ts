import { formatCents } from '#domain/money/cents.rules';
import { CHOOSABLE_PLANS, PLAN_NAMES, type BillingCycle, type ChoosablePlan } from '#domain/plans/plan-change.rules';
import {
  CURRENT_PLAN_VERSION,
  PLAN_TABLES,
  UNLIMITED,
  type PlanLimitKey,
  type PlanRow,
  type PlanVersion,
} from '#domain/plans/plan-tables.constants';

/** How the site words each plan limit (accounts §9: shipments are labels per month). */
export const LIMIT_LABELS: Readonly<Record<PlanLimitKey, string>> = {
  labelsPerMonth: 'Shipments a month',
  users: 'Users',
  stores: 'Stores',
  carrierAccounts: 'Carrier accounts',
  automations: 'Automations',
};

/** The same limits as a card reads them after the number: one and many. */
const LIMIT_UNITS: Readonly<Record<PlanLimitKey, readonly [string, string]>> = {
  labelsPerMonth: ['shipment a month', 'shipments a month'],
  users: ['user', 'users'],
  stores: ['store', 'stores'],
  carrierAccounts: ['carrier account', 'carrier accounts'],
  automations: ['automation', 'automations'],
};

export const limitUnit = (key: PlanLimitKey, value: number) => LIMIT_UNITS[key][value === 1 ? 0 : 1];

/** Who each plan is for, in a merchant's words. */
export const PLAN_PITCH: Readonly<Record<ChoosablePlan, string>> = {
  start: 'Try Shipdeck on your first orders and pay only per label.',
  grow: 'For a growing shop shipping every week from one kitchen or warehouse.',
  scale: 'For busy seasons: unlimited shipments and a lower fee on every label.',
  enterprise: 'For multi-store, multi-warehouse operations with many hands on deck.',
};

export interface PlanOffer {
  plan: ChoosablePlan;
  name: string;
  /** '$79.00', 'Free'; undefined when the table shows no price for this cycle. */
  price?: string;
  /** 'per month' / 'per year' / 'no plan fee'. */
  per?: string;
  /** What the yearly price saves against twelve monthly payments, e.g. '$149.00'. */
  yearlySaving?: string;
  labelFee: string;
  /** `value` as shown ('Unlimited', '1,000'); `unit` the words after it on a card ('user', 'users'). */
  limits: readonly { key: PlanLimitKey; label: string; value: string; unit: string }[];
}

export const formatLimit = (value: number) => (value === UNLIMITED ? 'Unlimited' : value.toLocaleString('en-US'));

/** The choosable plans of one table version for a billing cycle, read from the plan source. */
export function planOffers(version: PlanVersion, cycle: BillingCycle): PlanOffer[] {
  return CHOOSABLE_PLANS.map((plan) => offerOf(plan, PLAN_TABLES[version][plan], cycle));
}

function offerOf(plan: ChoosablePlan, row: PlanRow, cycle: BillingCycle): PlanOffer {
  // A free plan is free whichever way it is billed; a paid plan without a yearly price has none to show.
  const cents =
    cycle === 'yearly' ? (row.yearlyPriceCents ?? (row.monthlyPriceCents === 0 ? 0 : null)) : row.monthlyPriceCents;
  const saving =
    cycle === 'yearly' && row.yearlyPriceCents !== null && row.monthlyPriceCents !== null
      ? row.monthlyPriceCents * 12 - row.yearlyPriceCents
      : 0;
  return {
    plan,
    name: PLAN_NAMES[plan],
    price: cents === null ? undefined : cents === 0 ? 'Free' : formatCents(cents),
    per: cents === null ? undefined : cents === 0 ? 'no plan fee' : cycle === 'yearly' ? 'per year' : 'per month',
    yearlySaving: saving > 0 ? formatCents(saving) : undefined,
    labelFee: formatCents(row.labelFeeCents),
    limits: (Object.keys(LIMIT_LABELS) as PlanLimitKey[]).map((key) => ({
      key,
      label: LIMIT_LABELS[key],
      value: formatLimit(row.limits[key]),
      unit: limitUnit(key, row.limits[key]),
    })),
  };
}

/** The trial every account starts on (accounts §9), from the current table. */
export function trialOffer(): { months: number; labelFee: string } {
  const trial = PLAN_TABLES[CURRENT_PLAN_VERSION].trial;
  return { months: trial.trialMonths ?? 1, labelFee: formatCents(trial.labelFeeCents) };
}
