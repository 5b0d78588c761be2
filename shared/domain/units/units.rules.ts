/**
 * Units of weight and length (orders §9, accounts §9): 1 kg = 2.2046 lb, 1 lb = 16 oz,
 * 39.37 in and 3.2808 ft per metre; every converted result is rounded to 4 decimals.
 */
export const WEIGHT_UNITS = ['lb', 'kg', 'oz', 'g'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

export const LENGTH_UNITS = ['in', 'cm', 'm', 'ft'] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];

/** Default units (orders §9: "Default units lb and in"). */
export const DEFAULT_WEIGHT_UNIT: WeightUnit = 'lb';
export const DEFAULT_LENGTH_UNIT: LengthUnit = 'in';

export const LB_PER_KG = 2.2046;
export const OZ_PER_LB = 16;
export const IN_PER_M = 39.37;
export const FT_PER_M = 3.2808;
export const DECIMALS = 4;

/** Spec: results rounded to 4 decimals. EPSILON nudges halves like 1.00005 that binary floats store just below. */
export function round4(value: number): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** DECIMALS;
  const rounded = Math.round((Math.abs(value) + Number.EPSILON * Math.max(1, Math.abs(value))) * factor) / factor;
  if (rounded === 0) return 0;
  return value < 0 ? -rounded : rounded;
}

/** Pounds per one of each unit; grams go through kilograms so the only constant is 2.2046. */
const POUNDS_PER_UNIT: Record<WeightUnit, number> = {
  lb: 1,
  kg: LB_PER_KG,
  oz: 1 / OZ_PER_LB,
  g: LB_PER_KG / 1000,
};

/** Metres per one of each unit (cm is a hundredth of a metre). */
const METRES_PER_UNIT: Record<LengthUnit, number> = {
  in: 1 / IN_PER_M,
  ft: 1 / FT_PER_M,
  m: 1,
  cm: 0.01,
};

const WEIGHT_ALIASES: Record<string, WeightUnit> = {
  lb: 'lb',
  lbs: 'lb',
  pound: 'lb',
  pounds: 'lb',
  kg: 'kg',
  kgs: 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
  oz: 'oz',
  ounce: 'oz',
  ounces: 'oz',
  g: 'g',
  gr: 'g',
  gram: 'g',
  grams: 'g',
};

const LENGTH_ALIASES: Record<string, LengthUnit> = {
  in: 'in',
  inch: 'in',
  inches: 'in',
  '"': 'in',
  cm: 'cm',
  centimeter: 'cm',
  centimeters: 'cm',
  centimetre: 'cm',
  centimetres: 'cm',
  m: 'm',
  meter: 'm',
  meters: 'm',
  metre: 'm',
  metres: 'm',
  ft: 'ft',
  foot: 'ft',
  feet: 'ft',
};

/** Store imports and old records spell units freely ('LBS', 'Pounds'); unknown spellings give undefined. */
export function parseWeightUnit(unit: unknown): WeightUnit | undefined {
  return typeof unit === 'string' ? WEIGHT_ALIASES[unit.trim().toLowerCase()] : undefined;
}

export function parseLengthUnit(unit: unknown): LengthUnit | undefined {
  return typeof unit === 'string' ? LENGTH_ALIASES[unit.trim().toLowerCase()] : undefined;
}

export function isWeightUnit(unit: unknown): unit is WeightUnit {
  return typeof unit === 'string' && (WEIGHT_UNITS as readonly string[]).includes(unit);
}

export function isLengthUnit(unit: unknown): unit is LengthUnit {
  return typeof unit === 'string' && (LENGTH_UNITS as readonly string[]).includes(unit);
}

/** Unrounded pounds; sums are rounded once at the end so errors do not add up. */
export function toPoundsExact(value: number, unit: WeightUnit): number {
  return value * POUNDS_PER_UNIT[unit];
}

export function toPounds(value: number, unit: WeightUnit): number {
  return round4(toPoundsExact(value, unit));
}

export function fromPounds(pounds: number, unit: WeightUnit): number {
  return round4(pounds / POUNDS_PER_UNIT[unit]);
}

export function convertWeight(value: number, from: WeightUnit, to: WeightUnit): number {
  if (from === to) return round4(value);
  return round4(toPoundsExact(value, from) / POUNDS_PER_UNIT[to]);
}

export function convertLength(value: number, from: LengthUnit, to: LengthUnit): number {
  if (from === to) return round4(value);
  return round4((value * METRES_PER_UNIT[from]) / METRES_PER_UNIT[to]);
}

export function toInchesExact(value: number, unit: LengthUnit): number {
  return (value * METRES_PER_UNIT[unit]) / METRES_PER_UNIT.in;
}

/** shipment.weights.calculatedValues (orders §3): the one weight in the four units, each rounded to 4 decimals. */
export interface CalculatedWeightValues {
  pounds: number;
  kilograms: number;
  grams: number;
  ounces: number;
}

export function calculatedValuesFromPounds(pounds: number): CalculatedWeightValues {
  return {
    pounds: round4(pounds),
    kilograms: fromPounds(pounds, 'kg'),
    grams: fromPounds(pounds, 'g'),
    ounces: fromPounds(pounds, 'oz'),
  };
}

/** Volume of a box in cubic inches, whatever unit its sides were entered in (Surepost: at most 1000 in³). */
export function cubicInches(dimensions: { length: number; width: number; height: number }, unit: LengthUnit): number {
  return round4(
    toInchesExact(dimensions.length, unit) *
      toInchesExact(dimensions.width, unit) *
      toInchesExact(dimensions.height, unit),
  );
}
