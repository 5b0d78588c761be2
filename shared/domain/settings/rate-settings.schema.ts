import { z } from 'zod';
import { storedNumber } from '../units/units.schema';
import { MARKUP_UNITS, ROUNDING_TYPES } from '../rates/user-markup.rules';

/** Rounding types and markup units live with the markup rules (accounts §5 rate settings). */
export { MARKUP_UNITS, ROUNDING_TYPES };

export const customServiceMappingSchema = z.object({ customName: z.string(), carrier: z.string(), service: z.string() });

export const userMarkupSchema = z.object({
  active: z.boolean().default(false),
  value: storedNumber.default(0),
  units: z.enum(MARKUP_UNITS).default('percent'),
});

/** Rate settings as stored (accounts §3); the form's rules are in forms/settings-forms.schema.ts. */
export const rateSettingsSchema = z.object({
  customServiceMapping: z.array(customServiceMappingSchema).default([]),
  servicesToIgnore: z.array(z.string()).default([]),
  whitelistedServices: z.array(z.string()).default([]),
  localCourierServiceName: z.string().default(''),
  serviceNameConfig: z.record(z.string(), z.string()).default({}),
  rounding: z.object({ active: z.boolean().default(false), type: z.enum(ROUNDING_TYPES).default('nearest') }).default({ active: false, type: 'nearest' }),
  userMarkups: z.array(userMarkupSchema.extend({ carrier: z.string().optional(), service: z.string().optional() })).default([]),
  userMarkup: userMarkupSchema.optional(),
});
export type RateSettings = z.output<typeof rateSettingsSchema>;
