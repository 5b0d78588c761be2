import * as z from 'zod';
import { MESSAGES } from '../validation/messages';
import { checkDimensions, checkWeight, dimension, tolerantNumber, weight } from '../validation/bounded.schema';
import {
  DEFAULT_LENGTH_UNIT,
  DEFAULT_WEIGHT_UNIT,
  LENGTH_UNITS,
  WEIGHT_UNITS,
  parseLengthUnit,
  parseWeightUnit,
} from './units.rules';

/** Accepts the spellings stores send ('LBS', 'Pounds') and stores the canonical unit. */
const unitError = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === '' || issue.input === null ? MESSAGES.required : MESSAGES.invalid;
export const weightUnitSchema = z.preprocess(
  (v) => parseWeightUnit(v) ?? v,
  z.enum(WEIGHT_UNITS, { error: unitError }),
);
export const lengthUnitSchema = z.preprocess(
  (v) => parseLengthUnit(v) ?? v,
  z.enum(LENGTH_UNITS, { error: unitError }),
);

/** Stored numbers: tolerant of numeric strings from imports; absent means 0; bounded like every number. */
export const storedNumber = tolerantNumber();

/** {value, units}: the value rounded to 4 decimals and at most 10,000 lb in its unit. */
export const weightSchema = z
  .object({
    value: weight(),
    units: weightUnitSchema.default(DEFAULT_WEIGHT_UNIT),
  })
  .superRefine((w, ctx) => checkWeight(ctx, w.value, w.units, ['value']));
export type Weight = z.output<typeof weightSchema>;

/** Sides of at most 1,000 in, each in the unit given beside them. */
export const dimensionsSchema = z
  .object({
    length: dimension(),
    width: dimension(),
    height: dimension(),
    units: lengthUnitSchema.default(DEFAULT_LENGTH_UNIT),
  })
  .superRefine((d, ctx) => checkDimensions(ctx, d));
export type Dimensions = z.output<typeof dimensionsSchema>;
