/**
 * The public rate calculator (accounts §3 Rate estimate, §1 "a rate calculator with discounted-rate
 * comparison"): the estimate turned into the rate shop's request, and the carriers' quotes into rows
 * "Shipdeck's price against the carrier's retail price, the saving in dollars and percent". Pure.
 */
import type { PostalAddress } from '../address/postal-address';
import { CARRIER_DISPLAY_NAMES, carrierServiceName } from '../carriers/carrier-services.constants';
import type { CarrierMessage, RateQuote, RateRequest, ShipmentOption } from '../carriers/carrier.models';
import { PLANS_V2 } from '../plans/plan-tables.constants';
import { CANADIAN_POSTAL_CODE_PATTERN, UK_POSTCODE_PATTERN } from '../validation/patterns';
import { toInchesExact, toPoundsExact } from '../units/units.rules';
import type { RateEstimate } from './rate-estimate.schema';

/**
 * The label fee a visitor's estimate includes: the Start plan's, the plan a new account signs up on,
 * so the price shown is what a first label costs (a paid plan's fee is lower).
 */
export const ESTIMATE_LABEL_FEE_CENTS = PLANS_V2.start.labelFeeCents;

/** The country a destination postal code is written in: Canadian and UK codes abroad, US otherwise. */
export function countryOfPostalCode(zip: string): 'US' | 'CA' | 'GB' {
  const code = zip.trim();
  if (CANADIAN_POSTAL_CODE_PATTERN.test(code)) return 'CA';
  if (UK_POSTCODE_PATTERN.test(code)) return 'GB';
  return 'US';
}

/** A calculator address is a postal code alone: the carriers zone, surcharge and price by it. */
function addressOf(zip: string, residential: boolean): PostalAddress {
  return {
    street1: '',
    city: '',
    state: '',
    zip: zip.trim().toUpperCase(),
    country: countryOfPostalCode(zip),
    residential,
  };
}

/** The rate shop's request for an estimate shipped on `shipDate` (YYYY-MM-DD). */
export function rateRequestOfEstimate(estimate: RateEstimate, shipDate: string): RateRequest {
  const { dimensions, weight } = estimate;
  const options: ShipmentOption[] =
    estimate.insurance > 0 ? [{ kind: 'insurance', amountCents: Math.round(estimate.insurance * 100) }] : [];
  return {
    shipDate,
    from: addressOf(estimate.shipFrom, false),
    // Residence is residential; business, trade show and "none" are priced as commercial.
    to: addressOf(estimate.shipTo, estimate.addressType === 'Residence'),
    parcels: [
      {
        lengthIn: toInchesExact(dimensions.length, dimensions.units),
        widthIn: toInchesExact(dimensions.width, dimensions.units),
        heightIn: toInchesExact(dimensions.height, dimensions.units),
        weightLb: toPoundsExact(weight.value, weight.units),
      },
    ],
    options,
  };
}

export interface RateEstimateRow {
  carrier: string;
  carrierName: string;
  service: string;
  serviceName: string;
  /** What the label costs on Shipdeck: the carrier's discounted charges and the label fee, cents. */
  priceCents: number;
  /** The carrier's published retail price for the same parcel and options, cents. */
  retailCents: number;
  /** retail − price: negative when retail is cheaper (shown as no saving, never hidden). */
  savingCents: number;
  /** The saving as a percent of retail, one decimal; 0 when there is no retail price. */
  savingPercent: number;
  transitDays: number;
  estimatedDeliveryDate: string;
}

/** One quote as a calculator row. Own-account quotes never reach here: a visitor has none. */
export function estimateRowOf(quote: RateQuote, labelFeeCents: number = ESTIMATE_LABEL_FEE_CENTS): RateEstimateRow {
  const priceCents = quote.charges.reduce((n, c) => n + c.costCents, 0) + labelFeeCents;
  const retailCents = quote.listCents;
  const savingCents = retailCents - priceCents;
  return {
    carrier: quote.carrier,
    carrierName: CARRIER_DISPLAY_NAMES[quote.carrier] ?? quote.carrier,
    service: quote.service,
    serviceName: carrierServiceName({ carrier: quote.carrier, service: quote.service }),
    priceCents,
    retailCents,
    savingCents,
    savingPercent: retailCents > 0 ? Math.round((savingCents / retailCents) * 1000) / 10 : 0,
    transitDays: quote.transitDays,
    estimatedDeliveryDate: quote.estimatedDeliveryDate,
  };
}

/** Every quote as a row, cheapest first (then fastest, then by name, so equal prices keep one order). */
export function estimateRowsOf(
  quotes: readonly RateQuote[],
  labelFeeCents: number = ESTIMATE_LABEL_FEE_CENTS,
): RateEstimateRow[] {
  return quotes
    .map((q) => estimateRowOf(q, labelFeeCents))
    .sort(
      (a, b) =>
        a.priceCents - b.priceCents ||
        a.transitDays - b.transitDays ||
        `${a.carrier}:${a.service}`.localeCompare(`${b.carrier}:${b.service}`),
    );
}

/** The best saving of the rows (the calculator's headline), or undefined when none saves. */
export function bestSaving(rows: readonly RateEstimateRow[]): RateEstimateRow | undefined {
  return rows.reduce<RateEstimateRow | undefined>(
    (best, r) => (r.savingCents > 0 && (!best || r.savingCents > best.savingCents) ? r : best),
    undefined,
  );
}

/**
 * The carrier messages a visitor needs: those about the whole request (an unknown ZIP, a destination not
 * served) always; a service's own refusal (SurePost Under 1 lb for a 3 lb parcel) only when no carrier
 * quoted at all, since the other rows already answer the question.
 */
export function estimateMessagesOf(messages: readonly CarrierMessage[], quoted: boolean): CarrierMessage[] {
  return quoted ? messages.filter((m) => !m.service) : [...messages];
}
