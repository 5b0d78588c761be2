import type { Cents } from '../money/cents.rules';
import type { WalletInvoice } from '../billing/wallet.rules';
import type {
  BookableFreightOffer,
  FreightBooking,
  FreightBookingShipment,
  FreightCarrierBooking,
  FreightCharge,
  FreightRebill,
  FreightTrackingEvent,
  FreightTrackingStatus,
} from './freight-booking.models';

/** What booking asks the LTL carrier: the offer, what ships, and a key that makes the booking happen once. */
export interface FreightBookRequest {
  idempotencyKey: string;
  offer: BookableFreightOffer;
  shipment: FreightBookingShipment;
}

/** A carrier's tracking of a PRO number. */
export interface FreightTracking {
  pro: string;
  status: FreightTrackingStatus;
  events: FreightTrackingEvent[];
  /** Delivered: nothing more will come. */
  final: boolean;
}

/** The carrier refused the booking (an answer, not an outage): nothing was booked. */
export class FreightBookingRejectedError extends Error {}

/** The LTL carriers' booking side: book once per key, track a PRO, and the re-bills the carrier issued. */
export interface FreightBookingCarrier {
  /** Books the offer; the same idempotency key answers the same booking however often it is asked. */
  book(request: FreightBookRequest): Promise<FreightCarrierBooking>;
  track(scac: string, pro: string): Promise<FreightTracking>;
  /** Re-bills (reweigh, reclassification) the carrier issued for the PRO so far; each keeps its id. */
  rebills(scac: string, pro: string): Promise<FreightRebill[]>;
  /** The carrier's current offers for a shipment: what a stale quote is quoted again with. */
  requote(shipment: FreightBookingShipment, accessorialCodes: readonly number[]): Promise<BookableFreightOffer[]>;
}

export type FreightClaimOutcome =
  { created: true; booking: FreightBooking } | { created: false; booking: FreightBooking };

/** Hold outcome as the wallet answers it. */
export type FreightHoldOutcome = 'placed' | 'held' | 'insufficient';

export interface FreightBookingStore {
  get(accountId: string, bookingId: string): Promise<FreightBooking | undefined>;
  /** Newest first, at most `limit`. */
  list(accountId: string, limit: number): Promise<FreightBooking[]>;
  /** Creates the booking unless one exists for its id (then answers that one). */
  claim(booking: FreightBooking): Promise<FreightClaimOutcome>;
  /** A failed booking taken over by a new request (a new key), only while it is still that failed one. */
  retake(failed: FreightBooking, next: FreightBooking): Promise<FreightClaimOutcome>;
  /** Marks the booking failed with the message, while it is not booked. */
  fail(booking: FreightBooking, message: string): Promise<void>;
  /**
   * The carrier's booking recorded: PRO, pickup and documents; `booked` from then on. The first
   * charge's commit does this in its transaction, so a booking is never recorded unpaid.
   */
  commitBooked(input: {
    booking: FreightBooking;
    carrierBooking: FreightCarrierBooking;
    bolKey: string;
    palletLabelsKey: string;
    charge: FreightCharge;
    invoice: WalletInvoice;
    holdKey: string;
    /** What stays held for the charges still to post (0: the hold is spent). */
    holdLeftCents: Cents;
  }): Promise<'committed' | 'already'>;
  /**
   * One later charge (an accessorial, a re-bill) posted once: the ledger entry, its invoice and the
   * booking's posted list in one transaction; `holdKey` is shrunk by the charge (deleted at 0) when given.
   */
  postCharge(input: {
    booking: FreightBooking;
    charge: FreightCharge;
    invoice: WalletInvoice;
    hold?: { key: string; leftCents: Cents };
  }): Promise<'committed' | 'already'>;
  /** Re-bills the carrier issued, added once each (by rebillId). */
  addRebills(booking: FreightBooking, rebills: readonly FreightRebill[]): Promise<FreightBooking>;
  /** The booking's tracking as the carrier reports it; `final` takes it off the tracking schedule. */
  updateTracking(
    booking: FreightBooking,
    tracking: { status: FreightTrackingStatus; events: FreightTrackingEvent[]; final: boolean; checkAfter: string },
  ): Promise<void>;
  /** Booked shipments whose tracking check is due at `now` (across accounts), oldest first. */
  dueForTracking(now: string, limit: number): Promise<FreightBooking[]>;
}

/** The wallet as booking uses it. */
export interface FreightWallet {
  placeHold(accountId: string, holdKey: string, amountCents: Cents): Promise<FreightHoldOutcome>;
  releaseHold(accountId: string, holdKey: string): Promise<boolean>;
  availableCents(accountId: string): Promise<Cents>;
}

/** The documents bucket as booking uses it. */
export interface FreightDocumentFiles {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  presignGet(key: string, expiresInSeconds: number): Promise<string>;
}

/** The bill of lading and pallet labels as PDFs. */
export interface FreightDocumentRenderer {
  billOfLading(booking: FreightBooking, carrierBooking: FreightCarrierBooking): Promise<Uint8Array>;
  palletLabels(booking: FreightBooking, carrierBooking: FreightCarrierBooking): Promise<Uint8Array>;
}

/** What the sandbox LTL carriers remember of a booking, so a PRO is tracked and re-billed after a restart. */
export interface SandboxFreightRecord {
  pro: string;
  scac: string;
  idempotencyKey: string;
  booking: FreightCarrierBooking;
  offer: BookableFreightOffer;
  shipment: FreightBookingShipment;
}

export interface SandboxFreightLedger {
  get(pro: string): Promise<SandboxFreightRecord | undefined>;
  /** Creates the record unless its PRO exists (then answers the stored one). */
  create(record: SandboxFreightRecord): Promise<SandboxFreightRecord>;
}

/** A stored quote as booking reads it: what ships and the carriers' offers. */
export interface QuoteForBooking {
  quoteId: string;
  shipment: FreightBookingShipment;
  offers: BookableFreightOffer[];
  /** The accessorial codes requested, so a stale quote is quoted again with the same ones. */
  accessorialCodes: number[];
}

export interface FreightQuoteReader {
  get(accountId: string, quoteId: string): Promise<QuoteForBooking | undefined>;
}
