import type { Cents } from '../money/cents.rules';
import type { WalletInvoice } from '../billing/wallet.rules';
import type { CarrierBookingRef, FreightBookingRecord, FreightCharge, FreightRebill } from './freight-booking.models';
import type { FreightCarrierPort } from './ports';
import type {
  FreightBookingRequest,
  FreightQuoteRequest,
  FreightTrackingEvent,
  FreightTrackingStatus,
  LtlQuote,
} from './freight.models';

/**
 * The ports of booking an LTL quote. The carrier itself is the model's FreightCarrierPort
 * (ports.ts: quote, book, track); these are Shipdeck's side: the bookings, the wallet, the files.
 */

/** The carrier refused the booking (an answer, not an outage): nothing was booked. */
export class FreightBookingRejectedError extends Error {}

export type FreightClaimOutcome =
  { created: true; booking: FreightBookingRecord } | { created: false; booking: FreightBookingRecord };

export interface FreightBookingStore {
  get(accountId: string, bookingId: string): Promise<FreightBookingRecord | undefined>;
  /** Newest first, at most `limit`. */
  list(accountId: string, limit: number): Promise<FreightBookingRecord[]>;
  /** Creates the booking unless one exists for its id (then answers that one). */
  claim(booking: FreightBookingRecord): Promise<FreightClaimOutcome>;
  /** A failed booking taken over by a new request (a new key), only while it is still that failed one. */
  retake(failed: FreightBookingRecord, next: FreightBookingRecord): Promise<FreightClaimOutcome>;
  /** Marks the booking failed with the message, while it is not booked. */
  fail(booking: FreightBookingRecord, message: string): Promise<void>;
  /**
   * The carrier's booking recorded with the freight charge, in one transaction: PRO, pickup and
   * documents, `booked`, the tracking watch, the wallet debit and the hold shrunk by it.
   */
  commitBooked(input: {
    booking: FreightBookingRecord;
    carrierBooking: CarrierBookingRef;
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
   * booking's posted list in one transaction; the hold is shrunk by the charge (spent at 0) when given.
   */
  postCharge(input: {
    booking: FreightBookingRecord;
    charge: FreightCharge;
    invoice: WalletInvoice;
    hold?: { key: string; leftCents: Cents };
  }): Promise<'committed' | 'already'>;
  /** Re-bills the carrier issued, added once each (by rebillId). */
  addRebills(booking: FreightBookingRecord, rebills: readonly FreightRebill[]): Promise<FreightBookingRecord>;
  /** The booking's tracking as the carrier reports it; `final` takes it off the tracking schedule. */
  updateTracking(
    booking: FreightBookingRecord,
    tracking: { status: FreightTrackingStatus; events: FreightTrackingEvent[]; final: boolean; checkAfter: string },
  ): Promise<void>;
  /** Booked shipments whose tracking check is due at `now` (across accounts), oldest first. */
  dueForTracking(now: string, limit: number): Promise<FreightBookingRecord[]>;
}

/** The wallet as booking uses it. */
export interface FreightWallet {
  placeHold(accountId: string, holdKey: string, amountCents: Cents): Promise<'placed' | 'held' | 'insufficient'>;
  releaseHold(accountId: string, holdKey: string): Promise<boolean>;
  availableCents(accountId: string): Promise<Cents>;
}

/** The documents bucket as booking uses it. */
export interface FreightDocumentFiles {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  presignGet(key: string, expiresInSeconds: number): Promise<string>;
}

/** Quotes a stored request again (every carrier), for a booking whose offer expired. */
export type FreightRequote = (request: FreightQuoteRequest) => Promise<LtlQuote[]>;

/** What the sandbox LTL carriers remember of a booking, so a PRO is tracked after a restart. */
export interface SandboxFreightRecord {
  pro: string;
  idempotencyKey: string;
  booking: CarrierBookingRef;
  request: Omit<FreightBookingRequest, 'idempotencyKey'>;
}

export interface SandboxFreightLedger {
  get(pro: string): Promise<SandboxFreightRecord | undefined>;
  /** Creates the record unless its PRO exists (then answers the stored one). */
  create(record: SandboxFreightRecord): Promise<SandboxFreightRecord>;
}

/** The carrier port that books and tracks an offer's carrier (one port per sandbox carrier; a broker's one for all). */
export type FreightCarrierFor = (
  offer: Pick<LtlQuote, 'carrierName' | 'scac'>,
) => Pick<FreightCarrierPort, 'book' | 'track'>;
