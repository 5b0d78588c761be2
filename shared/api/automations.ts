import * as z from 'zod';
import { AUTOMATION_RUN_ORDERS_MAX } from '#domain/automations/automation.constants';
import type { ActiveRulesByTrigger } from '#domain/automations/automation-store.ports';
import { ruleInputSchema, type Rule } from '#domain/automations/rule.schema';
import { pathIdSchema } from './path-params';

/**
 * The automations routes (/api/v1/automations…): rules, their order and activation, a preview over
 * recent or open orders, and runs on a selection with their undo. Rules are the shared model's
 * (RuleInput on the way in, Rule on the way out); the server owns ids, versions, times and statistics.
 */

/** Orders one preview may scan. */
export const AUTOMATION_PREVIEW_LIMIT_MAX = 200;
export const AUTOMATION_PREVIEW_LIMIT_DEFAULT = 50;
/** Draft rules a preview may try at once. */
export const AUTOMATION_PREVIEW_RULES_MAX = 50;

/** POST /api/v1/automations */
export const createRuleRequestSchema = ruleInputSchema;

/** PUT /api/v1/automations/{ruleId}: the rule as edited, with the version it was read at (409 when stale). */
export const updateRuleRequestSchema = ruleInputSchema.safeExtend({
  version: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});
export type UpdateRuleRequest = z.output<typeof updateRuleRequestSchema>;

export const ruleParamsSchema = z.object({ ruleId: pathIdSchema });

/** PUT /api/v1/automations/order: every rule id of the account, in the new run order. */
export const reorderRulesRequestSchema = z.object({
  ruleIds: z
    .array(pathIdSchema)
    .min(1)
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, 'Each rule once'),
});

/** POST /api/v1/automations/{ruleId}/activation */
export const ruleActivationRequestSchema = z.object({ active: z.boolean() });

/** POST /api/v1/automations/preview: a draft rule set (or, without one, the saved active rules) over orders. */
export const previewRequestSchema = z.object({
  rules: z.array(ruleInputSchema).min(1).max(AUTOMATION_PREVIEW_RULES_MAX).optional(),
  scope: z.enum(['open', 'recent']),
  limit: z.number().int().min(1).max(AUTOMATION_PREVIEW_LIMIT_MAX).optional(),
});
export type PreviewRequest = z.output<typeof previewRequestSchema>;

const orderIdsSchema = z
  .array(pathIdSchema)
  .min(1, 'Select at least one order')
  .max(AUTOMATION_RUN_ORDERS_MAX, `Select at most ${AUTOMATION_RUN_ORDERS_MAX} orders`);

/** POST /api/v1/automations/runs ("Apply automations") and POST /api/v1/automations/runs/undo */
export const runRequestSchema = z.object({
  orderIds: orderIdsSchema,
  /** Which rules run: "Apply automations" (manual, the default) or the grid's bulk "Get rates" (before_rating). */
  trigger: z.enum(['manual', 'before_rating']).default('manual'),
});
export const undoRequestSchema = z.object({ orderIds: orderIdsSchema });

/** A rule as the rules list shows it: why it is skipped (a deleted box, product, …) and how often it fires. */
export type RuleView = Omit<Rule, 'lastFiredAt' | 'hits'> & {
  invalid: { reason: string } | null;
  lastFiredAt: string | null;
  hits30d: number;
};

/** GET /api/v1/automations; `max` null is unlimited. */
export interface RulesListResponse {
  rules: RuleView[];
  activeLimit: { active: number; max: number | null };
}

/**
 * GET /api/v1/automations/summary: active rules by trigger (one counter read), so the grid's bulk "Get rates"
 * skips its before-rating run when no rule would take part in it.
 */
export interface AutomationsSummaryResponse {
  activeByTrigger: ActiveRulesByTrigger;
}

export interface PreviewChange {
  ruleName: string;
  field: string;
  before: unknown;
  after: unknown;
  /** A later rule set the same field: its name (the later rule wins). */
  overriddenBy?: string;
}

export interface PreviewOrder {
  orderId: string;
  orderNumber: string;
  destination: string;
  matched: { ruleId?: string; ruleName: string }[];
  changes: PreviewChange[];
}

export interface PreviewResponse {
  scanned: number;
  orders: PreviewOrder[];
}

export interface RunResponse {
  runId: string;
  applied: number;
  unchanged: number;
  results: { orderId: string; changed: boolean; fired: string[] }[];
}

export interface UndoResponse {
  reverted: number;
  results: { orderId: string; reverted: boolean; reason?: string }[];
}
