/**
 * Live rates at a store's checkout (orders §2 checkout settings): from the rate shop's priced quotes
 * (the merchant's rate settings, zone mappings and ship-day check already applied) to the few rates a
 * shopper is offered, and the fallback rates when Shipdeck cannot answer in time. Pure.
 */
import type { RateQuoteView } from '#api/shipping';
import type { PostalAddress } from '../address/postal-address';
import type { CarrierParcel } from '../carriers/carrier.models';
import { MAX_WEIGHT_LB } from '../validation/limits.rules';
import { toPoundsExact } from '../units/units.rules';
import { roundTo } from '../validation/bounded.schema';
import type { CheckoutSettings } from './checkout-settings.schema';

/** Cart lines a callback accepts; the platforms' carts are far smaller, a longer one is refused (400). */
export const CHECKOUT_ITEMS_MAX = 250;
/** Units on one cart line. */
export const CHECKOUT_QUANTITY_MAX = 10_000;
/** One unit's weight, grams (the spec's 150 lb parcel limit, well past it for one item). */
export const CHECKOUT_ITEM_GRAMS_MAX = 1_000_000;
/** A carrier needs some weight: a cart of weightless items is rated as one ounce. */
const MIN_PARCEL_LB = 1 / 16;

export interface CheckoutItem {
  grams: number;
  quantity: number;
  /** Items that need no shipping (gift cards, services) weigh nothing at checkout. */
  requiresShipping: boolean;
}

/** A cart as every platform's callback is read into: where it ships from and to, and what is in it. */
export interface CheckoutCart {
  origin: PostalAddress;
  destination: PostalAddress;
  items: CheckoutItem[];
}

/** One rate as the shopper sees it; each platform's answer is written from these. */
export interface CheckoutRate {
  /** `carrier:service` for a live rate, `fallback:<n>` for a fallback one. */
  code: string;
  name: string;
  priceCents: number;
  transitDays?: number;
  /** YYYY-MM-DD. */
  estimatedDeliveryDate?: string;
}

/** Pounds of the cart's shipped items, to 4 decimals (the spec's weight rounding). */
export function cartWeightLb(items: readonly CheckoutItem[]): number {
  const grams = items.filter((i) => i.requiresShipping).reduce((sum, i) => sum + i.grams * i.quantity, 0);
  return roundTo(toPoundsExact(grams, 'g'), 4);
}

/**
 * The one parcel a cart is rated as: its weight in the merchant's checkout box. Undefined when nothing ships
 * or it is past the parcel limit (150 lb): the fallback rates answer then.
 */
export function checkoutParcelOf(cart: CheckoutCart, settings: CheckoutSettings): CarrierParcel | undefined {
  if (!cart.items.some((i) => i.requiresShipping)) return undefined;
  const weightLb = Math.max(cartWeightLb(cart.items), MIN_PARCEL_LB);
  if (weightLb > MAX_WEIGHT_LB) return undefined;
  return { ...settings.box, weightLb };
}

/** The checkout markup on a rate: the percent first, then the flat amount; never below zero. */
export function withCheckoutMarkup(
  priceCents: number,
  settings: Pick<CheckoutSettings, 'markupPercent' | 'markupFlatCents'>,
) {
  const marked = Math.round(priceCents * (1 + settings.markupPercent / 100)) + settings.markupFlatCents;
  return Math.max(0, marked);
}

export const checkoutCodeOf = (quote: Pick<RateQuoteView, 'carrier' | 'service'>) =>
  `${quote.carrier}:${quote.service}`;

const byPrice = (a: CheckoutRate, b: CheckoutRate) =>
  a.priceCents - b.priceCents || (a.transitDays ?? 0) - (b.transitDays ?? 0) || a.code.localeCompare(b.code);

/**
 * The shopper's rates from the rate shop's priced quotes: the services the merchant chose (every offered one
 * when none is chosen), none the perishable ship-day check flags, only the mapped service when a zone mapping
 * fits the destination; one rate per service (the cheapest account's), named as the merchant names it, with
 * the checkout markup, cheapest first.
 */
export function checkoutRatesOf(quotes: readonly RateQuoteView[], settings: CheckoutSettings): CheckoutRate[] {
  const chosen = new Set(settings.services.map((s) => s.toLowerCase()));
  const mapped = quotes.find((q) => q.zoneMapping);
  const candidates = (mapped ? quotes.filter((q) => checkoutCodeOf(q) === checkoutCodeOf(mapped)) : quotes).filter(
    (q) => !q.shipDayWarning && (chosen.size === 0 || chosen.has(checkoutCodeOf(q).toLowerCase())),
  );
  const cheapest = new Map<string, CheckoutRate>();
  for (const q of candidates) {
    const rate: CheckoutRate = {
      code: checkoutCodeOf(q),
      name: q.serviceName,
      priceCents: withCheckoutMarkup(q.priceCents, settings),
      transitDays: q.transitDays,
      estimatedDeliveryDate: q.estimatedDeliveryDate,
    };
    const held = cheapest.get(rate.code);
    if (!held || byPrice(rate, held) < 0) cheapest.set(rate.code, rate);
  }
  return [...cheapest.values()].sort(byPrice);
}

/** The merchant's fallback rates, as set (no markup: they are the prices the merchant typed). */
export function fallbackCheckoutRates(settings: Pick<CheckoutSettings, 'fallbackRates'>): CheckoutRate[] {
  return settings.fallbackRates.map((r, i) => ({
    code: `fallback:${i + 1}`,
    name: r.name,
    priceCents: r.priceCents,
    ...(r.transitDays !== undefined ? { transitDays: r.transitDays } : {}),
  }));
}
