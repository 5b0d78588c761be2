/**
 * Average market rate markups (accounts §9): by service name first (overnight saver 1.39,
 * overnight 1.44, ground 1.11), otherwise by delivery days (1 → 1, 2 → 1.03, 3 → 1.15).
 * Other day counts and unknown days get 1 (no markup), ours.
 */
const SERVICE_MARKUPS: ReadonlyArray<readonly [RegExp, number]> = [
  // Saver before plain overnight: "Overnight Saver" also contains "overnight".
  [/overnight\s*saver/, 1.39],
  [/overnight/, 1.44],
  [/ground/, 1.11],
];

export const DELIVERY_DAY_MARKUPS: Readonly<Record<number, number>> = { 1: 1, 2: 1.03, 3: 1.15 };

export interface MarketRateInput {
  service?: string | null;
  deliveryDays?: number | null;
}

export function averageMarketRateMarkup({ service, deliveryDays }: MarketRateInput): number {
  const name = (service ?? '').toLowerCase().replace(/[_-]+/g, ' ');
  for (const [pattern, markup] of SERVICE_MARKUPS) if (pattern.test(name)) return markup;
  return (deliveryDays !== null && deliveryDays !== undefined && DELIVERY_DAY_MARKUPS[deliveryDays]) || 1;
}

/** The average market rate of a rate, in cents. */
export function averageMarketRateCents(rateCents: number, input: MarketRateInput): number {
  return Math.round(rateCents * averageMarketRateMarkup(input));
}
