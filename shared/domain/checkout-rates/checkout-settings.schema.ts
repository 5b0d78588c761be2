import * as z from 'zod';
import { MESSAGES, OUR_MESSAGES } from '../validation/messages';
import { TEXT_MAX, boundedNumber, list, text } from '../validation/bounded.schema';
import { MARKUP_PERCENT_MAX, MARKUP_PERCENT_MIN } from '../rates/user-markup.rules';
import { MAX_DIMENSION_IN } from '../validation/limits.rules';

/** Services a merchant may offer at checkout; more would crowd the shopper's choice and the answer. */
export const CHECKOUT_SERVICES_MAX = 20;
/** Fallback rates (shown when Shipdeck cannot answer in time). */
export const CHECKOUT_FALLBACK_RATES_MAX = 5;
/** The flat amount added to (or taken off) every checkout rate, in cents: at most $100 either way. */
export const CHECKOUT_FLAT_MARKUP_MAX_CENTS = 10_000;
/** A fallback rate's price, in cents: at most $1,000. */
export const CHECKOUT_FALLBACK_PRICE_MAX_CENTS = 100_000;
export const CHECKOUT_TRANSIT_DAYS_MAX = 30;

const cents = (min: number, max: number) =>
  boundedNumber({
    min,
    max,
    integer: true,
    messages: { min: OUR_MESSAGES.mustBeAtLeast(min), max: OUR_MESSAGES.mustBeAtMost(max) },
  });

const side = boundedNumber({
  min: 1,
  max: MAX_DIMENSION_IN,
  decimals: 2,
  messages: { min: MESSAGES.invalid, max: MESSAGES.maxDimension(MAX_DIMENSION_IN, 'in') },
});

export const checkoutFallbackRateSchema = z.object({
  name: text(TEXT_MAX.short).trim().min(1, MESSAGES.required),
  priceCents: cents(0, CHECKOUT_FALLBACK_PRICE_MAX_CENTS),
  transitDays: boundedNumber({ min: 0, max: CHECKOUT_TRANSIT_DAYS_MAX, integer: true }).optional(),
});
export type CheckoutFallbackRate = z.output<typeof checkoutFallbackRateSchema>;

/**
 * Checkout settings (orders §2 "checkout settings"): the rates a shopper sees at the store's checkout.
 * `services` are `carrier:service` keys (as the rate settings store them); empty offers every service the
 * rate settings offer. The markup is the spec's markup bounds (-100 to 100 percent) plus a bounded flat amount.
 */
export const checkoutSettingsSchema = z.object({
  active: z.boolean().default(false),
  services: list(text(TEXT_MAX.id).min(1, MESSAGES.required), CHECKOUT_SERVICES_MAX).default([]),
  markupPercent: boundedNumber({
    min: MARKUP_PERCENT_MIN,
    max: MARKUP_PERCENT_MAX,
    decimals: 2,
    messages: { min: MESSAGES.markdownBelowMin, max: MESSAGES.markupAboveMax },
  }).default(0),
  markupFlatCents: cents(-CHECKOUT_FLAT_MARKUP_MAX_CENTS, CHECKOUT_FLAT_MARKUP_MAX_CENTS).default(0),
  /** The parcel a cart is rated in: carts carry item weights, never a box. */
  box: z.object({ lengthIn: side, widthIn: side, heightIn: side }).default({ lengthIn: 12, widthIn: 9, heightIn: 6 }),
  fallbackRates: list(checkoutFallbackRateSchema, CHECKOUT_FALLBACK_RATES_MAX).default([]),
});
export type CheckoutSettings = z.output<typeof checkoutSettingsSchema>;

export const defaultCheckoutSettings = (): CheckoutSettings => checkoutSettingsSchema.parse({});
