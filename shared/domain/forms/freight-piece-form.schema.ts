import { z } from 'zod';
import { OUR_MESSAGES } from '../validation/messages';
import { positiveNumberField, requiredText } from '../validation/fields.schema';
import { lengthUnitSchema } from '../units/units.schema';

/**
 * Freight piece (orders §5): package type, commodity, weight, length, width, height and class
 * must be valid.
 */
export const freightPieceFormSchema = z.object({
  numberOfPeices: positiveNumberField().default(1),
  quantity: positiveNumberField().default(1),
  packageType: requiredText(),
  commodity: requiredText(),
  productClass: requiredText(),
  nmfc: z.string().trim().optional(),
  dimensions: z.object({
    length: positiveNumberField(),
    width: positiveNumberField(),
    height: positiveNumberField(),
    unit: lengthUnitSchema.default('in'),
    weight: positiveNumberField(),
  }),
  hazmat: z.boolean().default(false),
  stackable: z.boolean().default(false),
});

/** orders §5: looking up the commodity class needs a commodity and the dimensions. */
export function commodityClassLookupIssue(piece: {
  commodity?: string | null;
  dimensions?: { length?: unknown; width?: unknown; height?: unknown; weight?: unknown } | null;
}): string | undefined {
  const positive = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v > 0;
  const d = piece.dimensions;
  const ok = !!piece.commodity?.trim() && !!d && positive(d.length) && positive(d.width) && positive(d.height) && positive(d.weight);
  return ok ? undefined : OUR_MESSAGES.commodityClassNeeds;
}
