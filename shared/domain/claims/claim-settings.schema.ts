import * as z from 'zod';
import { CLAIM_STATUSES } from '../statuses/claim-status.rules';
import { LIST_MAX, TEXT_MAX, list, text } from '../validation/bounded.schema';

/** Claim settings profile as stored (accounts §3); the form rules are in forms/claim-form.schema.ts. */
export const claimSettingsProfileSchema = z.object({
  profileName: text(TEXT_MAX.name),
  merchandiseDescription: text(230).default(''),
  commodity: text(TEXT_MAX.name).default(''),
  damageDescription: text(230).default(''),
  lossCause: text(TEXT_MAX.short).default(''),
  lossDate: text(TEXT_MAX.short).default(''),
});

/** Claim settings (accounts §3): profiles and, per claim status, a list of recipients. */
export const claimSettingsSchema = z.object({
  profiles: list(claimSettingsProfileSchema, LIST_MAX.choices).default([]),
  notifications: z
    .partialRecord(
      z.enum(CLAIM_STATUSES),
      list(z.object({ label: text(TEXT_MAX.name), value: text(TEXT_MAX.email) }), LIST_MAX.choices),
    )
    .default({}),
});
export type ClaimSettings = z.output<typeof claimSettingsSchema>;
