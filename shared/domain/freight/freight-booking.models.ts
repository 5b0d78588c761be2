import type { FreightPiece } from './freight.schema';

/**
 * A booked LTL shipment and what booking it needs. The booking is a snapshot: the quote it came
 * from can expire or be quoted again, the booking keeps the price, parties and pieces it was
 * booked with, because the bill of lading and the invoices must say what was agreed.
 */

/** One accessorial priced on a carrier quote (the spec's codes: 14, 12, 15, 17, 108, 153, 152, 116). */
export interface FreightChargeLine {
  code: number;
  name: string;
  amountCents: number;
}

/** The carrier offer booked: the shape real LTL rating APIs answer (carrier, SCAC, totals, transit, expiry). */
export interface BookableFreightOffer {
  /** The carrier's quote id. */
  carrierQuoteId: string;
  carrierName: string;
  scac: string;
  totalCents: number;
  freightCents: number;
  accessorialCents: number;
  accessorials: FreightChargeLine[];
  transitDaysMin: number;
  transitDaysMax: number;
  expiresAt: string;
}

export interface FreightParty {
  name: string;
  company?: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  phone?: string;
}

/** What was shipped, as the bill of lading prints it. */
export interface FreightBookingShipment {
  shipper: FreightParty;
  consignee: FreightParty;
  pickupDate: string;
  pieces: FreightPiece[];
  /** dry, Refrigerated, Frozen or protect from freeze, as the quote named it. */
  loadType: string;
  /** The load type's temperature band in °F (`-10 to 0 °F`); empty for dry freight. */
  temperatureBand: string;
  declaredValueCents: number;
  specialInstructions: string;
}

export const FREIGHT_BOOKING_STATES = ['booking', 'booked', 'failed'] as const;
export type FreightBookingState = (typeof FREIGHT_BOOKING_STATES)[number];

/** Where a PRO number stands on its journey, in the order it moves. */
export const FREIGHT_TRACKING_STATUSES = [
  'booked',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered',
] as const;
export type FreightTrackingStatus = (typeof FREIGHT_TRACKING_STATUSES)[number];

export interface FreightTrackingEvent {
  status: FreightTrackingStatus;
  message: string;
  /** ISO instant of the scan. */
  at: string;
  city: string;
  state: string;
}

/** What the carrier answered to a booking: its PRO number and the pickup it confirmed. */
export interface FreightCarrierBooking {
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

export interface FreightBooking {
  accountId: string;
  /** The carrier quote booked: one booking per carrier quote. */
  bookingId: string;
  /** The request that claimed the booking; a retry with the same key answers the same booking. */
  idempotencyKey: string;
  /** The stored quote (the request) the offer belongs to. */
  quoteId: string;
  state: FreightBookingState;
  message?: string;
  offer: BookableFreightOffer;
  shipment: FreightBookingShipment;
  createdAt: string;
  carrierBooking?: FreightCarrierBooking;
  bolKey?: string;
  palletLabelsKey?: string;
  /** Ledger entry ids already posted (freight, each accessorial, each re-bill). */
  postedCharges: string[];
  rebills: FreightRebill[];
  trackingStatus: FreightTrackingStatus;
  trackingEvents: FreightTrackingEvent[];
}
