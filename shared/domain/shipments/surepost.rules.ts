import { OUR_MESSAGES } from '../validation/messages';
import { cubicInches, parseLengthUnit } from '../units/units.rules';

/** Surepost services (orders §5, accounts §5). */
export const SUREPOST_SERVICES = ['SurePostOver1Lb', 'SurePostUnder1Lb'] as const;
export const SUREPOST_MIN_LB = 1;
export const SUREPOST_MAX_LB = 9;
export const SUREPOST_MAX_CUBIC_IN = 1000;

export function isSurepostService(service: string | null | undefined): boolean {
  return (SUREPOST_SERVICES as readonly string[]).includes(service ?? '');
}

export interface SurepostCandidate {
  service: string;
  /** Shipment total in pounds (weight rules). */
  weightLb: number;
  dimensions?: { length: number; width: number; height: number; units?: string } | null;
  dryIce: boolean;
  hazmat: boolean;
}

/** Reasons a Surepost service cannot carry the parcel: weight 1–9 lb, volume ≤ 1000 in³, no dry ice, no hazmat. */
export function surepostIssues(c: SurepostCandidate): string[] {
  if (!isSurepostService(c.service)) return [];
  const issues: string[] = [];
  if (!(c.weightLb >= SUREPOST_MIN_LB && c.weightLb <= SUREPOST_MAX_LB)) issues.push(OUR_MESSAGES.surepostWeight);
  if (c.dimensions && cubicInches(c.dimensions, parseLengthUnit(c.dimensions.units) ?? 'in') > SUREPOST_MAX_CUBIC_IN)
    issues.push(OUR_MESSAGES.surepostVolume);
  if (c.dryIce) issues.push(OUR_MESSAGES.surepostDryIce);
  if (c.hazmat) issues.push(OUR_MESSAGES.surepostHazmat);
  return issues;
}
