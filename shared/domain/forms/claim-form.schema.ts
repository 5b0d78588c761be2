import * as z from 'zod';
import { MESSAGES, OUR_MESSAGES } from '../validation/messages';
import { isEmail } from '../validation/patterns';
import { emailField, optionalText, requiredMoneyField, requiredText } from '../validation/fields.schema';
import { TEXT_MAX } from '../validation/bounded.schema';
import { parseDate } from '../dates/date-format.rules';
import { compareDates } from '../dates/zoned-time.rules';
import { CLAIM_BLOCK_FIELDS } from '../claims/claim-prefill.rules';
import { DAMAGE_LOSS_CAUSE } from '../claims/claim.schema';
import { CLAIM_STATUSES } from '../statuses/claim-status.rules';

/** accounts §5 Claim: dates are MM/DD/YYYY. */
const claimDate = () => requiredText().refine((d) => parseDate(d) !== undefined, OUR_MESSAGES.invalidDate);

/**
 * Contact / sender / recipient / payee block. Recipient caps (accounts §5 "Recipient (claim and
 * order prefill)"): city 30; company, name and address 35.
 */
const blockCaps: Partial<Record<(typeof CLAIM_BLOCK_FIELDS)[number], number>> = {
  firstName: 35,
  lastName: 35,
  fullName: 35,
  addressLine1: 35,
  addressLine2: 35,
  city: 30,
};
export const claimBlockFormSchema = z
  .object(
    Object.fromEntries(CLAIM_BLOCK_FIELDS.map((f) => [f, optionalText(blockCaps[f])])) as Record<
      (typeof CLAIM_BLOCK_FIELDS)[number],
      ReturnType<typeof optionalText>
    >,
  )
  .refine((b) => b.emailAddress === '' || isEmail(b.emailAddress), {
    path: ['emailAddress'],
    message: MESSAGES.invalidEmail,
  });

export interface ClaimFormContext {
  /** The shipment's declared (insured) amount; merchandise amount may not exceed it. */
  declaredValue?: number;
}

/** Claim form (accounts §5 Claim). */
export function makeClaimFormSchema(context: ClaimFormContext = {}) {
  return z
    .object({
      partnerId: optionalText(TEXT_MAX.id),
      policyNumber: optionalText(TEXT_MAX.id),
      usePolicyPayee: z.boolean().default(false),
      claimDetails: z.looseObject({
        bol: requiredText(TEXT_MAX.id),
        shipDate: claimDate(),
        lossDate: claimDate(),
        lossCause: requiredText(TEXT_MAX.short),
        commodity: optionalText(TEXT_MAX.name),
        merchandiseAmount: requiredMoneyField(),
        merchandiseDescription: requiredText(230),
        damageDescription: optionalText(230),
        additionalNotes: optionalText(250),
        packagingAdjustment: optionalText(250),
      }),
      contactDetails: claimBlockFormSchema,
      senderDetails: claimBlockFormSchema,
      recipientDetails: claimBlockFormSchema,
      payeeDetails: claimBlockFormSchema,
    })
    .superRefine((claim, ctx) => {
      const d = claim.claimDetails;
      const ship = parseDate(d.shipDate);
      const loss = parseDate(d.lossDate);
      if (ship && loss && compareDates(loss, ship) < 0) {
        ctx.addIssue({ code: 'custom', path: ['claimDetails', 'lossDate'], message: MESSAGES.lossDateBeforeShipDate });
      }
      if (context.declaredValue !== undefined && d.merchandiseAmount > context.declaredValue) {
        ctx.addIssue({
          code: 'custom',
          path: ['claimDetails', 'merchandiseAmount'],
          message: MESSAGES.merchandiseAboveDeclared,
        });
      }
      if (d.lossCause === DAMAGE_LOSS_CAUSE && d.damageDescription === '') {
        ctx.addIssue({ code: 'custom', path: ['claimDetails', 'damageDescription'], message: MESSAGES.required });
      }
      if (claim.usePolicyPayee) {
        for (const field of ['fullName', 'phoneNumber', 'emailAddress'] as const) {
          if (claim.payeeDetails[field] === '')
            ctx.addIssue({ code: 'custom', path: ['payeeDetails', field], message: MESSAGES.required });
        }
      }
    });
}

/** Claim settings profile (accounts §5): name, merchandise description and damage description. */
export const claimSettingsProfileFormSchema = z.object({
  profileName: requiredText(TEXT_MAX.name),
  merchandiseDescription: requiredText(230),
  damageDescription: requiredText(230),
  commodity: optionalText(TEXT_MAX.name),
  lossCause: optionalText(TEXT_MAX.short),
  lossDate: optionalText(TEXT_MAX.short),
});

export const CLAIM_SETTINGS_FORM_MESSAGES = {
  duplicateProfile: 'Each profile needs its own name.',
} as const;

/** One person told of a claim status: a name to know them by (optional) and their email. */
export const claimRecipientFormSchema = z.object({
  label: optionalText(TEXT_MAX.name),
  value: emailField(),
});

/**
 * Claim settings (accounts §3, §5): every profile complete, no two profiles of one name (a new claim picks its
 * profile by name), and every recipient a valid email.
 */
export const claimSettingsFormSchema = z
  .object({
    profiles: z.array(claimSettingsProfileFormSchema),
    notifications: z.partialRecord(z.enum(CLAIM_STATUSES), z.array(claimRecipientFormSchema)),
  })
  .superRefine((settings, ctx) => {
    const seen = new Set<string>();
    settings.profiles.forEach((profile, i) => {
      const name = profile.profileName.trim().toLowerCase();
      if (name && seen.has(name))
        ctx.addIssue({
          code: 'custom',
          path: ['profiles', i, 'profileName'],
          message: CLAIM_SETTINGS_FORM_MESSAGES.duplicateProfile,
        });
      seen.add(name);
    });
  });
