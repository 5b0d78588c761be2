import type {
  FreightBooking,
  FreightBookingRequest,
  FreightCarrierResult,
  FreightQuoteRecord,
  FreightQuoteRequest,
  FreightTracking,
} from './freight.models';

/**
 * One LTL carrier (or a broker fanning out to many): the sandbox answers locally, the live
 * adapter speaks the broker's API. Failures are answered as messages in the result, not thrown,
 * except for `book` and `track`, whose callers have nothing else to show.
 */
export interface FreightCarrierPort {
  /** The carrier's (or broker's) name, for messages and timeouts. */
  readonly name: string;
  quote(request: FreightQuoteRequest): Promise<FreightCarrierResult>;
  book(booking: FreightBookingRequest): Promise<FreightBooking>;
  track(proNumber: string): Promise<FreightTracking>;
}

/** Stored freight quotes (one item per request, expiring a week after it was made). */
export interface FreightQuoteStore {
  put(record: FreightQuoteRecord): Promise<void>;
  get(accountId: string, quoteId: string): Promise<FreightQuoteRecord | undefined>;
  /** Most recent first. */
  listRecent(accountId: string, limit: number): Promise<FreightQuoteRecord[]>;
}
