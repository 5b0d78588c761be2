import * as z from 'zod';
import { MESSAGES } from '../validation/messages';
import { minNumberField, positiveNumberField, requiredMoneyField, requiredText } from '../validation/fields.schema';
import { TEXT_MAX, checkDimensions } from '../validation/bounded.schema';
import { maxDimensionIssue, maxWeightIssue, MAX_WEIGHT_LB } from '../validation/limits.rules';
import { lengthUnitSchema, weightUnitSchema } from '../units/units.schema';
import { toPoundsExact } from '../units/units.rules';

/**
 * Product form (accounts §5): title and sku required; length, width, height and weight are
 * numbers of at least 0 and required; weight maximum 150 ('Weight must be under 150lbs'),
 * compared in pounds whatever unit the weight was entered in.
 */
export const productFormSchema = z
  .object({
    title: requiredText(TEXT_MAX.name),
    sku: requiredText(TEXT_MAX.id),
    dimensions: z
      .object({
        length: minNumberField(0),
        width: minNumberField(0),
        height: minNumberField(0),
        units: lengthUnitSchema.default('in'),
        weight: z.object({ value: minNumberField(0), units: weightUnitSchema.default('lb') }),
      })
      // The spec gives no maximum side for a product; the outer bound (1,000 in) applies.
      .superRefine((d, ctx) => checkDimensions(ctx, d)),
  })
  .superRefine((p, ctx) => {
    if (toPoundsExact(p.dimensions.weight.value, p.dimensions.weight.units) > MAX_WEIGHT_LB) {
      ctx.addIssue({ code: 'custom', path: ['dimensions', 'weight', 'value'], message: MESSAGES.productWeightMax });
    }
  });
export type ProductForm = z.output<typeof productFormSchema>;

/**
 * Box form: sides > 0 and within 108 in, weight within 150 lb, each message in the entered unit
 * ('Max dimension allowed: {n}{unit}', 'Max weight allowed: {n}{unit}', orders §5).
 */
export const boxFormSchema = z
  .object({
    name: requiredText(TEXT_MAX.name),
    cost: requiredMoneyField().default(0),
    dimensions: z.object({
      length: positiveNumberField(),
      width: positiveNumberField(),
      height: positiveNumberField(),
      units: lengthUnitSchema.default('in'),
    }),
    weight: z.object({ value: minNumberField(0), units: weightUnitSchema.default('lb') }),
  })
  .superRefine((b, ctx) => {
    for (const side of ['length', 'width', 'height'] as const) {
      const issue = maxDimensionIssue(b.dimensions[side], b.dimensions.units);
      if (issue) ctx.addIssue({ code: 'custom', path: ['dimensions', side], message: issue });
    }
    const weightIssue = maxWeightIssue(b.weight.value, b.weight.units);
    if (weightIssue) ctx.addIssue({ code: 'custom', path: ['weight', 'value'], message: weightIssue });
  });
export type BoxForm = z.output<typeof boxFormSchema>;
