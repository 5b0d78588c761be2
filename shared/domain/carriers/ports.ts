import type {
  BuyRequest,
  LabelRenderInput,
  PurchasedLabel,
  RateRequest,
  RateResult,
  RefundRequest,
  RefundStatus,
  TrackingResult,
} from './carrier.models';
import type { CarrierCode } from './carrier-services.constants';

/**
 * One interface every carrier adapter implements (sandbox carriers, EasyPost). A carrier that
 * cannot rate a request answers messages, never throws, so a rate shop always gets the others.
 * `buy` throws CarrierRejectedError when the carrier refuses (nothing was bought) and any other
 * error when the outcome is unknown (a timeout): the caller then asks `findLabel` before
 * buying again with the same idempotency key.
 */
export interface CarrierPort extends CarrierRates, CarrierRefunds {
  buy(request: BuyRequest): Promise<PurchasedLabel>;
  /** The label a previous `buy` with this key produced, if the carrier has it. */
  findLabel(idempotencyKey: string): Promise<PurchasedLabel | undefined>;
  track(carrier: CarrierCode, trackingCode: string): Promise<TrackingResult>;
}

/**
 * The carrier's rating alone: what the rate routes need, so their wiring leaves buying, tracking
 * and refunds (and the sandbox's ledger) out of their bundles.
 */
export interface CarrierRates {
  rate(request: RateRequest): Promise<RateResult>;
}

/**
 * The carrier's refunds alone: what the refund route and the refund check need, so their wiring
 * leaves rating, label drawing and tracking out of their bundles.
 */
export interface CarrierRefunds {
  refund(request: RefundRequest): Promise<RefundStatus>;
  /** Where a submitted refund stands now. */
  refundStatus(request: RefundRequest): Promise<RefundStatus>;
}

/** The carrier refused the purchase: nothing was bought, the hold is released. */
export class CarrierRejectedError extends Error {
  constructor(
    message: string,
    readonly carrier: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** What a sandbox carrier remembers of a label it sold (its documents are rendered again on demand). */
export interface SandboxShipmentRecord {
  idempotencyKey: string;
  trackingCode: string;
  label: Omit<PurchasedLabel, 'documents'>;
  /** What the label shows; rendering it again gives the label's documents. */
  renderInput: LabelRenderInput;
  /** YYYY-MM-DD, from the quote's transit days on the carrier's calendar. */
  estimatedDeliveryDate: string;
  transitDays: number;
  saturdayDelivery: boolean;
  refund?: { status: RefundStatus; requestedAt: string };
}

/**
 * The sandbox carriers' memory, so findLabel, refunds and tracking survive a restart or a crashed
 * worker as a real carrier's would. `create` keeps the first record written for a key.
 */
export interface SandboxCarrierLedger {
  getByKey(idempotencyKey: string): Promise<SandboxShipmentRecord | undefined>;
  getByTrackingCode(trackingCode: string): Promise<SandboxShipmentRecord | undefined>;
  /** Stores the record unless the key is taken; answers the record that holds the key afterwards. */
  create(record: SandboxShipmentRecord): Promise<SandboxShipmentRecord>;
  /** Replaces the record of an existing key (a refund request); what the emitter recorded stays. */
  put(record: SandboxShipmentRecord): Promise<void>;
  /**
   * Labels whose tracking the emitter has not finished (SandboxEmission.done unset), oldest
   * purchase first, at most `limit`.
   */
  listTracking(limit: number): Promise<SandboxTrackingEntry[]>;
  /** Remembers what the emitter last sent for a label; `done` takes it off listTracking. */
  recordEmission(record: SandboxShipmentRecord, emission: SandboxEmission): Promise<void>;
}

/** What the sandbox has told the app about a label's tracking so far. */
export interface SandboxEmission {
  /** How many of the journey's events (oldest first) have been delivered. */
  events: number;
  status: string;
  /** When the last delivery was accepted (real time, ISO). */
  at: string;
  /** The journey is over and everything was delivered: nothing more to send. */
  done: boolean;
}

export interface SandboxTrackingEntry {
  record: SandboxShipmentRecord;
  emitted?: SandboxEmission;
}

/** A sandbox label's tracking as the sandbox carrier reports it at a moment (its accelerated clock applied). */
export interface SandboxTracking extends TrackingResult {
  /** Nothing more will happen: delivered, returned to sender, or a voided label. */
  final: boolean;
}

/** The sandbox carriers' view of a label they sold, for the tracking emitter. */
export interface SandboxTrackingSource {
  trackingOf(record: SandboxShipmentRecord, now: Date): SandboxTracking;
}

/** One webhook delivery over HTTP: the exact bytes, and whether the receiver accepted them (2xx). */
export interface WebhookSender {
  post(url: string, body: string, headers: Readonly<Record<string, string>>): Promise<{ ok: boolean; status: number }>;
}
