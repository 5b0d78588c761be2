import * as z from 'zod';
import { rateSettingsSchema } from '#domain/settings/rate-settings.schema';
import { MESSAGES } from '#domain/validation/messages';

/** Perishable ship-day check (ours): quotes that keep food too long in transit are flagged. */
export const shipDayCheckSchema = z.object({
  active: z.boolean().default(false),
  maxTransitDays: z
    .number({ error: MESSAGES.invalid })
    .int(MESSAGES.integer)
    .min(1, MESSAGES.invalid)
    .max(10, MESSAGES.invalid)
    .default(3),
  noWeekendInTransit: z.boolean().default(true),
});
export type ShipDayCheck = z.output<typeof shipDayCheckSchema>;

/** Rate settings (accounts §3) and the ship-day check as stored; the route checks them with the form's rules too. */
export const storedRateSettingsSchema = rateSettingsSchema.extend({
  shipDayCheck: shipDayCheckSchema.default({ active: false, maxTransitDays: 3, noWeekendInTransit: true }),
  version: z.number({ error: MESSAGES.invalid }).int(MESSAGES.invalid).min(0, MESSAGES.invalid).optional(),
});
export type RateSettingsRequest = z.input<typeof storedRateSettingsSchema>;
export type RateSettingsView = z.output<typeof storedRateSettingsSchema> & { version: number };
