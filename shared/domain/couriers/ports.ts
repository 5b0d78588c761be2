import type { StoredRate } from '#api/shipping';
import type { PurchasedLabel, RateRequest } from '../carriers/carrier.models';
import type { CourierOrder } from './courier-quotes.rules';
import type {
  CourierCancelResult,
  CourierDispatch,
  CourierDispatchRequest,
  CourierQuoteRequest,
  CourierQuoteResult,
  CourierTracking,
} from './courier.models';

/** The courier's quoting alone: all the rate shop needs, so its bundle leaves dispatching out. */
export interface CourierRates {
  /** A refusal (too far, no vehicle fits) is a message, never a throw: the parcel quotes still show. */
  quote(request: CourierQuoteRequest): Promise<CourierQuoteResult>;
}

/**
 * One interface every local-courier adapter implements (sandbox courier, Uber Direct). `dispatch` is
 * idempotent on its key: a retry answers the delivery the first call created. It throws
 * CourierRejectedError when the provider refuses (nothing was dispatched).
 */
export interface CourierPort extends CourierRates {
  dispatch(request: CourierDispatchRequest): Promise<CourierDispatch>;
  track(deliveryId: string): Promise<CourierTracking>;
  /** Before pickup the delivery is canceled (and refundable); after, `too_late`. */
  cancel(deliveryId: string): Promise<CourierCancelResult>;
}

/** The provider refused: nothing was dispatched. */
export class CourierRejectedError extends Error {
  constructor(
    message: string,
    readonly provider: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** What the sandbox courier remembers of a delivery it created. */
export interface SandboxCourierRecord {
  dispatch: CourierDispatch;
  canceledAt?: string;
}

/**
 * The sandbox courier's memory, so a retried dispatch, tracking and cancel survive a restart as a
 * real provider's would. `create` keeps the first record written for a key.
 */
export interface SandboxCourierLedger {
  getByKey(idempotencyKey: string): Promise<SandboxCourierRecord | undefined>;
  getByDeliveryId(deliveryId: string): Promise<SandboxCourierRecord | undefined>;
  /** Stores the record unless the key is taken; answers the record that holds the key afterwards. */
  create(record: SandboxCourierRecord): Promise<SandboxCourierRecord>;
  put(record: SandboxCourierRecord): Promise<void>;
}

/** A courier quote bought through the label flow: what the dispatch needs of the purchase. */
export interface CourierLabelRequest {
  /** The purchase attempt's key: a retried attempt finds the delivery the first one created. */
  idempotencyKey: string;
  accountId: string;
  order: CourierOrder;
  /** The shipment's parcel rate request (the same addresses and packed parcel the quote was priced for). */
  rate: RateRequest;
  quote: StoredRate;
}

/**
 * The courier's side of the label purchase: dispatches the bought quote (once per key; an expired quote is
 * quoted again and refused if its price moved) and answers the delivery as the label the shipment keeps, its
 * dispatch slip the label's document. Throws CourierRejectedError when nothing was dispatched.
 */
export interface CourierLabels {
  dispatch(request: CourierLabelRequest): Promise<PurchasedLabel & { courier: CourierDispatch }>;
}

/** What the sandbox courier has told the app of a delivery (events sent, last status), so each step is sent once. */
export interface SandboxCourierEmission {
  events: number;
  status: string;
  done: boolean;
  at: string;
}

/** The sandbox courier's deliveries still on their way, for its tracking webhooks (as the sandbox carrier's). */
export interface SandboxCourierTracking {
  /** Deliveries whose tracking is not finished, oldest first, at most `limit`. */
  listTracking(limit: number): Promise<{ record: SandboxCourierRecord; emitted?: SandboxCourierEmission }[]>;
  recordEmission(record: SandboxCourierRecord, emission: SandboxCourierEmission): Promise<void>;
}
