import * as z from 'zod';
import { protectionClaimFormSchema } from '#domain/protection/protection-claim.schema';
import { PROTECTION_RESOLUTIONS } from '#domain/protection/protection-claim.rules';
import { subdomainField } from '#domain/validation/fields.schema';
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
