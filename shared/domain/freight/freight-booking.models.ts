import type {
  FreightAccessorialLine,
  FreightQuoteRequest,
  FreightTrackingEvent,
  FreightTrackingStatus,
  LtlQuote,
} from './freight.models';

/**
 * A booked LTL shipment as Shipdeck keeps it. The booking is a snapshot: the quote it came from
 * can expire or be quoted again, the booking keeps the offer, request and contacts it was booked
 * with, because the bill of lading and the invoices must say what was agreed.
 */

export interface FreightContact {
  name: string;
  phone: string;
}

export const FREIGHT_BOOKING_STATES = ['booking', 'booked', 'failed'] as const;
export type FreightBookingState = (typeof FREIGHT_BOOKING_STATES)[number];

/** What the carrier answered to a booking, kept on the record (its documents go to the files store). */
export interface CarrierBookingRef {
  pro: string;
  pickupConfirmation: string;
  pickupDate: string;
  bookedAt: string;
}

/** A carrier's re-bill of a booked shipment: a later charge with its reason, once per re-bill id. */
export interface FreightRebill {
  rebillId: string;
  reason: 'reweigh' | 'reclassification';
  /** What the carrier found: `Reweighed at 1,310 lb (declared 700 lb)`. */
  description: string;
  amountCents: number;
  issuedAt: string;
}

/** The charges of a booking, each posted to the wallet once under its own ledger entry id. */
export interface FreightCharge {
  entryId: string;
  kind: 'freight' | 'accessorial' | 'rebill';
  description: string;
  amountCents: number;
}

export interface FreightBookingRecord {
  accountId: string;
  /** The carrier quote booked: one booking per carrier quote. */
  bookingId: string;
  /** The request that claimed the booking; the carrier books once per this key. */
  idempotencyKey: string;
  /** The stored quote (the whole request) the offer belongs to. */
  quoteId: string;
  state: FreightBookingState;
  message?: string;
  offer: LtlQuote;
  request: FreightQuoteRequest;
  reference: string;
  shipper: FreightContact;
  consignee: FreightContact;
  specialInstructions: string;
  createdAt: string;
  carrierBooking?: CarrierBookingRef;
  bolKey?: string;
  palletLabelsKey?: string;
  /** Ledger entry ids already posted (freight, each accessorial, each re-bill). */
  postedCharges: string[];
  rebills: FreightRebill[];
  trackingStatus: FreightTrackingStatus;
  trackingEvents: FreightTrackingEvent[];
}

export type { FreightAccessorialLine };
