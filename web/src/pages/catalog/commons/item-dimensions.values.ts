import type { LengthUnit, WeightUnit } from '#domain/units/units.rules';
import { LENGTH_UNITS, WEIGHT_UNITS } from '#domain/units/units.rules';

/**
 * Dimensions with weight as the inputs hold them: numbers stay strings until the shared
 * schema reads them, so '' can say 'This field is required' and 'abc' 'Invalid value'.
 */
export interface ItemDimensionsValues {
  length: string;
  width: string;
  height: string;
  units: LengthUnit;
  weight: { value: string; units: WeightUnit };
}

export const LENGTH_UNIT_OPTIONS = LENGTH_UNITS.map((u) => ({ value: u, label: u }));
export const WEIGHT_UNIT_OPTIONS = WEIGHT_UNITS.map((u) => ({ value: u, label: u }));

/** A stored number back into an input; absent numbers are blank. */
export const numberText = (n: number | null | undefined): string =>
  n === null || n === undefined || Number.isNaN(n) ? '' : String(n);

/** The units a new product, packaging or box starts with: the account's defaultWeightUnits and defaultDimensionUnits (accounts §3). */
export interface StartingUnits {
  weight: WeightUnit;
  length: LengthUnit;
}
/** orders §9: default units lb and in. */
export const DEFAULT_STARTING_UNITS: StartingUnits = { weight: 'lb', length: 'in' };

export function emptyItemDimensions(units: StartingUnits = DEFAULT_STARTING_UNITS): ItemDimensionsValues {
  return { length: '', width: '', height: '', units: units.length, weight: { value: '', units: units.weight } };
}

export function itemDimensionsToValues(d: {
  length?: number;
  width?: number;
  height?: number;
  units: LengthUnit;
  weight: { value: number; units: WeightUnit };
}): ItemDimensionsValues {
  return {
    length: numberText(d.length),
    width: numberText(d.width),
    height: numberText(d.height),
    units: d.units,
    weight: { value: numberText(d.weight.value), units: d.weight.units },
  };
}

/** "10 × 8 × 4 in" for tables. */
export function formatDimensions(
  d: { length?: number; width?: number; height?: number; units: string } | null | undefined,
): string {
  if (!d) return '-';
  return `${d.length ?? 0} × ${d.width ?? 0} × ${d.height ?? 0} ${d.units}`;
}

export function formatWeight(w: { value: number; units: string } | null | undefined): string {
  return w ? `${w.value} ${w.units}` : '-';
}
