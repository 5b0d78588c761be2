import { z } from 'zod';
import { MESSAGES } from '../validation/messages';
import { optionalNumberField, toNumberInput } from '../validation/fields.schema';
import { productFormSchema } from '../forms/catalog-forms.schema';
import { toPoundsExact } from '../units/units.rules';
import { MAX_WEIGHT_LB } from '../validation/limits.rules';

/** Field builders shared by the catalog request schemas (products, packagings, kits). */

/** A price or cost in dollars as the merchant types it; absent means 0, negative is 'Invalid value'. */
export function moneyField() {
  return optionalNumberField()
    .refine((v) => v === undefined || v >= 0, MESSAGES.invalid)
    .transform((v) => v ?? 0);
}

/** Quantity of a kit branch (accounts §5 "Order" quantity wording): a positive integer of at least 1. */
export function quantityField() {
  return z.preprocess(
    toNumberInput,
    z
      .number({ error: (issue) => (issue.input === undefined ? MESSAGES.quantityRequired : MESSAGES.invalid) })
      .refine((n) => n > 0, MESSAGES.quantityPositive)
      .refine(Number.isInteger, MESSAGES.quantityInteger)
      .refine((n) => n >= 1, MESSAGES.quantityAtLeastOne),
  );
}

/**
 * Item dimensions with weight, the Product form's rules (accounts §5: numbers ≥ 0, required,
 * weight under 150 lb whatever unit it was typed in). Packagings (liners, coolants) follow them too.
 */
export const itemDimensionsFormSchema = productFormSchema.shape.dimensions.superRefine((d, ctx) => {
  if (toPoundsExact(d.weight.value, d.weight.units) > MAX_WEIGHT_LB) {
    ctx.addIssue({ code: 'custom', path: ['weight', 'value'], message: MESSAGES.productWeightMax });
  }
});
export type ItemDimensions = z.output<typeof itemDimensionsFormSchema>;
