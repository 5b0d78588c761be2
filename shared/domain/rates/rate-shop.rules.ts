/**
 * From the carriers' quotes to what the merchant sees and pays (accounts §3 rate settings, §9
 * plan label fees and average market rate markups), plus the perishable ship-day check and the
 * grid's choice rules. Pure: the rate-shop use case and the web both read these.
 */
import type { OwnCarrierAccountRef } from '../carriers/carrier-accounts.rules';
import type { RateBadge, RateChoiceRule, RateMessageView, RateQuoteView, ShipDayCheck } from '#api/shipping';
import { CARRIER_DISPLAY_NAMES, carrierServiceName, findCarrierService } from '../carriers/carrier-services.constants';
import type { CarrierMessage, ChargeLine, RateQuote } from '../carriers/carrier.models';
import { FULL_COVERAGE_CHARGE_LABEL, type CoverageQuote } from '../claims/coverage.rules';
import {
  WEEKDAY_NAMES,
  addDays,
  compareDates,
  isWeekend,
  weekdayOf,
  type CalendarDate,
} from '../dates/zoned-time.rules';
import { locateError, noRatesSuggestions, rewriteErrorMessage } from '../errors/error-message.rules';
import type { PreferredRate } from '../shipments/preferred-rate.schema';
import type { RateSettings } from '../settings/rate-settings.schema';
import { closedDepotWarning } from '../shipping-schedule/shipping-schedule.rules';
import type { ShippingSchedule } from '../shipping-schedule/shipping-schedule.schema';
import { averageMarketRateCents } from './market-rate.rules';
import { displayServiceName, isServiceOffered, type ServiceRef, type ServiceSettings } from './service-filter.rules';
import { applyUserMarkup, type UserMarkup } from './user-markup.rules';

/** Services in the stored settings are `carrier:service` (the settings page writes them so). */
export function serviceRefOf(text: string): ServiceRef {
  const at = text.indexOf(':');
  return at < 0 ? { carrier: '', service: text } : { carrier: text.slice(0, at), service: text.slice(at + 1) };
}
export function serviceKeyOf(ref: ServiceRef): string {
  return `${ref.carrier}:${ref.service}`;
}

export function serviceSettingsOf(settings: RateSettings): ServiceSettings {
  return {
    customServiceMapping: settings.customServiceMapping,
    servicesToIgnore: settings.servicesToIgnore.map(serviceRefOf),
    whitelistedServices: settings.whitelistedServices.map(serviceRefOf),
    localCourierServiceName: settings.localCourierServiceName,
  };
}

const same = (a?: string, b?: string) => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

/** The most specific markup: this carrier and service, else this carrier, else the account's. */
export function markupFor(settings: RateSettings, ref: ServiceRef): UserMarkup | undefined {
  const specific = settings.userMarkups.filter((m) => m.active);
  return (
    specific.find((m) => same(m.carrier, ref.carrier) && same(m.service, ref.service)) ??
    specific.find((m) => same(m.carrier, ref.carrier) && !m.service) ??
    specific.find((m) => !m.carrier && !m.service) ??
    settings.userMarkup
  );
}

export interface PricingContext {
  settings: RateSettings;
  /** The plan's label fee (accounts §9), charged on every label as the `platform_fee` line. */
  labelFeeCents: number;
  shipDate: CalendarDate;
  shipDayCheck?: ShipDayCheck;
  /** The shipping schedule, for callers it applies to: the ship-day check then counts its closed days too. */
  schedule?: ShippingSchedule;
  /** The merchant's own carrier accounts, rated beside Shipdeck's (their quotes name one). */
  ownAccounts?: readonly OwnCarrierAccountRef[];
}

/** The custom mapping's name (accounts §3), else the carrier's own name of the service. */
export function serviceNameOf(ref: ServiceRef, settings: RateSettings): string {
  const mapped = displayServiceName(ref, serviceSettingsOf(settings));
  return mapped !== ref.service ? mapped : carrierServiceName(ref);
}

const sumCost = (lines: readonly ChargeLine[]) => lines.reduce((n, l) => n + l.costCents, 0);

