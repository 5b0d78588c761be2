import * as z from 'zod';
import { protectionClaimFormSchema } from '#domain/protection/protection-claim.schema';
import { PROTECTION_RESOLUTIONS } from '#domain/protection/protection-claim.rules';
import { CLAIM_DOCUMENT_MAX_BYTES, CLAIM_DOCUMENT_MESSAGES } from '#domain/claims/claim-document.rules';
import type { PresignedUpload } from '#domain/claims/ports';
import { PROTECTION_PHOTO_CONTENT_TYPES, PROTECTION_PHOTO_MESSAGES } from '#domain/protection/protection-claim.rules';
import { TEXT_MAX } from '#domain/validation/bounded.schema';
import { emailField, requiredText, subdomainField } from '#domain/validation/fields.schema';
import { MESSAGES } from '#domain/validation/messages';
import { pathIdSchema } from './path-params';

/**
 * POST /api/v1/public/protection-claims (accounts §2 protection-claim): a shopper's claim on the branded
 * tracking page whose subdomain is `subDomain`. The account, order and claim fields are the server's.
 */
export const protectionClaimRequestSchema = protectionClaimFormSchema.extend({ subDomain: subdomainField() }).strict();
export type ProtectionClaimRequest = z.input<typeof protectionClaimRequestSchema>;

/** A filing is a few short fields: anything larger is no claim (413 before parsing). */
export const PROTECTION_CLAIM_MAX_BYTES = 4_096;

/** 201 answer: the claim's reference and what the shopper gave, nothing more of the order. */
export interface ProtectionClaimReceiptView {
  claimId: string;
  orderNumber: string;
  reason: string;
  recipientFirstName: string;
}

/** POST /api/v1/claims/{claimId}/resolution: the merchant's decision on a shopper's claim. */
export const protectionResolutionParamsSchema = z.object({ claimId: pathIdSchema });
export const protectionResolutionRequestSchema = z
  .object({ resolution: z.enum(PROTECTION_RESOLUTIONS, { error: MESSAGES.required }) })
  .strict();
export type ProtectionResolutionRequest = z.input<typeof protectionResolutionRequestSchema>;

export interface ProtectionResolutionAnswer {
  claimId: string;
  status: string;
  resolution: string;
  replacementShipmentId?: string;
}

/**
 * The shopper's proof for a photo of their claim: the page, the email and order number again (a shopper has
 * no session; the claim id alone proves nothing), and the claim.
 */
const photoProof = {
  subDomain: subdomainField(),
  email: emailField(),
  orderNumber: requiredText(TEXT_MAX.short),
  claimId: pathIdSchema,
};

/** POST /api/v1/public/protection-claims/photos: a presigned POST for one photo of the claim. */
export const protectionPhotoUploadRequestSchema = z
  .object({
    ...photoProof,
    fileName: requiredText(TEXT_MAX.name),
    contentType: z.enum(PROTECTION_PHOTO_CONTENT_TYPES, { error: PROTECTION_PHOTO_MESSAGES.contentType }),
    sizeBytes: z
      .number({ error: MESSAGES.invalid })
      .int(MESSAGES.invalid)
      .min(1, MESSAGES.invalid)
      .max(CLAIM_DOCUMENT_MAX_BYTES, CLAIM_DOCUMENT_MESSAGES.tooLarge),
  })
  .strict();
export type ProtectionPhotoUploadRequest = z.input<typeof protectionPhotoUploadRequestSchema>;

export interface ProtectionPhotoUploadAnswer {
  documentId: string;
  upload: PresignedUpload;
}

/** POST /api/v1/public/protection-claims/photos/confirm: the uploaded photo checked by its bytes. */
export const protectionPhotoConfirmRequestSchema = z.object({ ...photoProof, documentId: pathIdSchema }).strict();
export type ProtectionPhotoConfirmRequest = z.input<typeof protectionPhotoConfirmRequestSchema>;

export interface ProtectionPhotoView {
  documentId: string;
  fileName: string;
  sizeBytes: number;
}

/** GET /api/v1/orders/{orderId}/protection-claims: the shoppers' claims of one order, newest first. */
export const orderProtectionClaimsParamsSchema = z.object({ orderId: pathIdSchema });

export interface ProtectionClaimView {
  claimId: string;
  /** The shopper's reason (accounts §9) and words. */
  reason: string;
  description: string;
  status: string;
  resolution: string;
  photos: number;
  createdAt: string;
}
