/** Address confidence score (orders §7, §9; accounts §7, §9). */

/** POST /orders/delivery-defense answers `score`; the confidence score is score / 10. */
export function toConfidenceScore(score: number | null | undefined): number | undefined {
  return typeof score === 'number' && Number.isFinite(score) ? score / 10 : undefined;
}

/** Bands as the spec writes them; each band holds its lower bound. */
export const CONFIDENCE_BANDS = ['80-100', '60-79.99', '35-59.99', '10-34.99'] as const;
export type ConfidenceBand = (typeof CONFIDENCE_BANDS)[number];
const BAND_FLOOR: Readonly<Record<ConfidenceBand, number>> = {
  '80-100': 80,
  '60-79.99': 60,
  '35-59.99': 35,
  '10-34.99': 10,
};
const BAND_CEILING: Readonly<Record<ConfidenceBand, number>> = {
  '80-100': 100,
  '60-79.99': 80,
  '35-59.99': 60,
  '10-34.99': 35,
};

/** The band of a score, or undefined below 10 (the table starts at 10). */
export function confidenceBand(confidence: number): ConfidenceBand | undefined {
  return CONFIDENCE_BANDS.find((b) => confidence >= BAND_FLOOR[b]);
}

export const RISK_LEVELS = ['very_high', 'high', 'mid', 'low'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
export const RISK_LABELS: Readonly<Record<RiskLevel, string>> = {
  very_high: 'Very High Risk',
  high: 'High Risk',
  mid: 'Mid Risk',
  low: 'Low Risk',
};

/** Risk bands 0-35 very high, 35-60 high, 60-80 mid, 80+ low; a shared bound belongs to the safer band. */
export function riskLevel(confidence: number): RiskLevel {
  if (confidence >= 80) return 'low';
  if (confidence >= 60) return 'mid';
  if (confidence >= 35) return 'high';
  return 'very_high';
}

export interface ConfidenceScoreInsurance {
  active?: boolean | null;
  band?: ConfidenceBand | null;
}

/**
 * Insurance is auto-added by the configured band: when the score falls in that band or a riskier
 * (lower) one. No score, inactive setting or no band → not added.
 */
export function shouldAutoAddInsurance(
  confidence: number | null | undefined,
  setting: ConfidenceScoreInsurance | null | undefined,
): boolean {
  if (
    !setting?.active ||
    !setting.band ||
    confidence === null ||
    confidence === undefined ||
    !Number.isFinite(confidence)
  )
    return false;
  // The safest band is the top of the ladder: choosing it insures every scored address.
  return setting.band === '80-100' || confidence < BAND_CEILING[setting.band];
}
