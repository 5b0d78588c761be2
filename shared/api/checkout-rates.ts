import * as z from 'zod';
import { checkoutSettingsSchema, type CheckoutSettings } from '#domain/checkout-rates/checkout-settings.schema';
import { MESSAGES } from '#domain/validation/messages';

/** PUT /api/v1/settings/checkout-rates: the whole settings, with the version the form was loaded at. */
export const checkoutSettingsRequestSchema = checkoutSettingsSchema.extend({
  version: z.number({ error: MESSAGES.invalid }).int(MESSAGES.invalid).min(0, MESSAGES.invalid).optional(),
});
export type CheckoutSettingsRequest = z.input<typeof checkoutSettingsRequestSchema>;

/** GET/PUT answer: the settings and their version (0: never saved, the defaults). */
export type CheckoutSettingsView = CheckoutSettings & { version: number };
