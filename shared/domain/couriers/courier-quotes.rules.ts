/**
 * A local courier shipment in the order's rate shop: its courier request from the parcel rate
 * request and the order's courier options, and each courier quote priced as the rate table shows
 * it — under the merchant's local courier service name, the markup and rounding on the fee, the
 * tip passed on whole, the plan's label fee, and the quote's expiry.
 */
import { LOCAL_COURIER_CARRIER, type RateQuoteView } from '#api/shipping';
import type { RateRequest } from '../carriers/carrier.models';
import { markupFor, serviceSettingsOf, withBadges, type PricingContext } from '../rates/rate-shop.rules';
import { displayServiceName } from '../rates/service-filter.rules';
import { applyUserMarkup } from '../rates/user-markup.rules';
import type { CourierDispatch, CourierQuote, CourierQuoteRequest } from './courier.models';
import { courierOrderIssues, pickupReadyAt, tipCentsOf, type CourierOrderView } from './courier.rules';

/** The service every courier quote is filed under; the merchant's `localCourierServiceName` renames it. */
export const LOCAL_COURIER_SERVICE = 'LocalCourier';
export const DEFAULT_LOCAL_COURIER_NAME = 'Local courier';

export interface CourierOrder extends CourierOrderView {
  orderNumber?: string;
  shipmentType?: string;
  localCourierOptions?: CourierOrderView['localCourierOptions'] & { vehicleSize?: string | null };
}

export function isLocalCourierOrder(order: Pick<CourierOrder, 'shipmentType'>): boolean {
  return order.shipmentType === 'LocalCourier';
}

export type CourierRequestOutcome =
  { ok: true; request: CourierQuoteRequest; tipCents: number } | { ok: false; problems: string[] };

/** The courier's trip for a shipment already built as a parcel rate request (same addresses, same packed parcel). */
export function courierRequestOf(
  order: CourierOrder,
  rate: RateRequest,
  timeZone: string,
  now: Date,
): CourierRequestOutcome {
  const issues = courierOrderIssues(order, timeZone, now);
  if (issues.length > 0) return { ok: false, problems: issues.map((i) => i.message) };
  const options = order.localCourierOptions ?? {};
  const readyAt = pickupReadyAt(options.deliverySchedule, options.pickupStartTime, timeZone, now)!;
  const vehicle = (options.vehicleSize ?? 'any') as CourierQuoteRequest['vehicle'];
  return {
    ok: true,
    tipCents: tipCentsOf(options.tip) ?? 0,
    request: {
      pickup: rate.from,
      dropoff: rate.to,
      parcels: rate.parcels,
      vehicle,
      pickupReadyAt: readyAt.toISOString(),
      ...(rate.reference ? { reference: rate.reference } : {}),
    },
  };
}

/** One courier quote as the merchant sees it (the rate table's row). */
export function priceCourierQuote(quote: CourierQuote, ctx: PricingContext, tipCents: number): RateQuoteView {
  const ref = { carrier: LOCAL_COURIER_CARRIER, service: LOCAL_COURIER_SERVICE };
  const markedUp = applyUserMarkup(quote.feeCents, markupFor(ctx.settings, ref), ctx.settings.rounding);
  const charges: RateQuoteView['charges'] = [
    { kind: 'base', label: `${quote.provider} delivery`, amountCents: quote.feeCents },
  ];
  if (markedUp !== quote.feeCents)
    charges.push({ kind: 'markup', label: 'Markup', amountCents: markedUp - quote.feeCents });
  if (tipCents > 0) charges.push({ kind: 'tip', label: 'Tip', amountCents: tipCents });
  if (ctx.labelFeeCents > 0) charges.push({ kind: 'platform_fee', label: 'Label fee', amountCents: ctx.labelFeeCents });
  const priceCents = markedUp + tipCents + ctx.labelFeeCents;
  const named = displayServiceName({ ...ref, isLocalCourier: true }, serviceSettingsOf(ctx.settings));
  return {
    // The quote id changes with every quote; the rate id names the quote it was priced from.
    rateId: `courier_${quote.quoteId}`,
    carrier: LOCAL_COURIER_CARRIER,
    carrierName: quote.provider,
    service: LOCAL_COURIER_SERVICE,
    serviceName: named === LOCAL_COURIER_SERVICE ? DEFAULT_LOCAL_COURIER_NAME : named,
    priceCents,
    // A courier has no published list price: the market price is ours.
    marketPriceCents: priceCents,
    savingCents: 0,
    charges,
    transitDays: 0,
    estimatedDeliveryDate: quote.dropoffEta.slice(0, 10),
    badges: [],
    courier: {
      provider: quote.provider,
      quoteId: quote.quoteId,
      vehicle: quote.vehicle,
      tipCents,
      distanceMiles: quote.distanceMiles,
      pickupEta: quote.pickupEta,
      dropoffEta: quote.dropoffEta,
      expiresAt: quote.expiresAt,
    },
  };
}

/** Parcel and courier quotes in one table, badged together (a courier arriving today is the fastest). */
export function withCourierQuotes(
  parcel: readonly RateQuoteView[],
  courier: readonly RateQuoteView[],
): RateQuoteView[] {
  return courier.length === 0 ? [...parcel] : withBadges([...parcel, ...courier]);
}

const isCourierQuote = (q: Pick<RateQuoteView, 'carrier'>) => q.carrier === LOCAL_COURIER_CARRIER;

/** The courier quotes among a shipment's stored quotes (allRates). */
export function courierQuotesOf(allRates: readonly object[] | undefined): RateQuoteView[] {
  return ((allRates ?? []) as unknown as RateQuoteView[]).filter(isCourierQuote);
}

/**
 * The two rating legs (parcel carriers, couriers) each write only their own quotes onto the latest stored ones,
 * so neither wipes what the other stored meanwhile. `fresh` is the leg's new answer; the other leg's stored quotes
 * stay, and the whole set is badged together.
 */
export function withRatingLeg(
  leg: 'parcel' | 'courier',
  stored: readonly object[] | undefined,
  fresh: readonly RateQuoteView[],
): RateQuoteView[] {
  const kept = ((stored ?? []) as unknown as RateQuoteView[]).filter((q) =>
    leg === 'courier' ? !isCourierQuote(q) : isCourierQuote(q),
  );
  const all = leg === 'courier' ? [...kept, ...fresh] : [...fresh, ...kept];
  return kept.length === 0 ? [...fresh] : withBadges(all);
}

/** The shipment's label once its courier quote was dispatched: the delivery's provider, status, vehicle and ETAs. */
export function courierLabelOf(dispatch: CourierDispatch, vehicle: string) {
  return {
    provider: dispatch.provider,
    deliveryId: dispatch.deliveryId,
    status: dispatch.status,
    vehicle,
    pickupEta: dispatch.pickupEta,
    dropoffEta: dispatch.dropoffEta,
    tipCents: dispatch.tipCents,
  };
}
