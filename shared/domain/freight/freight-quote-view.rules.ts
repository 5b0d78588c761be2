/** How a stored freight quote is shown: cheapest first, the request summed up for the results header. */
import type { FreightQuoteListView, FreightQuoteView } from '#api/freight';
import type { FreightCarrierResult, FreightQuoteRecord, FreightQuoteRequest, LtlQuote } from './freight.models';
import { totalWeightLb } from './freight-request.rules';
import { roundTo } from '../validation/bounded.schema';

/** Cheapest first; equal totals by the shorter transit, then by carrier name (a stable order). */
export function sortQuotes(quotes: readonly LtlQuote[]): LtlQuote[] {
  return [...quotes].sort(
    (a, b) =>
      a.totalCents - b.totalCents || a.transitDaysMax - b.transitDaysMax || a.carrierName.localeCompare(b.carrierName),
  );
}

/** Every carrier's answers joined: their offers (cheapest first) and their messages. */
export function joinResults(results: readonly FreightCarrierResult[]): { quotes: LtlQuote[]; messages: string[] } {
  return { quotes: sortQuotes(results.flatMap((r) => r.quotes)), messages: results.flatMap((r) => r.messages) };
}

/** The earliest expiry among the offers, else `fallback` (a request with no offers expires with its record's day). */
export function earliestExpiry(quotes: readonly LtlQuote[], fallback: string): string {
  return quotes.reduce((min, q) => (q.expiresAt < min ? q.expiresAt : min), quotes[0]?.expiresAt ?? fallback);
}

export function requestSummary(request: FreightQuoteRequest): FreightQuoteView['request'] {
  const place = (s: FreightQuoteRequest['origin']) => ({ city: s.city, state: s.state, zip: s.zip });
  return {
    pickupDate: request.pickupDate,
    origin: place(request.origin),
    destination: place(request.destination),
    loadType: request.loadType,
    accessorials: request.accessorials,
    pallets: request.units.reduce((s, u) => s + u.pallets, 0),
    totalWeightLb: roundTo(totalWeightLb(request), 2),
  };
}

export function freightQuoteView(record: FreightQuoteRecord): FreightQuoteView {
  return {
    quoteId: record.quoteId,
    createdAt: record.createdAt,
    expiresAt: record.expiresAt,
    request: requestSummary(record.request),
    quotes: sortQuotes(record.quotes),
    messages: record.messages,
    ...(record.orderId ? { orderId: record.orderId } : {}),
  };
}

export function freightQuoteListItem(record: FreightQuoteRecord): FreightQuoteListView['items'][number] {
  const cheapest = sortQuotes(record.quotes)[0];
  return {
    quoteId: record.quoteId,
    createdAt: record.createdAt,
    expiresAt: record.expiresAt,
    request: requestSummary(record.request),
    ...(cheapest ? { cheapestCents: cheapest.totalCents } : {}),
  };
}
