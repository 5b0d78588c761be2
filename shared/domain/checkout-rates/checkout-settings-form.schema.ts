import * as z from 'zod';
import { markupPercentField } from '../forms/settings-forms.schema';
import { MESSAGES, OUR_MESSAGES } from '../validation/messages';
import { TEXT_MAX, list, text } from '../validation/bounded.schema';
import { numberField, optionalIntegerField } from '../validation/fields.schema';
import { MAX_DIMENSION_IN } from '../validation/limits.rules';
import {
  CHECKOUT_FALLBACK_PRICE_MAX_CENTS,
  CHECKOUT_FALLBACK_RATES_MAX,
  CHECKOUT_FLAT_MARKUP_MAX_CENTS,
  CHECKOUT_SERVICES_MAX,
  CHECKOUT_TRANSIT_DAYS_MAX,
} from './checkout-settings.schema';

const between = (min: number, max: number) =>
  numberField()
    .refine((n) => n >= min, OUR_MESSAGES.mustBeAtLeast(min))
    .refine((n) => n <= max, OUR_MESSAGES.mustBeAtMost(max));

const side = () =>
  numberField()
    .refine((n) => n >= 1, MESSAGES.invalid)
    .refine((n) => n <= MAX_DIMENSION_IN, MESSAGES.maxDimension(MAX_DIMENSION_IN, 'in'));

/**
 * The checkout settings form (orders §2), money in dollars as the merchant types it; the same bounds as the
 * route's (checkout-settings.schema.ts, in cents), so the page never sends what the route would refuse.
 */
export const checkoutSettingsFormSchema = z.object({
  active: z.boolean(),
  services: list(text(TEXT_MAX.id), CHECKOUT_SERVICES_MAX),
  markupPercent: markupPercentField(),
  markupFlat: between(-CHECKOUT_FLAT_MARKUP_MAX_CENTS / 100, CHECKOUT_FLAT_MARKUP_MAX_CENTS / 100),
  box: z.object({ lengthIn: side(), widthIn: side(), heightIn: side() }),
  fallbackRates: list(
    z.object({
      name: text(TEXT_MAX.short).trim().min(1, MESSAGES.required),
      price: between(0, CHECKOUT_FALLBACK_PRICE_MAX_CENTS / 100),
      transitDays: optionalIntegerField().refine(
        (n) => n === undefined || (n >= 0 && n <= CHECKOUT_TRANSIT_DAYS_MAX),
        OUR_MESSAGES.mustBeAtMost(CHECKOUT_TRANSIT_DAYS_MAX),
      ),
    }),
    CHECKOUT_FALLBACK_RATES_MAX,
  ),
});
