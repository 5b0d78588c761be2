import * as z from 'zod';
import { storedNumber } from '../units/units.schema';
import { LIST_MAX, TEXT_MAX, list, textMap, text } from '../validation/bounded.schema';
import { OUR_MESSAGES } from '../validation/messages';
import { MARKUP_UNITS, ROUNDING_TYPES } from '../rates/user-markup.rules';

/** Rounding types and markup units live with the markup rules (accounts §5 rate settings). */
export { MARKUP_UNITS, ROUNDING_TYPES };

export const customServiceMappingSchema = z.object({
  customName: text(TEXT_MAX.id),
  carrier: text(TEXT_MAX.id),
  service: text(TEXT_MAX.id),
});

export const userMarkupSchema = z.object({
  active: z.boolean().default(false),
  value: storedNumber.default(0),
  units: z.enum(MARKUP_UNITS).default('percent'),
});

/** Rate settings as stored (accounts §3); the form's rules are in forms/settings-forms.schema.ts. */
export const rateSettingsSchema = z.object({
  customServiceMapping: list(customServiceMappingSchema, LIST_MAX.choices).default([]),
  servicesToIgnore: list(text(TEXT_MAX.id), LIST_MAX.choices).default([]),
  whitelistedServices: list(text(TEXT_MAX.id), LIST_MAX.choices).default([]),
  localCourierServiceName: text(TEXT_MAX.id).default(''),
  serviceNameConfig: textMap(TEXT_MAX.id, text(TEXT_MAX.id))
    .refine((names) => Object.keys(names).length <= LIST_MAX.choices, OUR_MESSAGES.atMost(LIST_MAX.choices))
    .default({}),
  rounding: z
    .object({ active: z.boolean().default(false), type: z.enum(ROUNDING_TYPES).default('nearest') })
    .default({ active: false, type: 'nearest' }),
  userMarkups: list(
    userMarkupSchema.extend({ carrier: text(TEXT_MAX.id).optional(), service: text(TEXT_MAX.id).optional() }),
    LIST_MAX.choices,
  ).default([]),
  userMarkup: userMarkupSchema.optional(),
});
export type RateSettings = z.output<typeof rateSettingsSchema>;
