import { z } from 'zod';
import { MESSAGES } from '../validation/messages';
import { isZip, isUsZip } from '../validation/patterns';
import { flagField, minNumberField, numberField, requiredText } from '../validation/fields.schema';
import { ADDRESS_TYPES } from '../address/address-classification.rules';
import { lengthUnitSchema, weightUnitSchema } from '../units/units.schema';

/**
 * Rate estimate (accounts §3 fields, §5 rules): shipFrom minimum 5 characters; shipTo zip
 * pattern, minimum 5; dimensions at least 0; weight at least 0.01.
 */
export const rateEstimateFormSchema = z.object({
  shipFrom: requiredText(undefined, 5),
  shipTo: requiredText(undefined, 5).refine(isZip, MESSAGES.invalidZip),
  addressType: z.enum(ADDRESS_TYPES).default('None'),
  dimensions: z.object({
    length: minNumberField(0),
    width: minNumberField(0),
    height: minNumberField(0),
    units: lengthUnitSchema.default('in'),
  }),
  weight: z.object({ value: minNumberField(0.01), units: weightUnitSchema.default('lb') }),
  insurance: minNumberField(0).default(0),
});
export type RateEstimateForm = z.output<typeof rateEstimateFormSchema>;

/**
 * Discounted-rate form (accounts §5): requires zips, each dimension, weight, units, insurance
 * and a valid origin zip (US: the calculator quotes from US origins).
 */
export const discountedRateFormSchema = z.object({
  originZip: requiredText().refine(isUsZip, MESSAGES.invalidZip),
  destinationZip: requiredText().refine(isZip, MESSAGES.invalidZip),
  length: numberField(),
  width: numberField(),
  height: numberField(),
  dimensionUnits: lengthUnitSchema,
  weight: numberField(),
  weightUnits: weightUnitSchema,
  insurance: numberField(),
  residential: flagField(false),
});
export type DiscountedRateForm = z.output<typeof discountedRateFormSchema>;
