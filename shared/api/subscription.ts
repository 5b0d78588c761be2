import * as z from 'zod';

/** GET /api/v1/subscription: the account's plan as it stands now (accounts §3, §4). */
export const subscriptionResponseSchema = z.object({
  plan: z.string(),
  planVersion: z.string(),
  status: z.enum(['active', 'trial', 'trial_ended', 'canceled', 'paused']),
  trialEndDate: z.string().optional(),
  billingCycle: z.enum(['monthly', 'yearly']).optional(),
  currentPeriodEnd: z.string().optional(),
  cancelReason: z.string().optional(),
  /** Paused by a renewal whose charge failed: why. */
  renewalFailure: z.string().optional(),
});
export type SubscriptionResponse = z.output<typeof subscriptionResponseSchema>;
