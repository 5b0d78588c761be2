import * as z from 'zod';
import { MESSAGES, OUR_MESSAGES } from '../validation/messages';
import { numberField, optionalIntegerField, optionalNumberField, requiredText } from '../validation/fields.schema';
import { LIST_MAX, MONEY_MAX, TEXT_MAX, checkWeight, list, text } from '../validation/bounded.schema';
import { lengthUnitSchema, weightUnitSchema } from '../units/units.schema';
import { ROUNDING_TYPES, MARKUP_UNITS, MARKUP_PERCENT_MAX, MARKUP_PERCENT_MIN } from '../rates/user-markup.rules';
import { WEIGHTS_TYPES } from '../shipments/shipment.schema';
import { ARCHIVE_DAYS_MAX, ARCHIVE_DAYS_MIN } from '../constants/limits.constants';

/** accounts §9: archive orders 15 to 365 days; markup −100 to 100 percent. */
export { ARCHIVE_DAYS_MIN, ARCHIVE_DAYS_MAX };
export const MARKUP_MIN = MARKUP_PERCENT_MIN;
export const MARKUP_MAX = MARKUP_PERCENT_MAX;

/**
 * Account settings (accounts §5): dry ice weight at least 0 and required when active; custom
 * declared value at least 0; custom weight at least 0.01; archive days 15 to 365.
 */
export const accountSettingsFormSchema = z
  .looseObject({
    dryIce: z.object({
      active: z.boolean().default(false),
      weight: optionalNumberField(),
      units: weightUnitSchema.default('lb'),
    }),
    declaredValue: z
      .object({
        active: z.boolean().default(false),
        automatic: z.boolean().default(false),
        custom: optionalNumberField(),
      })
      .optional(),
    shipmentWeights: z
      .object({
        active: z.boolean().default(false),
        type: z.enum(WEIGHTS_TYPES).default('product'),
        customWeight: optionalNumberField(),
      })
      .optional(),
    defaultWeightUnits: weightUnitSchema.default('lb'),
    defaultDimensionUnits: lengthUnitSchema.default('in'),
    archiveOrders: z.object({ active: z.boolean().default(false), days: optionalIntegerField() }).optional(),
  })
  .superRefine((s, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    if (s.dryIce.active && s.dryIce.weight === undefined) issue(['dryIce', 'weight'], MESSAGES.required);
    if (s.dryIce.weight !== undefined && s.dryIce.weight < 0)
      issue(['dryIce', 'weight'], OUR_MESSAGES.mustBeAtLeast(0));
    checkWeight(ctx, s.dryIce.weight, s.dryIce.units, ['dryIce', 'weight']);
    const custom = s.declaredValue?.custom;
    if (custom !== undefined && custom < 0) issue(['declaredValue', 'custom'], OUR_MESSAGES.mustBeAtLeast(0));
    if (custom !== undefined && custom > MONEY_MAX)
      issue(['declaredValue', 'custom'], OUR_MESSAGES.maxAmount(MONEY_MAX));
    const weights = s.shipmentWeights;
    if (weights?.active && weights.type === 'custom' && weights.customWeight === undefined)
      issue(['shipmentWeights', 'customWeight'], MESSAGES.required);
    if (weights?.customWeight !== undefined && weights.customWeight < 0.01)
      issue(['shipmentWeights', 'customWeight'], OUR_MESSAGES.mustBeAtLeast(0.01));
    // A custom weight is in the account's default weight unit (shipment-defaults.rules).
    checkWeight(ctx, weights?.customWeight, s.defaultWeightUnits, ['shipmentWeights', 'customWeight']);
    const archive = s.archiveOrders;
    if (archive?.active && archive.days === undefined) issue(['archiveOrders', 'days'], MESSAGES.required);
    if (archive?.days !== undefined && (archive.days < ARCHIVE_DAYS_MIN || archive.days > ARCHIVE_DAYS_MAX))
      issue(['archiveOrders', 'days'], OUR_MESSAGES.archiveDays);
  });

/** Markup percent (accounts §5 rate settings): −100..100 with both spec messages. */
export function markupPercentField() {
  return numberField()
    .refine((n) => n >= MARKUP_MIN, MESSAGES.markdownBelowMin)
    .refine((n) => n <= MARKUP_MAX, MESSAGES.markupAboveMax);
}

const markupSchema = z
  .object({ active: z.boolean().default(false), value: numberField(), units: z.enum(MARKUP_UNITS).default('percent') })
  .superRefine((m, ctx) => {
    if (m.units !== 'percent') return;
    const result = markupPercentField().safeParse(m.value);
    if (!result.success) ctx.addIssue({ code: 'custom', path: ['value'], message: result.error.issues[0].message });
  });

/** Rate settings (accounts §5): markups and rounding type up, down or nearest. */
export const rateSettingsFormSchema = z.looseObject({
  rounding: z
    .object({ active: z.boolean().default(false), type: z.enum(ROUNDING_TYPES, { error: MESSAGES.invalid }) })
    .optional(),
  userMarkup: markupSchema.optional(),
  userMarkups: list(
    markupSchema.and(z.looseObject({ carrier: text(TEXT_MAX.id).optional(), service: text(TEXT_MAX.id).optional() })),
    LIST_MAX.choices,
  ).optional(),
  customServiceMapping: list(
    z.object({
      customName: requiredText(TEXT_MAX.id),
      carrier: requiredText(TEXT_MAX.id),
      service: requiredText(TEXT_MAX.id),
    }),
    LIST_MAX.choices,
  ).optional(),
});
