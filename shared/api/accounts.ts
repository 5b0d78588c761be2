import { z } from 'zod';
import { PERMISSION_KEYS } from '../domain/permissions/permission-keys';
import { requiredText } from '../domain/validation/fields.schema';

export const membershipSchema = z.object({
  accountId: z.string(),
  accountName: z.string(),
  role: z.enum(['owner', 'member']),
  /** The team's permission set for this user; an empty object means everything is allowed. */
  permissions: z.partialRecord(z.enum(PERMISSION_KEYS), z.boolean()),
});
export type Membership = z.infer<typeof membershipSchema>;

export const meResponseSchema = z.object({
  userId: z.string(),
  email: z.string(),
  memberships: z.array(membershipSchema),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

export const createAccountRequestSchema = z.object({
  companyName: requiredText(30),
});
export type CreateAccountRequest = z.infer<typeof createAccountRequestSchema>;

/** Header carrying the selected merchant account; the server checks it against the caller's memberships. */
export const ACCOUNT_HEADER = 'x-shipdeck-account';
