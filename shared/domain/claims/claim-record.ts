import { CLAIM_REASONS } from '../constants/settings.constants';
import type { Cents } from '../money/cents.rules';
import type { PermissionKey } from '../permissions/permission-keys';
import type { ClaimResolution, ClaimStatus } from '../statuses/claim-status.rules';
import type { Claim, ClaimDocumentType } from './claim.schema';
import type { ClaimHistoryEntry } from './claim-lifecycle.rules';

/**
 * A claim as stored: the spec's claim (accounts §3) plus what Shipdeck keeps around it (where it came
 * from, its type, status, resolution, amounts and history).
 */

/**
 * Claim types, one per claim reason (accounts §9): the type is the stored key, the reason its words.
 * A shipment holds at most one draft or open claim per type.
 */
export const CLAIM_TYPES = ['damaged', 'delayed', 'lost', 'missing_contents'] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];

export const CLAIM_REASON_BY_TYPE: Readonly<Record<ClaimType, (typeof CLAIM_REASONS)[number]>> = {
  damaged: 'contents damaged',
  delayed: 'delay',
  lost: 'package missing',
  missing_contents: 'some or all contents missing',
};

export function claimReason(type: ClaimType): (typeof CLAIM_REASONS)[number] {
  return CLAIM_REASON_BY_TYPE[type];
}

/**
 * Where a claim comes from: a labelled shipment (an insurance or carrier claim), a whole order, or a
 * shopper's order-protection claim (filed on the tracking page, resolved by the merchant).
 */
export const CLAIM_SOURCE_KINDS = ['shipment', 'order', 'protection'] as const;
export type ClaimSourceKind = (typeof CLAIM_SOURCE_KINDS)[number];

export type ClaimSource =
  | { kind: 'shipment'; orderId: string; shipmentId: string }
  | { kind: 'order'; orderId: string }
  | { kind: 'protection'; orderId: string; shipmentId?: string };

/** Who filed a claim, as the claims list filters it: the merchant (a shipment or order claim) or a shopper. */
export const CLAIM_FILERS = ['merchant', 'protection'] as const;
export type ClaimFiler = (typeof CLAIM_FILERS)[number];

export function claimFilerOf(kind: ClaimSourceKind): ClaimFiler {
  return kind === 'protection' ? 'protection' : 'merchant';
}

/**
 * The permission a claim's source needs (accounts §6 claims): insurance claims are Full Coverage
 * (view_claim_tracking), shopper claims are order protection (view_order_protection).
 */
export function claimPermission(kind: ClaimSourceKind): PermissionKey {
  return kind === 'protection' ? 'view_order_protection' : 'view_claim_tracking';
}

/**
 * The key one shipment (or order) + type holds while a claim of it is draft or open: `<orderId>#<shipmentId|->#<type>`
 * for the merchant's own claims, with `#protection` after it for a shopper's protection claim. The two are held apart:
 * a shopper's claim is the merchant's to resolve and never stands in for the merchant's insurance claim, nor the other
 * way round.
 */
export function claimSubjectKey(source: ClaimSource, type: ClaimType): string {
  const shipmentId = source.kind === 'order' ? '-' : (source.shipmentId ?? '-');
  const key = `${source.orderId}#${shipmentId}#${type}`;
  return source.kind === 'protection' ? `${key}#protection` : key;
}

/** Server-owned amounts, integer cents. */
export interface ClaimAmounts {
  /** The merchandise amount claimed (claimDetails.merchandiseAmount, in cents). */
  claimedCents: Cents;
  /** The shipment's declared (insured) value when known: the merchandise amount may not exceed it. */
  declaredValueCents?: Cents;
  /** Credited to the wallet when paid (with `tierFeeCents`). */
  paidCents?: Cents;
  tierFeeCents?: Cents;
}

/** A stored document's metadata; the bytes live in the documents bucket. */
export interface ClaimDocument {
  documentId: string;
  documentType: ClaimDocumentType;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  /** `pending` until its bytes were checked (upload confirmed); only `confirmed` ones count. */
  state: 'pending' | 'confirmed';
  uploadedAt: string;
}

export interface ClaimRecord {
  claimId: string;
  accountId: string;
  source: ClaimSource;
  type: ClaimType;
  status: ClaimStatus;
  resolution: ClaimResolution;
  /** The merchant's part: the claim form (accounts §3). */
  claim: Omit<Claim, 'id' | 'status' | 'documents'>;
  amounts: ClaimAmounts;
  history: ClaimHistoryEntry[];
  /** What the list shows without opening the order. */
  orderNumber: string;
  trackingCode?: string;
  /** YYYY-MM-DD: the last day to file, from the shipment's filing window when the claim was opened; kept for the list. */
  fileBy?: string;
  /** The insurer's own id once submitted to it. */
  insurerClaimId?: string;
  /** Bumped by every write; a write naming an older version is refused. */
  version: number;
  createdAt: string;
  updatedAt: string;
  submittedAt?: string;
}
