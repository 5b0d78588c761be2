import { z } from 'zod';
import { CLAIM_STATUSES } from '../statuses/claim-status.rules';

/** Claim settings profile as stored (accounts §3); the form rules are in forms/claim-form.schema.ts. */
export const claimSettingsProfileSchema = z.object({
  profileName: z.string(),
  merchandiseDescription: z.string().default(''),
  commodity: z.string().default(''),
  damageDescription: z.string().default(''),
  lossCause: z.string().default(''),
  lossDate: z.string().default(''),
});

/** Claim settings (accounts §3): profiles and, per claim status, a list of recipients. */
export const claimSettingsSchema = z.object({
  profiles: z.array(claimSettingsProfileSchema).default([]),
  notifications: z.partialRecord(z.enum(CLAIM_STATUSES), z.array(z.object({ label: z.string(), value: z.string() }))).default({}),
});
export type ClaimSettings = z.output<typeof claimSettingsSchema>;
