import * as z from 'zod';
import type { AdminAuditEntry } from '#domain/admin/admin-audit';
import type { AccountHit } from '#domain/admin/ports';
import { REVIEW_CLAIM_STATUSES, type ClaimHistoryEntry } from '#domain/claims/claim-lifecycle.rules';
import type { ClaimDocumentType } from '#domain/claims/claim.schema';
import type { ClaimAmounts, ClaimSource, ClaimType } from '#domain/claims/claim-record';
import type { ClaimResolution, ClaimStatus } from '#domain/statuses/claim-status.rules';
import { MESSAGES } from '#domain/validation/messages';
import { TEXT_MAX, money, text } from '#domain/validation/bounded.schema';
import { pathIdSchema } from './path-params';

/** Every staff route lives under this prefix (and only staff routes do). */
export const ADMIN_API_PREFIX = '/api/v1/admin/';

/** A page of a staff list: 1 to 100 entries. */
export const ADMIN_PAGE_MAX = 100;
const limitSchema = z.coerce.number().int(MESSAGES.integer).min(1).max(ADMIN_PAGE_MAX).default(25);
const cursorSchema = z.string().max(2_048, MESSAGES.tooLong).optional();
const versionSchema = z.number().int(MESSAGES.integer).min(0).max(Number.MAX_SAFE_INTEGER);

export const ACCOUNT_SEARCH_KINDS = ['id', 'email', 'company'] as const;

/** GET /api/v1/admin/accounts?q=&by=: accounts by id, a member's email, or the company name. */
export const adminAccountSearchQuerySchema = z.object({
  q: z.string().trim().min(2, MESSAGES.tooShort).max(TEXT_MAX.email, MESSAGES.tooLong),
  by: z.enum(ACCOUNT_SEARCH_KINDS).default('company'),
  limit: limitSchema,
  cursor: cursorSchema,
});
export interface AdminAccountSearchResponse {
  items: AccountHit[];
  cursor?: string;
}

export const adminAccountParamsSchema = z.object({ accountId: pathIdSchema });
export const adminClaimParamsSchema = z.object({ accountId: pathIdSchema, claimId: pathIdSchema });

/** A claim as the staff console lists and opens it (amounts in cents, as stored). */
export interface AdminClaimView {
  claimId: string;
  accountId: string;
  orderNumber: string;
  trackingCode?: string;
  source: ClaimSource;
  type: ClaimType;
  status: ClaimStatus;
  resolution: ClaimResolution;
  amounts: ClaimAmounts;
  /** The most a payout may be (the amount claimed, within the declared value). */
  maxPayoutCents: number;
  merchandiseDescription: string;
  damageDescription: string;
  history: ClaimHistoryEntry[];
  version: number;
  createdAt: string;
  submittedAt?: string;
}

/** GET /api/v1/admin/accounts/{accountId}: what staff need to know of an account before deciding its claims. */
export interface AdminAccountSummaryResponse {
  account: { accountId: string; name: string; timezone: string };
  plan: { selectedPlan: string; canceled: boolean; paused: boolean } | null;
  wallet: { balanceCents: number; availableCents: number };
  recentClaims: AdminClaimView[];
  recentAudit: AdminAuditEntry[];
}

/** GET /api/v1/admin/claims?status=: the review queue of one open status across accounts, oldest first. */
export const adminClaimQueueQuerySchema = z.object({
  status: z.enum(REVIEW_CLAIM_STATUSES).default('claim_received'),
  limit: limitSchema,
  cursor: cursorSchema,
});
export interface AdminClaimQueueResponse {
  items: AdminClaimView[];
  cursor?: string;
}

/** GET /api/v1/admin/accounts/{accountId}/claims/{claimId} */
export interface AdminClaimResponse {
  claim: AdminClaimView;
  /** The statuses a staff move may take this claim to (paid and denied are their own actions). */
  nextStatuses: ClaimStatus[];
}

export const adminClaimDocumentParamsSchema = adminClaimParamsSchema.extend({ documentId: pathIdSchema });

/** A document the merchant attached to a claim, as staff review it (confirmed uploads only). */
export interface AdminClaimDocumentView {
  documentId: string;
  documentType: ClaimDocumentType;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  uploadedAt: string;
}

/** GET /api/v1/admin/accounts/{accountId}/claims/{claimId}/documents */
export interface AdminClaimDocumentsResponse {
  items: AdminClaimDocumentView[];
}

/** GET …/claims/{claimId}/documents/{documentId}: a short-lived link to that one document's bytes. */
export interface AdminClaimDocumentLinkResponse {
  url: string;
  expiresAt: string;
}

/** Moves staff make with the move action; paying and denying have their own actions (amount, reason). */
export const ADMIN_MOVE_STATUSES = [
  'documents_pending',
  'investigation_pending',
  'submitted_for_payment',
  'closed',
] as const;

/** POST …/claims/{claimId}/moves */
export const adminMoveClaimRequestSchema = z.object({
  to: z.enum(ADMIN_MOVE_STATUSES, { error: MESSAGES.invalid }),
  note: text(TEXT_MAX.note).default(''),
  /** The version the claim was read at: a claim changed meanwhile answers 409. */
  expectedVersion: versionSchema,
});
export type AdminMoveClaimRequest = z.input<typeof adminMoveClaimRequestSchema>;

/** POST …/claims/{claimId}/payout: pays a claim submitted for payment, crediting the wallet once. */
export const adminPayoutRequestSchema = z.object({
  /** Dollars to the cent. */
  amount: money(),
  note: text(TEXT_MAX.note).default(''),
  expectedVersion: versionSchema,
});
export type AdminPayoutRequest = z.input<typeof adminPayoutRequestSchema>;

/** POST …/claims/{claimId}/denial */
export const adminDenyRequestSchema = z.object({
  reason: z.string().trim().min(1, MESSAGES.required).max(TEXT_MAX.note, MESSAGES.tooLong),
  expectedVersion: versionSchema,
});
export type AdminDenyRequest = z.input<typeof adminDenyRequestSchema>;

export interface AdminClaimActionResponse {
  claim: AdminClaimView;
  audit: AdminAuditEntry;
}

/** GET /api/v1/admin/audit-log?accountId=: newest first, all or one account's. */
export const adminAuditLogQuerySchema = z.object({
  accountId: pathIdSchema.optional(),
  limit: limitSchema,
  cursor: cursorSchema,
});
export interface AdminAuditLogResponse {
  items: AdminAuditEntry[];
  cursor?: string;
}
