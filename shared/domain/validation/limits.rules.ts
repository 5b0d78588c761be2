import { MESSAGES } from './messages';
import {
  convertLength,
  fromPounds,
  parseLengthUnit,
  parseWeightUnit,
  toInchesExact,
  toPoundsExact,
  type LengthUnit,
  type WeightUnit,
} from '../units/units.rules';

/** Limits of orders §9 / accounts §9, in the units the spec states them in. */
export const MAX_DIMENSION_IN = 108;
export const MAX_WEIGHT_LB = 150;
export const LETTER_PACKAGE_MAX_LB = 1;
export const INTERNATIONAL_DRY_ICE_MAX_LB = 5.5;

/** The 108 in limit expressed in the unit the user typed, rounded to 4 decimals. */
export function maxDimensionIn(unit: LengthUnit): number {
  return convertLength(MAX_DIMENSION_IN, 'in', unit);
}

export function maxWeightIn(unit: WeightUnit): number {
  return fromPounds(MAX_WEIGHT_LB, unit);
}

/**
 * 'Max dimension allowed: {n}{unit}' when a side exceeds 108 in, else undefined.
 * The comparison is made in inches, unrounded, so the limit itself always passes.
 */
export function maxDimensionIssue(value: number, unit: LengthUnit | string = 'in'): string | undefined {
  const u = parseLengthUnit(unit) ?? 'in';
  if (!Number.isFinite(value) || toInchesExact(value, u) <= MAX_DIMENSION_IN + 1e-9) return undefined;
  return MESSAGES.maxDimension(maxDimensionIn(u), u);
}

/** 'Max weight allowed: {n}{unit}' when a weight exceeds 150 lb, else undefined. */
export function maxWeightIssue(value: number, unit: WeightUnit | string = 'lb'): string | undefined {
  const u = parseWeightUnit(unit) ?? 'lb';
  if (!Number.isFinite(value) || toPoundsExact(value, u) <= MAX_WEIGHT_LB + 1e-9) return undefined;
  return MESSAGES.maxWeight(maxWeightIn(u), u);
}
