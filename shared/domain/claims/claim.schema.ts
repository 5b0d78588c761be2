import * as z from 'zod';
import { CLAIM_BLOCK_FIELDS } from './claim-prefill.rules';
import { CLAIM_STATUSES } from '../statuses/claim-status.rules';
import { TEXT_MAX, count, list, money, text } from '../validation/bounded.schema';

/** Claim document types (accounts §3). */
export const CLAIM_DOCUMENT_TYPES = ['Original Invoice', 'Reship Invoice', 'Photograph', 'Other'] as const;
export type ClaimDocumentType = (typeof CLAIM_DOCUMENT_TYPES)[number];
/** Loss cause the damage description depends on (accounts §5). */
export const DAMAGE_LOSS_CAUSE = 'damage_Ext';

/** A contact / sender / recipient / payee block: every field a string. */
export const claimBlockSchema = z.object(
  Object.fromEntries(CLAIM_BLOCK_FIELDS.map((f) => [f, text(TEXT_MAX.address).default('')])) as Record<
    (typeof CLAIM_BLOCK_FIELDS)[number],
    z.ZodDefault<z.ZodString>
  >,
);
export type ClaimBlockValues = z.output<typeof claimBlockSchema>;

export const claimDocumentSchema = z.object({
  documentType: z.enum(CLAIM_DOCUMENT_TYPES),
  /** The stored object's key (S3) or file name. */
  file: text(TEXT_MAX.url),
});

/** claimDetails as stored (accounts §3). */
export const claimDetailsSchema = z.object({
  bol: text(TEXT_MAX.id).default(''),
  shipDate: text(TEXT_MAX.short).default(''),
  lossDate: text(TEXT_MAX.short).default(''),
  lossCause: text(TEXT_MAX.short).default(''),
  commodity: text(TEXT_MAX.name).default(''),
  merchandiseAmount: money().default(0),
  merchandiseDescription: text(230).default(''),
  damageDescription: text(230).default(''),
  repairable: z.union([z.boolean(), text(TEXT_MAX.short)]).default(false),
  quantity: count().default(0),
  carrier: text(TEXT_MAX.id).default(''),
  service: text(TEXT_MAX.id).default(''),
  reshipTrackingNumber: text(TEXT_MAX.id).default(''),
  reshipTrackingUrl: text(TEXT_MAX.url).default(''),
  creditMemoRefundNo: text(TEXT_MAX.id).default(''),
  referenceNumber: text(TEXT_MAX.id).default(''),
  shippingAmount: money().optional(),
  additionalNotes: text(250).default(''),
  packagingAdjustment: text(250).default(''),
});

/** Claim (accounts §3). */
export const claimSchema = z.object({
  id: text(TEXT_MAX.id).optional(),
  partnerId: text(TEXT_MAX.id).default(''),
  policyNumber: text(TEXT_MAX.id).default(''),
  usePolicyPayee: z.boolean().default(false),
  status: z.enum(CLAIM_STATUSES).default('draft'),
  claimDetails: claimDetailsSchema,
  contactDetails: claimBlockSchema,
  senderDetails: claimBlockSchema,
  recipientDetails: claimBlockSchema,
  payeeDetails: claimBlockSchema,
  documents: list(claimDocumentSchema, 50).default([]),
});
export type Claim = z.output<typeof claimSchema>;
