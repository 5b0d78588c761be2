import * as z from 'zod';
import { BILLING_CYCLES, CHOOSABLE_PLANS } from '#domain/plans/plan-change.rules';
import type { PlanLimitKey } from '#domain/plans/plan-tables.constants';
import { CANCEL_REASONS } from '#domain/statuses/account-states.constants';
import { MESSAGES } from '#domain/validation/messages';
import type { SubscriptionResponse } from './subscription';

/** PUT /api/v1/subscription: upgrade or downgrade (the trial is never chosen). */
export const changePlanRequestSchema = z.object({
  plan: z.enum(CHOOSABLE_PLANS),
  cycle: z.enum(BILLING_CYCLES).default('monthly'),
});
export type ChangePlanRequest = z.input<typeof changePlanRequestSchema>;

/** POST /api/v1/subscription/cancel: one of the spec's reasons; details required for other. */
export const cancelSubscriptionRequestSchema = z
  .object({
    reason: z.enum(CANCEL_REASONS, { error: MESSAGES.required }),
    details: z.string().trim().max(500, MESSAGES.tooLong).optional(),
  })
  .refine((v) => v.reason !== 'other' || Boolean(v.details), { message: MESSAGES.required, path: ['details'] });
export type CancelSubscriptionRequest = z.input<typeof cancelSubscriptionRequestSchema>;

export interface PlanCatalogRow {
  plan: string;
  name: string;
  monthlyPriceCents: number | null;
  yearlyPriceCents: number | null;
  labelFeeCents: number;
  /** null: unlimited. */
  limits: Record<PlanLimitKey, number | null>;
}

/** GET /api/v1/plans */
export interface PlanCatalog {
  current: SubscriptionResponse;
  versions: Record<string, PlanCatalogRow[]>;
  usage: { key: PlanLimitKey; used: number; limit: number | null }[];
}
