/** What the claim use cases talk through; adapters live in functions/claims/adapters. */
import type { Cents } from '../money/cents.rules';
import type { ClaimResolution, ClaimStatus } from '../statuses/claim-status.rules';
import type { ClaimDocumentType } from './claim.schema';
import type { ClaimSettings } from './claim-settings.schema';
import type { ClaimActor, ClaimHistoryEntry } from './claim-lifecycle.rules';
import type { ClaimAmounts, ClaimDocument, ClaimFiler, ClaimRecord, ClaimSource, ClaimType } from './claim-record';
import type { ClaimTrigger } from './claim-candidate.rules';

export interface ClaimPage {
  items: ClaimRecord[];
  /** Opaque; absent on the last page. */
  cursor?: string;
}

export interface ClaimListQuery {
  status?: ClaimStatus;
  /** Only the claims this party filed. */
  filer?: ClaimFiler;
  limit: number;
  cursor?: string;
}

/** A claim of a shipment or order, as the order page shows it ("claim filed"). */
export interface ClaimSummary {
  claimId: string;
  type: ClaimType;
  status: ClaimStatus;
  source: ClaimSource;
}

/** A status change to write: guarded by the status (and version) it was read at. */
export interface ClaimStatusWrite {
  expectedStatus: ClaimStatus;
  expectedVersion: number;
  entry: ClaimHistoryEntry;
  resolution: ClaimResolution;
  /** Fields set with the move (submittedAt, the insurer's id, the amounts of a payment). */
  submittedAt?: string;
  amounts?: ClaimAmounts;
  insurerClaimId?: string;
}

/** A paid claim's wallet credit, written in the same transaction as its status (accounts §4: a `claim` invoice). */
export interface ClaimCredit {
  amountCents: Cents;
  tierFeeCents: Cents;
  description: string;
}

export type ClaimWriteOutcome = 'written' | 'stale' | 'missing';

/** The guarded writes of a claim decision: a move, and the move to paid with its wallet credit. */
export type ClaimWrites = Pick<ClaimStore, 'move' | 'settle'>;

/** A decision about to be written, as a caller sees it to write its own items with it (an audit entry). */
export interface ClaimChange {
  before: ClaimRecord;
  write: ClaimStatusWrite;
}

/**
 * The writes that carry a decision together with a caller's own items, both in one transaction (both or
 * neither): the staff console's audit entry is written with the move it records.
 */
export type ClaimCompanion = (change: ClaimChange) => ClaimWrites;

export interface ClaimStore {
  get(accountId: string, claimId: string): Promise<ClaimRecord | undefined>;
  /** Newest first; by status when asked. */
  list(accountId: string, query: ClaimListQuery): Promise<ClaimPage>;
  /** Every claim of one order (any status), newest first. */
  ofOrder(accountId: string, orderId: string): Promise<ClaimSummary[]>;
  /**
   * Creates the claim and holds its shipment + type in one transaction: 'duplicate' when a draft or open
   * claim of the same shipment and type exists (the one holding it is named).
   */
  create(record: ClaimRecord): Promise<{ outcome: 'created' } | { outcome: 'duplicate'; claimId: string }>;
  /** Replaces a draft's form (guarded by status draft and the version read). */
  updateDraft(record: ClaimRecord, expectedVersion: number): Promise<ClaimWriteOutcome>;
  /** A guarded move; a move out of the open statuses frees the shipment + type hold in the same write. */
  move(accountId: string, claimId: string, write: ClaimStatusWrite): Promise<ClaimWriteOutcome>;
  /**
   * The move to paid and its wallet credit in one transaction, conditional on the claim still being in
   * `write.expectedStatus`: 'already' when it was paid meanwhile (a redelivery, a second approval).
   */
  settle(
    accountId: string,
    claimId: string,
    write: ClaimStatusWrite,
    credit: ClaimCredit,
  ): Promise<'settled' | 'already' | 'stale' | 'missing'>;
  /** Deletes a draft and its hold (only while it is a draft). */
  deleteDraft(accountId: string, claimId: string): Promise<boolean>;
}

export interface ClaimDocumentStore {
  list(accountId: string, claimId: string): Promise<ClaimDocument[]>;
  get(accountId: string, claimId: string, documentId: string): Promise<ClaimDocument | undefined>;
  /** Records a pending upload; refused (false) past the per-claim cap. */
  add(accountId: string, claimId: string, document: ClaimDocument, maxPerClaim: number): Promise<boolean>;
  confirm(accountId: string, claimId: string, documentId: string, sizeBytes: number): Promise<void>;
  remove(accountId: string, claimId: string, documentId: string): Promise<void>;
}

/** A browser upload straight to storage: POST `fields` plus the file to `url`. */
export interface PresignedUpload {
  url: string;
  fields: Record<string, string>;
  expiresAt: string;
}

/** The documents' bytes in storage, under keys the use cases choose. */
export interface ClaimDocumentFiles {
  /** A POST policy that only accepts `contentType` of at most `maxBytes` under `key`. */
  presignUpload(key: string, contentType: string, maxBytes: number, expiresInSeconds: number): Promise<PresignedUpload>;
  /** The first `length` bytes and the object's size; undefined when nothing was uploaded. */
  head(key: string, length: number): Promise<{ bytes: Uint8Array; sizeBytes: number } | undefined>;
  presignGet(key: string, expiresInSeconds: number, fileName: string): Promise<string>;
  remove(key: string): Promise<void>;
}

