import * as z from 'zod';
import { MESSAGES } from '../validation/messages';
import { isZip, isUsZip } from '../validation/patterns';
import { flagField, minNumberField, numberField, requiredMoneyField, requiredText } from '../validation/fields.schema';
import { TEXT_MAX, checkDimensions, checkWeight } from '../validation/bounded.schema';
import { ADDRESS_TYPES } from '../address/address-classification.rules';
import { lengthUnitSchema, weightUnitSchema } from '../units/units.schema';

/**
 * Rate estimate (accounts §3 fields, §5 rules): shipFrom minimum 5 characters; shipTo zip
 * pattern, minimum 5; dimensions at least 0; weight at least 0.01.
 */
export const rateEstimateFormSchema = z.object({
  shipFrom: requiredText(TEXT_MAX.address, 5),
  shipTo: requiredText(20, 5).refine(isZip, MESSAGES.invalidZip),
  addressType: z.enum(ADDRESS_TYPES).default('None'),
  dimensions: z
    .object({
      length: minNumberField(0),
      width: minNumberField(0),
      height: minNumberField(0),
      units: lengthUnitSchema.default('in'),
    })
    .superRefine((d, ctx) => checkDimensions(ctx, d)),
  weight: z
    .object({ value: minNumberField(0.01), units: weightUnitSchema.default('lb') })
    .superRefine((w, ctx) => checkWeight(ctx, w.value, w.units, ['value'])),
  insurance: requiredMoneyField().default(0),
});
export type RateEstimateForm = z.output<typeof rateEstimateFormSchema>;

/**
 * Discounted-rate form (accounts §5): requires zips, each dimension, weight, units, insurance
 * and a valid origin zip (US: the calculator quotes from US origins).
 */
export const discountedRateFormSchema = z
  .object({
    originZip: requiredText(20).refine(isUsZip, MESSAGES.invalidZip),
    destinationZip: requiredText(20).refine(isZip, MESSAGES.invalidZip),
    length: numberField(),
    width: numberField(),
    height: numberField(),
    dimensionUnits: lengthUnitSchema,
    weight: numberField(),
    weightUnits: weightUnitSchema,
    insurance: requiredMoneyField(),
    residential: flagField(false),
  })
  .superRefine((f, ctx) => {
    checkDimensions(ctx, { length: f.length, width: f.width, height: f.height, units: f.dimensionUnits });
    checkWeight(ctx, f.weight, f.weightUnits, ['weight']);
  });
export type DiscountedRateForm = z.output<typeof discountedRateFormSchema>;
