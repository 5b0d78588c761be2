/**
 * The LTL models every freight carrier adapter speaks (sandbox and live alike), shaped after the
 * quote APIs real LTL brokers publish: a quote request of handling units with their class, the
 * load type and the accessorials; a quote of carrier, SCAC, charges split into freight and
 * accessorial lines, a transit window and an expiry. Money in integer cents, weights in pounds,
 * lengths in inches (converted once by the shared unit rules), dates as YYYY-MM-DD.
 */
import type { FreightAccessorialCode, FreightOptions, LoadType } from './freight.schema';

export interface FreightStop {
  street: string;
  city: string;
  /** Two-letter state. */
  state: string;
  zip: string;
  /** Always US (orders §9: freight ships within the USA only). */
  country: 'US';
  contactName?: string;
}

/** One handling unit line: `pallets` pallets of the same size, holding `pieces` pieces. */
export interface FreightHandlingUnit {
  pallets: number;
  pieces: number;
  lengthIn: number;
  widthIn: number;
  /** Pallet height included. */
  heightIn: number;
  /** Weight of one pallet with its load, pallet included. */
  weightLb: number;
  /** NMFC freight class as the merchant chose or the density rule gave ('70', '92.5', …). */
  freightClass: string;
  nmfc?: string;
  commodity: string;
  packageType: string;
  hazmat: boolean;
  stackable: boolean;
}

/** What a carrier is asked to quote (and, re-quoted, to book). */
export interface FreightQuoteRequest {
  /** The day the carrier picks up. */
  pickupDate: string;
  origin: FreightStop;
  destination: FreightStop;
  units: FreightHandlingUnit[];
  loadType: LoadType;
  /** The spec's accessorial codes chosen (orders §9), each at most once. */
  accessorials: FreightAccessorialCode[];
  /** Value of goods, for cargo liability and insurance. */
  valueOfGoodsCents: number;
  options: FreightOptions;
}

/** One accessorial on a quote, priced. */
export interface FreightAccessorialLine {
  code: FreightAccessorialCode;
  name: string;
  cents: number;
}

/** One carrier's bookable LTL offer. */
export interface LtlQuote {
  /** The carrier's (or broker's) own quote id; booking refers to it. */
  quoteId: string;
  carrierName: string;
  /** Standard Carrier Alpha Code, four letters. */
  scac: string;
  /** freightCents + accessorialCents. */
  totalCents: number;
  /** Line haul after discount, fuel included. */
  freightCents: number;
  accessorialCents: number;
  accessorialLines: FreightAccessorialLine[];
  transitDaysMin: number;
  transitDaysMax: number;
  /** ISO instant after which the carrier no longer honours the price. */
  expiresAt: string;
}

/** What a carrier answered: its offers, or why it had none (one carrier's failure never hides the others). */
export interface FreightCarrierResult {
  /** The carrier (or adapter) that answered, for messages. */
  carrierName: string;
  quotes: LtlQuote[];
  messages: string[];
}

/** Booking one quote: the stored request re-sent with the offer chosen and the shipper's references. */
export interface FreightBookingRequest {
  /** The carrier books once per key: a retried booking answers the booking already made. */
  idempotencyKey: string;
  quote: LtlQuote;
  request: FreightQuoteRequest;
  /** The order number or the merchant's reference, printed on the bill of lading. */
  reference: string;
  shipper: { name: string; phone: string; email?: string };
  consignee: { name: string; phone: string; email?: string };
  /** Printed on the bill of lading for the driver and the consignee. */
  specialInstructions?: string;
}

/** A booked LTL shipment: the PRO number the carrier tracks it by and its paperwork. */
export interface FreightBooking {
  proNumber: string;
  carrierName: string;
  scac: string;
  /** The price the carrier confirmed at booking (may differ from the quote once re-quoted). */
  totalCents: number;
  /** Bill of lading PDF and pallet labels PDF, as bytes for the files store. */
  billOfLadingPdf: Uint8Array;
  palletLabelsPdf: Uint8Array;
  pickupDate: string;
  /** The carrier's dispatch confirmation of the pickup. */
  pickupConfirmation: string;
  /** When the carrier took the booking (ISO instant). */
  bookedAt: string;
}

export const FREIGHT_TRACKING_STATUSES = [
  'booked',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'exception',
] as const;
export type FreightTrackingStatus = (typeof FREIGHT_TRACKING_STATUSES)[number];

export interface FreightTrackingEvent {
  at: string;
  status: FreightTrackingStatus;
  message: string;
  city?: string;
  state?: string;
}

/** What the carrier knows of one PRO number. */
export interface FreightTracking {
  proNumber: string;
  status: FreightTrackingStatus;
  events: FreightTrackingEvent[];
  /** Weight or class the carrier found at its dock, when it differs (a re-bill follows). */
  reweighLb?: number;
  reclassTo?: string;
}

/** A quote as kept: who asked, what they asked (so booking can re-quote), and every carrier's answer. */
export interface FreightQuoteRecord {
  accountId: string;
  /** Shipdeck's id for the whole request (one screen of results). */
  quoteId: string;
  request: FreightQuoteRequest;
  quotes: LtlQuote[];
  /** Carriers that did not answer, in the merchant's words. */
  messages: string[];
  /** The order the quote was asked for, when it came from the rate shop. */
  orderId?: string;
  createdBy: string;
  createdAt: string;
  /** The earliest quote expiry (or the request's own when none came back). */
  expiresAt: string;
}