/** The account's claim settings (accounts §3): profiles and the recipients per status, versioned (0: never saved). */
export interface ClaimSettingsStore {
  get(accountId: string): Promise<{ settings: ClaimSettings; version: number }>;
  /** Written only if the stored version is still `expectedVersion`; undefined when it moved on. */
  put(
    accountId: string,
    settings: ClaimSettings,
    expectedVersion: number,
  ): Promise<{ settings: ClaimSettings; version: number } | undefined>;
}

/** The claims staff review, across accounts (open statuses only), oldest first. */
export interface ClaimReviewQueue {
  page(status: ClaimStatus, page: { limit: number; cursor?: string }): Promise<ClaimPage>;
}

/** What an insurer is told and answers; the sandbox decides on a clock, a live one speaks its API. */
export interface InsurerClaimSubmission {
  claim: ClaimRecord;
  documents: readonly { documentType: ClaimDocumentType; fileName: string; url: string }[];
}

export type InsurerDecision =
  | { status: 'documents_pending' | 'investigation_pending' | 'submitted_for_payment'; note?: string }
  | { status: 'paid'; amountCents: Cents; note?: string }
  | { status: 'denied'; note: string };

export interface Insurer {
  /** The insurer's name, written as the actor id of the moves it makes. */
  readonly name: string;
  /** Files the claim; answers the insurer's own claim id. */
  submit(submission: InsurerClaimSubmission): Promise<{ insurerClaimId: string }>;
  /** The insurer's current decision on a claim it holds; undefined while nothing changed. */
  decision(insurerClaimId: string, claim: ClaimRecord): Promise<InsurerDecision | undefined>;
}

/** A claim status change to tell the configured recipients about (accounts §3 notifications). */
export interface ClaimStatusEmail {
  accountId: string;
  claimId: string;
  status: ClaimStatus;
  /** The status-change's history time: with claimId and status, what makes each email once. */
  at: string;
  recipients: readonly string[];
  orderNumber: string;
}

export interface ClaimNotifier {
  statusChanged(email: ClaimStatusEmail): Promise<void>;
}

/** A shipment whose tracking calls for a claim, as the claims sweep reads it (claim-candidate.rules.ts). */
export interface ClaimCandidateRecord {
  accountId: string;
  orderId: string;
  shipmentId: string;
  trigger: ClaimTrigger;
  type: ClaimType;
  /** open: a draft is to be opened; remind: the draft `claimId` is reminded of (its window closing). */
  stage: 'open' | 'remind';
  dueAt: string;
  claimId?: string;
  fileBy?: string;
}

/** The sparse index of claim candidates (written by the tracking worker), walked by the claims sweep. */
export interface ClaimCandidateStore {
  /** Candidates due at `now` across accounts, oldest first. */
  due(
    now: string,
    page: { limit: number; cursor?: string },
  ): Promise<{ items: ClaimCandidateRecord[]; cursor?: string }>;
  /** Turns an opened candidate into its reminder; false when tracking rewrote it meanwhile (left for the next run). */
  remindLater(read: ClaimCandidateRecord, next: { dueAt: string; claimId: string; fileBy: string }): Promise<boolean>;
  /** Removes a candidate with nothing left to do; false when tracking rewrote it meanwhile. */
  done(read: ClaimCandidateRecord): Promise<boolean>;
}

/** A note to the merchant about a claim the sweep opened, sent at most once per `key`. */
export interface ClaimAlert {
  alert: 'draft_opened' | 'window_closing';
  /** `<claimId>#<alert>`: what makes the alert once. */
  key: string;
  accountId: string;
  claimId: string;
  orderId: string;
  orderNumber: string;
  type: ClaimType;
  /** YYYY-MM-DD, the filing deadline (when known). */
  fileBy?: string;
}

export interface ClaimAlerts {
  send(alert: ClaimAlert): Promise<void>;
}

export interface SettleClaimInput {
  accountId: string;
  claimId: string;
  /** What the claim pays, credited to the wallet with `tierFeeCents` as one `claim` invoice (accounts §4). */
  amountCents: Cents;
  /** The tier fee credited with it; when absent, the one the claimed label's purchase paid. */
  tierFeeCents?: Cents;
  /** Staff (admin) or the insurer; a merchant never pays their own claim. */
  actor: ClaimActor;
  note?: string;
  /** The version the decider saw (a staff screen): then a claim changed meanwhile is refused, not retried. */
  version?: number;
  /** When the decider acted (the history line's time); now when absent. */
  at?: string;
  /** Items written in the same transaction as the payment (the staff console's audit entry). */
  companion?: ClaimCompanion;
}

/** A move other than paying (staff, the insurer): the guarded status change and its history line. */
export interface ClaimMoveInput {
  accountId: string;
  claimId: string;
  to: Exclude<ClaimStatus, 'paid' | 'draft'>;
  actor: ClaimActor;
  note?: string;
  resolution?: ClaimResolution;
  /** The version the decider saw (a staff screen); without it the move applies to the claim as read now. */
  version?: number;
  /** When the decider acted (the history line's time); now when absent. */
  at?: string;
  /** Items written in the same transaction as the move (the staff console's audit entry). */
  companion?: ClaimCompanion;
  /** Set with the move: the insurer's own claim id once it holds the claim. */
  insurerClaimId?: string;
}

/**
 * The decisions staff and the insurer make on a claim: `settle` pays a claim submitted for payment and credits
 * the wallet once; `move` makes any other allowed move. Each change tells the claim settings' recipients.
 */
export interface ClaimDecisions {
  settle(input: SettleClaimInput): Promise<ClaimSettlement>;
  move(input: ClaimMoveInput): Promise<ClaimRecord>;
}

export interface ClaimSettlement {
  outcome: 'settled' | 'already';
  claim: ClaimRecord;
}
