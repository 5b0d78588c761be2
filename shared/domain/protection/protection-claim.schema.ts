import * as z from 'zod';
import { CLAIM_REASONS } from '../constants/settings.constants';
import { MESSAGES } from '../validation/messages';
import { emailField, requiredText } from '../validation/fields.schema';
import { TEXT_MAX } from '../validation/bounded.schema';

/** What a shopper's description may hold: the claim's additional notes (accounts §3 claimDetails, 250). */
export const PROTECTION_DESCRIPTION_MAX = 250;

/**
 * The shopper's protection claim (accounts §2 protection-claim; §9 claim reasons): the email and
 * order number that prove the order is theirs, the reason, and what happened. The web form and the
 * public route parse with this one schema, so both answer the same messages.
 */
export const protectionClaimFormSchema = z.object({
  email: emailField(),
  orderNumber: requiredText(TEXT_MAX.short),
  reason: z.enum(CLAIM_REASONS, { error: MESSAGES.required }),
  description: requiredText(PROTECTION_DESCRIPTION_MAX),
});
export type ProtectionClaimFormInput = z.input<typeof protectionClaimFormSchema>;
export type ProtectionClaimForm = z.output<typeof protectionClaimFormSchema>;
