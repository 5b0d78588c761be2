import * as z from 'zod';
import { MESSAGES } from '../validation/messages';
import { optionalMoneyField } from '../validation/fields.schema';
import { productFormSchema } from '../forms/catalog-forms.schema';
import { toPoundsExact } from '../units/units.rules';
import { MAX_WEIGHT_LB } from '../validation/limits.rules';

/** Field builders shared by the catalog request schemas (products, packagings, kits). */

/** A price or cost in dollars as the merchant types it; absent means 0, negative is 'Invalid value', at most a million, to the cent. */
export function moneyField() {
  return optionalMoneyField().transform((v) => v ?? 0);
}

/** Quantity of a kit branch: the order form's quantity rule (accounts §5), one definition. */
export { quantityField } from '../validation/fields.schema';

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
