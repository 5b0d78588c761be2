import * as z from 'zod';
import { MESSAGES, OUR_MESSAGES } from '../validation/messages';
import { integerField, positiveNumberField, requiredText } from '../validation/fields.schema';
import { QUANTITY_MAX, TEXT_MAX, checkDimensions, checkWeight } from '../validation/bounded.schema';
import { lengthUnitSchema } from '../units/units.schema';

/**
 * Freight piece (orders §5): package type, commodity, weight, length, width, height and class
 * must be valid.
 */
/** Pieces and pallets are whole counts. */
const pieces = () =>
  integerField()
    .refine((n) => n > 0, MESSAGES.positive)
    .refine((n) => n <= QUANTITY_MAX, OUR_MESSAGES.mustBeAtMost(QUANTITY_MAX));

export const freightPieceFormSchema = z.object({
  numberOfPeices: pieces().default(1),
  quantity: pieces().default(1),
  packageType: requiredText(TEXT_MAX.short),
  commodity: requiredText(TEXT_MAX.name),
  productClass: requiredText(TEXT_MAX.short),
  nmfc: z.string().trim().max(TEXT_MAX.short, MESSAGES.tooLong).optional(),
  dimensions: z
    .object({
      length: positiveNumberField(),
      width: positiveNumberField(),
      height: positiveNumberField(),
      unit: lengthUnitSchema.default('in'),
      /** Pounds (orders §3 freight piece dimensions.weight carries no unit of its own). */
      weight: positiveNumberField(),
    })
    .superRefine((d, ctx) => {
      checkDimensions(ctx, { ...d, units: d.unit });
      checkWeight(ctx, d.weight, 'lb', ['weight']);
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
  const ok =
    !!piece.commodity?.trim() &&
    !!d &&
    positive(d.length) &&
    positive(d.width) &&
    positive(d.height) &&
    positive(d.weight);
  return ok ? undefined : OUR_MESSAGES.commodityClassNeeds;
}
