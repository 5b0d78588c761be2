import * as z from 'zod';
import { PERMISSION_KEYS } from '#domain/permissions/permission-keys';
import { FEATURE_FLAGS } from '#domain/plans/feature-flags.rules';
import { signupFormSchema } from '#domain/forms/auth-forms.schema';

export const membershipSchema = z.object({
  accountId: z.string(),
  accountName: z.string(),
  role: z.enum(['owner', 'member']),
  /** The team's permission set for this user; an empty object means everything is allowed. */
  permissions: z.partialRecord(z.enum(PERMISSION_KEYS), z.boolean()),
  /** The user's feature flags in this account (accounts §6); absent = none. */
  features: z.partialRecord(z.enum(FEATURE_FLAGS), z.boolean()).optional(),
});
export type Membership = z.infer<typeof membershipSchema>;

export const meResponseSchema = z.object({
  userId: z.string(),
  email: z.string(),
  memberships: z.array(membershipSchema),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

// The Signup fields (accounts §3, §5) that outlive the Cognito login: taken from the shared
// form schema field by field, so the server checks them with the same rules and messages.
const signup = signupFormSchema.shape;

/** Who signed up and how they found us; kept with the account the sign-up creates. */
export const signupProfileSchema = z.object({
  name: signup.name,
  phone: signup.phone,
  heardFrom: signup.heardFrom,
  referralPartner: signup.referralPartner,
});

/** POST /api/v1/accounts: the last step of Signup, after the first sign-in. */
export const createAccountRequestSchema = signupProfileSchema.extend({ companyName: signup.companyName });
export type CreateAccountRequest = z.infer<typeof createAccountRequestSchema>;

export { ACCOUNT_HEADER } from './account-header';
