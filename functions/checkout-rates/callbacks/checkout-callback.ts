import * as z from 'zod';
import type { CheckoutCart, CheckoutRate } from '#domain/checkout-rates/checkout-rates.rules';
import {
  CHECKOUT_ITEMS_MAX,
  CHECKOUT_ITEM_GRAMS_MAX,
  CHECKOUT_QUANTITY_MAX,
} from '#domain/checkout-rates/checkout-rates.rules';
import { TEXT_MAX, boundedNumber, list } from '#domain/validation/bounded.schema';
import type { RawBody, RawHeaders } from '#lib/http/webhook-signature';

/** The platforms whose checkout asks Shipdeck for rates. */
export const CHECKOUT_PLATFORMS = ['shopify', 'bigcommerce', 'woocommerce'] as const;
export type CheckoutPlatform = (typeof CHECKOUT_PLATFORMS)[number];

/** A cart of the largest size allowed is well under this; anything larger is refused before parsing (413). */
export const CHECKOUT_CALLBACK_MAX_BYTES = 256 * 1024;

export interface CheckoutCallbackRequest {
  headers: RawHeaders;
  rawBody: RawBody;
  /** The body parsed as JSON (undefined when it is not). */
  body: unknown;
}

/**
 * One platform's checkout callback: who the request says it is from, how its signature or key is
 * checked, its cart read into Shipdeck's, and the rates written as the platform expects them.
 */
export interface CheckoutCallback<C = unknown> {
  platform: CheckoutPlatform;
  /** The shop the request claims (a myshopify domain, a BigCommerce store hash, a WooCommerce site URL). */
  shopOf(request: CheckoutCallbackRequest): string | undefined;
  /** The signature or key checked against the store's (or the app's) secret. */
  verify(request: CheckoutCallbackRequest, secret: string): boolean;
  /** The platform's request body; read only after verification. */
  body: z.ZodType<C>;
  cartOf(body: C): CheckoutCart;
  answer(rates: readonly CheckoutRate[], body: C): unknown;
}

/** Text the platform sends that may be null or absent: empty then, capped always. */
export const looseText = (max: number = TEXT_MAX.address) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => v?.trim() ?? '');

/** A 2-letter country as carriers take it; platforms send it upper or lower case. */
export const countryCode = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'Invalid value')
  .transform((c) => c.toUpperCase());

export const itemQuantity = boundedNumber({ min: 0, max: CHECKOUT_QUANTITY_MAX, integer: true });
export const itemGrams = boundedNumber({ min: 0, max: CHECKOUT_ITEM_GRAMS_MAX, decimals: 2 });
export const cartLines = <T extends z.ZodType>(item: T) =>
  list(item, CHECKOUT_ITEMS_MAX).min(1, 'This field is required');

export const dollarsOf = (cents: number) => Math.round(cents) / 100;

/** Grams per unit of the weight units the platforms send (WooCommerce spells pounds `lbs`). */
const GRAMS_PER: Record<string, number> = { g: 1, kg: 1000, oz: 28.349523125, lb: 453.59237, lbs: 453.59237 };
export const gramsOf = (value: number, unit: string) => value * (GRAMS_PER[unit] ?? 1);
