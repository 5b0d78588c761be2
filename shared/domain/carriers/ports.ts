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
export interface CarrierPort {
  rate(request: RateRequest): Promise<RateResult>;
  buy(request: BuyRequest): Promise<PurchasedLabel>;
  /** The label a previous `buy` with this key produced, if the carrier has it. */
  findLabel(idempotencyKey: string): Promise<PurchasedLabel | undefined>;
  refund(request: RefundRequest): Promise<RefundStatus>;
  /** Where a submitted refund stands now. */
  refundStatus(request: RefundRequest): Promise<RefundStatus>;
  track(carrier: CarrierCode, trackingCode: string): Promise<TrackingResult>;
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
  /** Replaces the record of an existing key (a refund request). */
  put(record: SandboxShipmentRecord): Promise<void>;
}
