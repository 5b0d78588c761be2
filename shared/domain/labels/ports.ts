import type { StoredRate } from '#api/shipping';
import type { PurchasedLabel, RefundStatus } from '../carriers/carrier.models';
import type { OrderRecord } from '../orders/order-record';
import type { WalletInvoice } from '../billing/wallet.rules';
import type { BatchItem } from './label-purchase.rules';
import type { CoverageRecord } from '../claims/coverage.rules';

export type PurchaseState = 'queued' | 'purchasing' | 'purchased' | 'failed';

/** One attempt at buying a shipment's label (the purchase record). */
export interface PurchaseRecord {
  accountId: string;
  orderId: string;
  orderNumber: string;
  shipmentId: string;
  sequence: number;
  /** 1, then one more each time a failed attempt is taken over by a new request. */
  attempt: number;
  batchId: string;
  state: PurchaseState;
  quote: StoredRate;
  amountCents: number;
  tierFeeCents: number;
  insurancePremiumCents: number;
  shipDate: string;
  queuedAt: string;
  message?: string;
  trackingCode?: string;
  /** A rebooking's: the sequence of the label this one replaces, refunded once this one is recorded. */
  replaces?: number;
}

export interface PurchaseRef {
  shipmentId: string;
  sequence: number;
}

/** The message the label-purchase queue carries: which attempt of which purchase record to run. */
export interface PurchaseMessage {
  accountId: string;
  shipmentId: string;
  sequence: number;
  attempt: number;
}

export interface PurchaseBatch {
  batchId: string;
  items: BatchItem[];
  createdBy: string;
  createdAt?: string;
}

/** What the commit transaction writes besides the wallet debit. */
export interface PurchaseCommit {
  purchase: PurchaseRecord;
  holdKey: string;
  label: PurchasedLabel;
  pdfKey?: string;
  zplKey?: string;
  /** Full coverage bought with this label, recorded on the label record. */
  coverage?: CoverageRecord;
  invoice: WalletInvoice;
  /** The order with the shipment's label; undefined when the shipment is gone (the commit then fails). */
  applyToOrder: (order: OrderRecord) => OrderRecord | undefined;
}

export type ClaimOutcome = { created: true; record: PurchaseRecord } | { created: false; record: PurchaseRecord };

export interface LabelPurchaseStore {
  getPurchase(accountId: string, ref: PurchaseRef): Promise<PurchaseRecord | undefined>;
  getPurchases(accountId: string, refs: readonly PurchaseRef[]): Promise<PurchaseRecord[]>;
  /** Creates the record unless one exists for its shipment and sequence (then answers that one). */
  claim(record: PurchaseRecord): Promise<ClaimOutcome>;
  /** Replaces a failed record by the next attempt, only while it is still that failed attempt. */
  retake(failed: PurchaseRecord, next: PurchaseRecord): Promise<ClaimOutcome>;
  /** queued → purchasing (no effect in any other state). */
  markPurchasing(record: PurchaseRecord): Promise<void>;
  /**
   * Releases the hold (if placed) and marks the attempt failed with the message, in one transaction,
   * with the order `applyToOrder` answers (undefined: the order is not written).
   */
  fail(
    record: PurchaseRecord,
    holdKey: string,
    message: string,
    applyToOrder?: (order: OrderRecord) => OrderRecord | undefined,
  ): Promise<void>;
  /**
   * One transaction: hold deleted, balance debited, ledger entry, invoice, label record, purchase
   * record purchased, month's label counter, the order with the label, activity. Retried on a
   * version conflict (wallet or order) from fresh reads. `already` when this attempt was committed before.
   */
  commit(input: PurchaseCommit): Promise<'committed' | 'already'>;
  saveBatch(accountId: string, batch: PurchaseBatch): Promise<void>;
  getBatch(accountId: string, batchId: string): Promise<PurchaseBatch | undefined>;
  labelsInMonth(accountId: string, month: string): Promise<number>;
}

/** The purchase records still `queued`, as the requeue schedule finds them across accounts. */
export interface QueuedPurchaseStore {
  /** Records still queued whose message was last sent before `before` (ISO time), oldest first, at most `limit`. */
  listQueuedBefore(before: string, limit: number): Promise<PurchaseRecord[]>;
  /**
   * The record's message was sent again at `at`: its `queuedAt` moves there, only while it is still this
   * queued attempt. False when it was no longer (taken by the worker, settled or superseded meanwhile).
   */
  markRequeued(record: PurchaseRecord, at: string): Promise<boolean>;
}

/** Sends purchase messages to the label-purchase queue. */
export interface LabelPurchaseQueue {
  send(messages: readonly PurchaseMessage[]): Promise<void>;
}

/** Label documents in the documents bucket. */
export interface LabelFiles {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The object's bytes; undefined when there is none under `key`. */
  get(key: string): Promise<Uint8Array | undefined>;
  /** A URL that GETs the object for `expiresInSeconds`. */
  presignGet(key: string, expiresInSeconds: number): Promise<string>;
}

/** Files that are replaced and so also removed (the company logo); a missing key is no error. */
export interface RemovableFiles extends LabelFiles {
  remove(key: string): Promise<void>;
}

/** A submitted refund waiting for the carrier's answer. */
export interface PendingRefund {
  accountId: string;
  purchaseKey: string;
  submittedAt: string;
  orderId: string;
  shipmentId: string;
  orderNumber: string;
  carrier: string;
  trackingCode: string;
  carrierShipmentId: string;
  purchasedAt: string;
  amountCents: number;
  tierFeeCents: number;
}

export interface LabelRecord {
  accountId: string;
  shipmentId: string;
  sequence: number;
  orderId: string;
  purchaseKey: string;
  carrier: string;
  service: string;
  trackingCode: string;
  carrierShipmentId: string;
  purchasedAt: string;
  costCents: number;
  amountCents: number;
  tierFeeCents: number;
  pdfKey?: string;
  zplKey?: string;
  /** The sequence of the label a rebooking replaced this one with. */
  replacedBy?: number;
}

export interface RefundStore {
  getLabel(accountId: string, ref: PurchaseRef): Promise<LabelRecord | undefined>;
  /** The order with refund submitted and the pending refund item, in one transaction (order version-guarded). */
  submit(before: OrderRecord, after: OrderRecord, pending: PendingRefund): Promise<void>;
  /**
   * The refund of a label (its `sequence`) a rebooking replaced: the label record marked replaced by `bySequence` and the
   * pending refund, in one transaction, the order untouched (it shows the new label). False when that
   * label was marked before (a redelivered purchase): nothing is written twice.
   */
  submitReplaced(pending: PendingRefund, replaced: { sequence: number; bySequence: number }): Promise<boolean>;
  /** Pending refunds, oldest first, at most `limit`. */
  listPending(limit: number): Promise<PendingRefund[]>;
  /**
   * Settles a pending refund once: `refunded` credits the wallet (ledger entry + credit invoice) and
   * writes the order; `rejected` writes the order only. Retried on version conflicts; false when
   * it was settled before.
   */
  settle(
    pending: PendingRefund,
    outcome: Exclude<RefundStatus, 'submitted'>,
    applyToOrder: (order: OrderRecord) => OrderRecord | undefined,
    invoice: WalletInvoice,
  ): Promise<boolean>;
}
