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
 * 'Max dimension allowed: {n}{unit}' when a side exceeds `limitIn` inches, in the unit it was
 * given in. The comparison is made in inches, unrounded, so the limit itself always passes.
 */
export function dimensionOverIssue(value: unknown, unit: unknown, limitIn: number): string | undefined {
  const u = parseLengthUnit(unit) ?? 'in';
  if (typeof value !== 'number' || !Number.isFinite(value) || toInchesExact(value, u) <= limitIn + 1e-9)
    return undefined;
  return MESSAGES.maxDimension(convertLength(limitIn, 'in', u), u);
}

/** 'Max weight allowed: {n}{unit}' when a weight exceeds `limitLb` pounds, in the unit it was given in. */
export function weightOverIssue(value: unknown, unit: unknown, limitLb: number): string | undefined {
  const u = parseWeightUnit(unit) ?? 'lb';
  if (typeof value !== 'number' || !Number.isFinite(value) || toPoundsExact(value, u) <= limitLb + 1e-9)
    return undefined;
  return MESSAGES.maxWeight(fromPounds(limitLb, u), u);
}

/** The spec's 108 in side (orders §9). */
export function maxDimensionIssue(value: number, unit: LengthUnit | string = 'in'): string | undefined {
  return dimensionOverIssue(value, unit, MAX_DIMENSION_IN);
}

/** The spec's 150 lb weight (orders §9). */
export function maxWeightIssue(value: number, unit: WeightUnit | string = 'lb'): string | undefined {
  return weightOverIssue(value, unit, MAX_WEIGHT_LB);
}
