/**
 * Full coverage (Shipdeck's own shipment insurance, bought with the label) as sandbox data: the
 * tariff the local stack and the tests price with until a live insurer answers its own premium.
 *
 * Source: set by Shipdeck for the sandbox, in the shape third-party parcel insurers publish
 * (a rate per $100 or part of $100 of declared value, a minimum premium per shipment and a
 * per-shipment ceiling). Not an insurer's filed rate; the figures are ours. Perishables are
 * covered for spoilage and delay, which is why the rate sits above a carrier's declared-value
 * surcharge for the first $100.
 */
export interface FullCoverageTariff {
  sandbox: true;
  source: string;
  effective: string;
  /** The insurer named on the coverage record and the claim. */
  insurer: string;
  /** Premium per $100 (or part of $100) of the whole declared value. */
  perHundredCents: number;
  /** The least premium of a covered shipment. */
  minimumCents: number;
  /** The most one shipment may declare. */
  maxDeclaredCents: number;
}

export const FULL_COVERAGE_TARIFF: FullCoverageTariff = {
  sandbox: true,
  source: 'Shipdeck sandbox tariff (per-$100 rate with a minimum, as parcel insurers publish theirs); not a filed rate',
  effective: '2026-01-01',
  insurer: 'Shipdeck Full Coverage (sandbox)',
  perHundredCents: 95,
  minimumCents: 250,
  maxDeclaredCents: 2_500_000,
};
