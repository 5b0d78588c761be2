import type { RateQuoteView } from '#api/shipping';
import type { CarrierMessage, RateRequest } from '#domain/carriers/carrier.models';
import { courierRequestOf, priceCourierQuote, type CourierOrder } from '#domain/couriers/courier-quotes.rules';
import type { CourierRates } from '#domain/couriers/ports';
import type { PricingContext } from '#domain/rates/rate-shop.rules';

export const COURIERS_UNAVAILABLE = 'Local courier quotes are unavailable right now. Please try again in a minute.';

export interface CourierQuoteInput {
  order: CourierOrder;
  /** The shipment's parcel rate request: the courier carries the same packed parcel between the same addresses. */
  rate: RateRequest;
  pricing: PricingContext;
  /** The account's time zone, where a pickup start time is read. */
  timeZone: string;
  now: Date;
}

export type QuoteCouriers = (
  input: CourierQuoteInput,
) => Promise<{ quotes: RateQuoteView[]; messages: CarrierMessage[] }>;

/** A local courier shipment's courier quotes, priced for the rate table; a problem is a message beside the parcel quotes. */
export function makeQuoteCouriers(deps: { couriers: CourierRates }): QuoteCouriers {
  return async ({ order, rate, pricing, timeZone, now }) => {
    const built = courierRequestOf(order, rate, timeZone, now);
    if (!built.ok)
      return { quotes: [], messages: built.problems.map((message) => ({ carrier: 'Local courier', message })) };
    try {
      const result = await deps.couriers.quote(built.request);
      return {
        quotes: result.quotes.map((q) => priceCourierQuote(q, pricing, built.tipCents)),
        messages: result.messages.map((m) => ({ carrier: m.provider, code: m.code, message: m.message })),
      };
    } catch {
      // The provider failing never fails the parcel rate shop.
      return { quotes: [], messages: [{ carrier: 'Local courier', message: COURIERS_UNAVAILABLE }] };
    }
  };
}