export function parseIsoDate(text: string): CalendarDate {
  const [year, month, day] = text.split('-').map(Number);
  return { year: year ?? 1970, month: month ?? 1, day: day ?? 1 };
}
export function isoDate(d: CalendarDate): string {
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

/** Weekend days the parcel waits in a depot: strictly after the ship date and before delivery. */
export function weekendDaysInTransit(shipDate: CalendarDate, delivery: CalendarDate): number {
  let count = 0;
  for (let d = addDays(shipDate, 1); compareDates(d, delivery) < 0; d = addDays(d, 1)) if (isWeekend(d)) count++;
  return count;
}

/**
 * The perishable ship-day check (ours, beyond the spec): a quote that spends more calendar days in
 * transit than allowed, or waits in a depot over a weekend, is flagged with the reason.
 */
export function shipDayWarning(
  check: ShipDayCheck | undefined,
  shipDate: CalendarDate,
  quote: Pick<RateQuote, 'transitDays' | 'estimatedDeliveryDate'>,
  schedule?: ShippingSchedule,
): string | undefined {
  if (!check?.active) return undefined;
  const delivery = parseIsoDate(quote.estimatedDeliveryDate);
  const closed = schedule && check.noWeekendInTransit ? closedDepotWarning(shipDate, delivery, schedule) : undefined;
  if (closed) return closed;
  // Under a schedule its closed days replace the plain weekend (a Saturday it ships on is no depot stay).
  const weekend = schedule ? 0 : weekendDaysInTransit(shipDate, delivery);
  const arrives = WEEKDAY_NAMES[weekdayOf(delivery)];
  if (check.noWeekendInTransit && weekend > 0) {
    return `arrives ${arrives}: ${weekend} ${weekend === 1 ? 'day' : 'days'} in a depot over the weekend`;
  }
  if (quote.transitDays > check.maxTransitDays) {
    return `arrives ${arrives}: ${quote.transitDays} days in transit, more than the ${check.maxTransitDays} allowed for perishables`;
  }
  return undefined;
}

/** The own carrier account a quote is from, as the rate table names it. */
function ownAccountOf(quote: RateQuote, ctx: PricingContext) {
  if (!quote.carrierAccountId) return {};
  const account = ctx.ownAccounts?.find((a) => a.carrierAccountId === quote.carrierAccountId);
  return {
    carrierAccountId: quote.carrierAccountId,
    ...(account ? { carrierAccountDescription: account.description } : {}),
  };
}

/**
 * One quote as the merchant sees it: the carrier's lines, the user's markup and rounding on their
 * total (a `markup` line carries the difference), full coverage's premium (an `insurance` line,
 * never marked up: it is the insurer's price), the plan's label fee (`platform_fee`); the
 * market price is the carrier's list price times the average market markup, never below ours.
 */
export function priceQuote(quote: RateQuote, ctx: PricingContext, coverage?: CoverageQuote): RateQuoteView {
  const ref = { carrier: quote.carrier, service: quote.service };
  const carrierCents = sumCost(quote.charges);
  const markedUp = applyUserMarkup(carrierCents, markupFor(ctx.settings, ref), ctx.settings.rounding);
  const charges = quote.charges.map((c) => ({ kind: c.kind, label: c.label, amountCents: c.costCents }));
  if (markedUp !== carrierCents)
    charges.push({ kind: 'markup', label: 'Markup', amountCents: markedUp - carrierCents });
  const premiumCents = coverage?.premiumCents ?? 0;
  if (premiumCents > 0)
    charges.push({ kind: 'insurance', label: FULL_COVERAGE_CHARGE_LABEL, amountCents: premiumCents });
  if (ctx.labelFeeCents > 0) charges.push({ kind: 'platform_fee', label: 'Label fee', amountCents: ctx.labelFeeCents });
  const priceCents = markedUp + premiumCents + ctx.labelFeeCents;
  const service = findCarrierService(quote.carrier, quote.service);
  const market = averageMarketRateCents(Math.max(quote.listCents, carrierCents), {
    service: service?.name ?? quote.service,
    deliveryDays: quote.transitDays,
  });
  const marketPriceCents = Math.max(market, priceCents);
  const warning = shipDayWarning(ctx.shipDayCheck, ctx.shipDate, quote, ctx.schedule);
  return {
    rateId: quote.rateId,
    ...(quote.carrierShipmentId ? { carrierShipmentId: quote.carrierShipmentId } : {}),
    carrier: quote.carrier,
    carrierName: CARRIER_DISPLAY_NAMES[quote.carrier] ?? quote.carrier,
    service: quote.service,
    serviceName: serviceNameOf(quote, ctx.settings),
    ...ownAccountOf(quote, ctx),
    priceCents,
    ...(premiumCents > 0 && coverage ? { coveredCents: coverage.declaredCents } : {}),
    marketPriceCents,
    savingCents: marketPriceCents - priceCents,
    charges,
    transitDays: quote.transitDays,
    estimatedDeliveryDate: quote.estimatedDeliveryDate,
    badges: [],
    ...(warning ? { shipDayWarning: warning } : {}),
  };
}

const byPrice = (a: RateQuoteView, b: RateQuoteView) => a.priceCents - b.priceCents || a.transitDays - b.transitDays;
const bySpeed = (a: RateQuoteView, b: RateQuoteView) =>
  a.transitDays - b.transitDays || a.estimatedDeliveryDate.localeCompare(b.estimatedDeliveryDate) || byPrice(a, b);

/** Cheapest and fastest badges; quotes sorted by price. Ties share the badge. */
export function withBadges(quotes: readonly RateQuoteView[]): RateQuoteView[] {
  if (quotes.length === 0) return [];
  const sorted = [...quotes].sort(byPrice);
  const cheapest = sorted[0]!.priceCents;
  const fastest = [...quotes].sort(bySpeed)[0]!;
  return sorted.map((q) => {
    const badges: RateBadge[] = [];
    if (q.priceCents === cheapest) badges.push('cheapest');
    if (q.transitDays === fastest.transitDays && q.estimatedDeliveryDate === fastest.estimatedDeliveryDate)
      badges.push('fastest');
    return { ...q, badges };
  });
}

/** The offered quotes, priced (with the shipment's full coverage, if any) and badged (ignored services and those outside a whitelist are left out). */
export function presentQuotes(
  quotes: readonly RateQuote[],
  ctx: PricingContext,
  coverage?: CoverageQuote,
): RateQuoteView[] {
  const services = serviceSettingsOf(ctx.settings);
  const offered = quotes.filter((q) => isServiceOffered({ carrier: q.carrier, service: q.service }, services));
  return withBadges(offered.map((q) => priceQuote(q, ctx, coverage)));
}

/** Carrier messages through the spec's rewriting and error location (orders §8). */
export function presentMessages(messages: readonly CarrierMessage[]): RateMessageView[] {
  // Located by the carrier's own words: the rewriting turns "ship to" into "Recipient".
  return messages.map((m) => ({
    carrier: m.carrier,
    message: rewriteErrorMessage(m.message),
    location: locateError({ message: m.message, source: 'rate' }),
  }));
}

export { noRatesSuggestions };

export const NO_RATE_WITHIN = (days: number) => `No rate arrives within ${days} transit ${days === 1 ? 'day' : 'days'}`;

/** The grid's "Get rates" rule: cheapest, fastest, or cheapest within N transit days. */
export function chooseQuote(
  quotes: readonly RateQuoteView[],
  rule: RateChoiceRule,
): { quote: RateQuoteView } | { message: string } {
  const candidates = rule.kind === 'cheapest_within' ? quotes.filter((q) => q.transitDays <= rule.days) : quotes;
  const sorted = [...candidates].sort(rule.kind === 'fastest' ? bySpeed : byPrice);
  const quote = sorted[0];
  if (quote) return { quote };
  return { message: rule.kind === 'cheapest_within' ? NO_RATE_WITHIN(rule.days) : 'No rates returned' };
}

/** The shipment's preferredRate (orders §3) for a chosen quote; markedUpRates.rate is in dollars. */
export function preferredRateOf(quote: RateQuoteView, shipDate: string): PreferredRate {
  return {
    rateId: quote.rateId,
    carrier: quote.carrier,
    service: quote.service,
    shipBy: shipDate,
    transitDays: quote.transitDays,
    deliveryDays: quote.transitDays,
    estDeliveryDays: quote.transitDays,
    markedUpRates: { rate: quote.priceCents / 100 },
  };
}
