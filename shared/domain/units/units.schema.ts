import { z } from 'zod';
import { MESSAGES } from '../validation/messages';
import { toNumberInput } from '../validation/fields.schema';
import { DEFAULT_LENGTH_UNIT, DEFAULT_WEIGHT_UNIT, LENGTH_UNITS, WEIGHT_UNITS, parseLengthUnit, parseWeightUnit } from './units.rules';

/** Accepts the spellings stores send ('LBS', 'Pounds') and stores the canonical unit. */
const unitError = (issue: { input?: unknown }) => (issue.input === undefined || issue.input === '' || issue.input === null ? MESSAGES.required : MESSAGES.invalid);
export const weightUnitSchema = z.preprocess((v) => parseWeightUnit(v) ?? v, z.enum(WEIGHT_UNITS, { error: unitError }));
export const lengthUnitSchema = z.preprocess((v) => parseLengthUnit(v) ?? v, z.enum(LENGTH_UNITS, { error: unitError }));

/** Stored numbers: tolerant of numeric strings from imports; absent means 0. */
export const storedNumber = z.preprocess((v) => {
  const n = toNumberInput(v);
  return n === undefined || (typeof n === 'number' && Number.isNaN(n)) ? 0 : n;
}, z.number());

export const weightSchema = z.object({
  value: storedNumber,
  units: weightUnitSchema.default(DEFAULT_WEIGHT_UNIT),
});
export type Weight = z.output<typeof weightSchema>;

export const dimensionsSchema = z.object({
  length: storedNumber,
  width: storedNumber,
  height: storedNumber,
  units: lengthUnitSchema.default(DEFAULT_LENGTH_UNIT),
});
export type Dimensions = z.output<typeof dimensionsSchema>;
