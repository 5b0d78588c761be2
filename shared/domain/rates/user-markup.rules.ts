import { toCents } from '../money/cents.rules';

/** User markup and rounding (accounts §3 rate settings, §5: markup −100..100 %, rounding up/down/nearest). */
export const ROUNDING_TYPES = ['up', 'down', 'nearest'] as const;
export type RoundingType = (typeof ROUNDING_TYPES)[number];

/** percent: value is a percentage; dollars: value is a fixed dollar amount added per label (ours). */
export const MARKUP_UNITS = ['percent', 'dollars'] as const;
export type MarkupUnit = (typeof MARKUP_UNITS)[number];

export const MARKUP_PERCENT_MIN = -100;
export const MARKUP_PERCENT_MAX = 100;

export interface UserMarkup {
  active?: boolean | null;
  value?: number | null;
  units?: MarkupUnit | null;
}

export interface Rounding {
  active?: boolean | null;
  type?: RoundingType | null;
}

/** Rounding works to whole dollars (ours): 1249 → up 1300, down 1200, nearest 1200. */
export function roundCents(cents: number, type: RoundingType): number {
  const dollars = cents / 100;
  const rounded = type === 'up' ? Math.ceil(dollars) : type === 'down' ? Math.floor(dollars) : Math.round(dollars);
  return rounded * 100;
}

/** A rate after the user's markup (percent clamped to −100..100) and rounding; never below 0. */
export function applyUserMarkup(rateCents: number, markup?: UserMarkup | null, rounding?: Rounding | null): number {
  let cents = rateCents;
  if (markup?.active && typeof markup.value === 'number' && Number.isFinite(markup.value)) {
    if ((markup.units ?? 'percent') === 'percent') {
      const pct = Math.min(MARKUP_PERCENT_MAX, Math.max(MARKUP_PERCENT_MIN, markup.value));
      cents = Math.round(cents * (1 + pct / 100));
    } else {
      cents = cents + toCents(markup.value);
    }
  }
  if (rounding?.active && rounding.type) cents = roundCents(cents, rounding.type);
  return Math.max(0, cents);
}
