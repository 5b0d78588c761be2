import { z } from 'zod';
import { CLAIM_BLOCK_FIELDS } from './claim-prefill.rules';
import { CLAIM_STATUSES } from '../statuses/claim-status.rules';
import { storedNumber } from '../units/units.schema';

/** Claim document types (accounts §3). */
export const CLAIM_DOCUMENT_TYPES = ['Original Invoice', 'Reship Invoice', 'Photograph', 'Other'] as const;
/** Loss cause the damage description depends on (accounts §5). */
export const DAMAGE_LOSS_CAUSE = 'damage_Ext';

/** A contact / sender / recipient / payee block: every field a string. */
export const claimBlockSchema = z.object(
  Object.fromEntries(CLAIM_BLOCK_FIELDS.map((f) => [f, z.string().default('')])) as Record<(typeof CLAIM_BLOCK_FIELDS)[number], z.ZodDefault<z.ZodString>>,
);
export type ClaimBlockValues = z.output<typeof claimBlockSchema>;

export const claimDocumentSchema = z.object({
  documentType: z.enum(CLAIM_DOCUMENT_TYPES),
  /** The stored object's key (S3) or file name. */
  file: z.string(),
});

/** claimDetails as stored (accounts §3). */
export const claimDetailsSchema = z.object({
  bol: z.string().default(''),
  shipDate: z.string().default(''),
  lossDate: z.string().default(''),
  lossCause: z.string().default(''),
  commodity: z.string().default(''),
  merchandiseAmount: storedNumber.default(0),
  merchandiseDescription: z.string().default(''),
  damageDescription: z.string().default(''),
  repairable: z.union([z.boolean(), z.string()]).default(false),
  quantity: storedNumber.default(0),
  carrier: z.string().default(''),
  service: z.string().default(''),
  reshipTrackingNumber: z.string().default(''),
  reshipTrackingUrl: z.string().default(''),
  creditMemoRefundNo: z.string().default(''),
  referenceNumber: z.string().default(''),
  shippingAmount: storedNumber.optional(),
  additionalNotes: z.string().default(''),
  packagingAdjustment: z.string().default(''),
});

/** Claim (accounts §3). */
export const claimSchema = z.object({
  id: z.string().optional(),
  partnerId: z.string().default(''),
  policyNumber: z.string().default(''),
  usePolicyPayee: z.boolean().default(false),
  status: z.enum(CLAIM_STATUSES).default('draft'),
  claimDetails: claimDetailsSchema,
  contactDetails: claimBlockSchema,
  senderDetails: claimBlockSchema,
  recipientDetails: claimBlockSchema,
  payeeDetails: claimBlockSchema,
  documents: z.array(claimDocumentSchema).default([]),
});
export type Claim = z.output<typeof claimSchema>;
