import * as z from 'zod';
import { claimSchema, CLAIM_DOCUMENT_TYPES, type ClaimDocumentType } from '#domain/claims/claim.schema';
import { CLAIM_STATUSES, type ClaimActorKind, type ClaimHistoryEntry } from '#domain/claims/claim-lifecycle.rules';
import {
  CLAIM_DOCUMENT_CONTENT_TYPES,
  CLAIM_DOCUMENT_MAX_BYTES,
  CLAIM_DOCUMENT_MESSAGES,
} from '#domain/claims/claim-document.rules';
import { CLAIM_FILERS, CLAIM_TYPES, type ClaimRecord, type ClaimSource } from '#domain/claims/claim-record';
import type { ClaimResolution, ClaimStatus } from '#domain/statuses/claim-status.rules';
import { claimSettingsSchema } from '#domain/claims/claim-settings.schema';
import { TEXT_MAX, text } from '#domain/validation/bounded.schema';
import { MESSAGES } from '#domain/validation/messages';
import { pathIdSchema } from './path-params';

/**
 * The claims routes (/api/v1/claims…, /api/v1/claim-settings): a merchant files a claim of a labelled shipment
 * or an order, edits the draft, attaches documents (uploaded straight to storage), submits, withdraws or
 * deletes it. The server owns ids, status, resolution, history, amounts paid and times: a body naming them
 * has them dropped.
 */

export const CLAIM_PAGE_SIZES = [20, 50, 100] as const;

export const claimParamsSchema = z.object({ claimId: pathIdSchema });
export const claimDocumentParamsSchema = z.object({ claimId: pathIdSchema, documentId: pathIdSchema });
export const CLAIM_ACTIONS = ['submit', 'withdraw'] as const;
/** POST /api/v1/claims/{claimId}/{action}. */
export const claimActionParamsSchema = z.object({ claimId: pathIdSchema, action: z.enum(CLAIM_ACTIONS) });

/** GET /api/v1/claims?status=&filer=&orderId=&pageSize=&cursor= (query strings: numbers arrive as text). */
export const claimListQuerySchema = z.object({
  status: z.enum(CLAIM_STATUSES).optional(),
  /** merchant: the merchant's own claims; protection: shoppers' order-protection claims. */
  filer: z.enum(CLAIM_FILERS).optional(),
  orderId: pathIdSchema.optional(),
  pageSize: z
    .enum(CLAIM_PAGE_SIZES.map(String) as ['20', '50', '100'])
    .default('20')
    .transform(Number),
  cursor: z.string().max(2000, MESSAGES.tooLong).optional(),
});
export type ClaimListQuery = z.input<typeof claimListQuerySchema>;

/** The merchant's source of a claim (a shopper's protection claim is filed elsewhere). */
export const claimSourceRequestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('shipment'), orderId: pathIdSchema, shipmentId: pathIdSchema }),
  z.object({ kind: z.literal('order'), orderId: pathIdSchema }),
]);

/** POST /api/v1/claims: a draft prefilled from the shipment or order and, when named, a claim settings profile. */
export const createClaimRequestSchema = z.object({
  source: claimSourceRequestSchema,
  type: z.enum(CLAIM_TYPES),
  profileName: text(TEXT_MAX.name).optional(),
});
export type CreateClaimRequest = z.input<typeof createClaimRequestSchema>;

/** The editable claim form: the stored claim's bounds; the submit checks (accounts §5) run on submit. */
export const claimFormSchema = claimSchema.omit({ id: true, status: true, documents: true });
export type ClaimFormInput = z.input<typeof claimFormSchema>;

/** PUT /api/v1/claims/{claimId}: the draft's form with the version it was read at (409 when stale). */
export const updateClaimRequestSchema = z.object({
  claim: claimFormSchema,
  version: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});
export type UpdateClaimRequest = z.input<typeof updateClaimRequestSchema>;

/** POST /api/v1/claims/{claimId}/submit and …/withdraw: the version the merchant saw. */
export const claimActionRequestSchema = z.object({
  version: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  note: text(250).optional(),
});

/** POST /api/v1/claims/{claimId}/documents: a presigned upload of one file of an accepted type and size. */
export const claimDocumentUploadRequestSchema = z.object({
  documentType: z.enum(CLAIM_DOCUMENT_TYPES),
  fileName: z.string().trim().min(1, MESSAGES.required).max(TEXT_MAX.name, MESSAGES.tooLong),
  contentType: z.enum(CLAIM_DOCUMENT_CONTENT_TYPES, { message: CLAIM_DOCUMENT_MESSAGES.contentType }),
  sizeBytes: z
    .number()
    .int(MESSAGES.integer)
    .min(1, MESSAGES.required)
    .max(CLAIM_DOCUMENT_MAX_BYTES, CLAIM_DOCUMENT_MESSAGES.tooLarge),
});
export type ClaimDocumentUploadRequest = z.input<typeof claimDocumentUploadRequestSchema>;

/** PUT /api/v1/claim-settings: the settings with the version they were read at. */
export const claimSettingsRequestSchema = z.object({
  settings: claimSettingsSchema,
  version: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});

export interface ClaimDocumentView {
  documentId: string;
  documentType: ClaimDocumentType;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  state: 'pending' | 'confirmed';
  uploadedAt: string;
}

/** A claim as the list and the detail page show it. */
export interface ClaimView {
  claimId: string;
  source: ClaimSource;
  type: ClaimRecord['type'];
  reason: string;
  status: ClaimStatus;
  statusLabel: string;
  resolution: ClaimResolution;
  orderNumber: string;
  trackingCode?: string;
  /** YYYY-MM-DD: the last day of the claim's filing window, when its shipment has one. */
  fileBy?: string;
  claim: ClaimRecord['claim'];
  amounts: ClaimRecord['amounts'];
  history: ClaimHistoryEntry[];
  version: number;
  createdAt: string;
  updatedAt: string;
  submittedAt?: string;
  /** What the merchant may do now. */
  actions: { edit: boolean; submit: boolean; withdraw: boolean; delete: boolean };
}

export interface ClaimDetailResponse {
  claim: ClaimView;
  documents: ClaimDocumentView[];
}

export interface ClaimListResponse {
  items: ClaimView[];
  cursor?: string;
}

/** The answer of a write: the claim as it is now and the notice to show (accounts §8). */
export interface ClaimWriteResponse {
  claim: ClaimView;
  message: string;
}

export interface ClaimDocumentUploadResponse {
  document: ClaimDocumentView;
  upload: { url: string; fields: Record<string, string>; expiresAt: string };
}

export interface ClaimDocumentLinkResponse {
  url: string;
  expiresAt: string;
}

export type { ClaimActorKind };
