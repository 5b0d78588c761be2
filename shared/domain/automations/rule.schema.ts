import * as z from 'zod';
import { CONFIDENCE_BANDS } from '../confidence/confidence-score.rules';
import { PACKING_ALGORITHMS } from '../packing/packing.schema';
import { LENGTH_UNITS, WEIGHT_UNITS } from '../units/units.rules';
import { DIMENSION_MAX_IN, QUANTITY_MAX, TEXT_MAX, WEIGHT_MAX_LB, boundedNumber } from '../validation/bounded.schema';
import {
  RULE_ACTIONS_MAX,
  RULE_CONDITIONS_MAX,
  RULE_LIST_MAX,
  RULE_MATCH,
  RULE_NAME_MAX,
  RULE_TRIGGERS,
  TAG_MAX,
  TEMPERATURE_MAX_F,
  TEMPERATURE_MIN_F,
  TRANSIT_DAYS_MAX,
  ZONE_MAX,
} from './automation.constants';
import { actionIncompleteReason } from './automation-action.rules';

/**
 * An automation rule (orders §9 conditions and actions, accounts §9 plan limits count the active ones):
 * conditions and actions are discriminated unions on `type`, every number finite and bounded, every text
 * and list capped. A draft (inactive) rule may hold incomplete actions, which the editor shows disabled
 * with their reason; an active rule must have every action complete (orders §5).
 */

const id = z.string().trim().min(1).max(TEXT_MAX.id);
const ids = z.array(id).min(1).max(RULE_LIST_MAX);
const int = (min: number, max: number) => boundedNumber({ min, max, integer: true });

export const NUMBER_OPERATORS = ['lt', 'lte', 'eq', 'gte', 'gt'] as const;
export type NumberOperator = (typeof NUMBER_OPERATORS)[number];
const numberOperator = z.enum(NUMBER_OPERATORS);
const flagOperator = z.enum(['set', 'unset']);
const inOperator = z.enum(['in', 'not_in']);
const includesOperator = z.enum(['includes', 'excludes']);
const temperature = boundedNumber({ min: TEMPERATURE_MIN_F, max: TEMPERATURE_MAX_F, decimals: 1 });
const weightUnit = z.enum(WEIGHT_UNITS);
const tag = z.string().trim().min(1).max(TAG_MAX);
/** A calendar day, YYYY-MM-DD, that exists. */
const isoDate = z.iso.date();

export const ruleConditionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('box'), operator: z.enum(['is', 'is_not']), boxIds: ids }),
  z.object({
    type: z.literal('confidence_score'),
    operator: inOperator,
    bands: z.array(z.enum(CONFIDENCE_BANDS)).min(1).max(CONFIDENCE_BANDS.length),
  }),
  z.object({ type: z.literal('dry_ice'), operator: flagOperator }),
  z.object({ type: z.literal('full_coverage'), operator: flagOperator }),
  z.object({ type: z.literal('packaging'), operator: includesOperator, packagingIds: ids }),
  /** A SKU in any line of the order, never only single-line orders. */
  z.object({ type: z.literal('product'), operator: includesOperator, skus: ids }),
  z.object({ type: z.literal('zone'), operator: numberOperator, value: int(0, ZONE_MAX) }),
  z.object({
    type: z.literal('checkout_service'),
    operator: z.enum(['equals', 'not_equals', 'contains']),
    value: z.string().trim().min(1).max(TEXT_MAX.short),
  }),
  z.object({
    type: z.literal('tags'),
    operator: z.enum(['any', 'all', 'none']),
    tags: z.array(tag).min(1).max(RULE_LIST_MAX),
  }),
  z.object({ type: z.literal('transit_days'), operator: numberOperator, value: int(0, TRANSIT_DAYS_MAX) }),
  /** Forecast high (°F) at the destination on the ship day. */
  z.object({ type: z.literal('weather'), operator: numberOperator, valueF: temperature }),
  /** Highest forecast high (°F) at the destination from the ship day through the transit days. */
  z.object({ type: z.literal('max_transit_temperature'), operator: numberOperator, valueF: temperature }),
  z.object({
    type: z.literal('destination_state'),
    operator: inOperator,
    states: z.array(z.string().trim().toUpperCase().min(2).max(3)).min(1).max(RULE_LIST_MAX),
  }),
  z.object({
    type: z.literal('destination_zip'),
    operator: z.enum(['starts_with', 'not_starts_with']),
    prefixes: z.array(z.string().trim().toUpperCase().min(1).max(10)).min(1).max(RULE_LIST_MAX),
  }),
  z.object({
    type: z.literal('destination_country'),
    operator: inOperator,
    countries: z.array(z.string().trim().toUpperCase().length(2)).min(1).max(RULE_LIST_MAX),
  }),
  z.object({ type: z.literal('order_value'), operator: numberOperator, cents: int(0, 100_000_000) }),
  z.object({
    type: z.literal('weight'),
    operator: numberOperator,
    value: boundedNumber({ min: 0, max: WEIGHT_MAX_LB * 454 }),
    units: weightUnit,
  }),
  z.object({ type: z.literal('store'), operator: inOperator, storeIds: ids }),
]);
export type RuleCondition = z.output<typeof ruleConditionSchema>;

const positive = (max: number, decimals = 4) => boundedNumber({ min: 0, max, decimals });
const productLine = z.object({ productId: id, quantity: int(1, QUANTITY_MAX) });
const packagingLine = z.object({ packagingId: id, quantity: int(1, QUANTITY_MAX) });

/**
 * Actions. Payload fields are optional so a draft can be saved half-filled; `actionIncompleteReason`
 * says what is missing, and an active rule refuses it.
 */
export const ruleActionSchema = z.discriminatedUnion('type', [
  /** Ensures a line of each product (absent: added with the quantity; present: kept). */
  z.object({ type: z.literal('add_products'), products: z.array(productLine).max(RULE_LIST_MAX).optional() }),
  z.object({ type: z.literal('remove_products'), productIds: z.array(id).max(RULE_LIST_MAX).optional() }),
  z.object({ type: z.literal('add_packaging'), packagings: z.array(packagingLine).max(RULE_LIST_MAX).optional() }),
  z.object({ type: z.literal('remove_packaging'), packagingIds: z.array(id).max(RULE_LIST_MAX).optional() }),
  /** Sets the order's dry ice to this weight (not added on top, so a re-run changes nothing). */
  z.object({
    type: z.literal('add_dry_ice'),
    value: positive(WEIGHT_MAX_LB * 454).optional(),
    units: weightUnit.optional(),
  }),
  z.object({ type: z.literal('remove_dry_ice') }),
  z.object({
    type: z.literal('add_insurance'),
    mode: z.enum(['declared_value', 'custom']).optional(),
    amountCents: int(0, 100_000_000).optional(),
  }),
  z.object({ type: z.literal('remove_insurance') }),
  z.object({
    type: z.literal('add_coolant'),
    mode: z.enum(['catalog', 'custom']).optional(),
    /** mode catalog: the packaging (coolant) chosen from the catalog. */
    coolantId: id.optional(),
    length: positive(DIMENSION_MAX_IN * 3).optional(),
    width: positive(DIMENSION_MAX_IN * 3).optional(),
    height: positive(DIMENSION_MAX_IN * 3).optional(),
    units: z.enum(LENGTH_UNITS).optional(),
    sku: z.string().trim().max(TEXT_MAX.id).optional(),
    quantity: int(0, QUANTITY_MAX).optional(),
  }),
  z.object({ type: z.literal('remove_coolant') }),
  z.object({
    type: z.literal('set_service'),
    mode: z.enum(['named', 'cheapest_within_days']).optional(),
    carrier: z.string().trim().max(TEXT_MAX.short).optional(),
    service: z.string().trim().max(TEXT_MAX.short).optional(),
    days: int(0, TRANSIT_DAYS_MAX).optional(),
  }),
  z.object({ type: z.literal('set_box'), boxId: id.optional() }),
  z.object({
    type: z.literal('set_weight'),
    value: positive(WEIGHT_MAX_LB * 454).optional(),
    units: weightUnit.optional(),
  }),
  z.object({ type: z.literal('set_warehouse'), warehouseId: id.optional() }),
  z.object({ type: z.literal('set_box_packing_algorithm'), algorithm: z.enum(PACKING_ALGORITHMS).optional() }),
  z.object({ type: z.literal('add_tag'), tag: tag.optional() }),
  z.object({ type: z.literal('stop_processing') }),
  z.object({ type: z.literal('hold_until'), date: isoDate.optional() }),
]);
export type RuleAction = z.output<typeof ruleActionSchema>;
export type RuleActionInput = z.input<typeof ruleActionSchema>;

const ruleFields = {
  name: z.string().trim().min(1).max(RULE_NAME_MAX),
  active: z.boolean(),
  triggers: z
    .array(z.enum(RULE_TRIGGERS))
    .min(1)
    .max(RULE_TRIGGERS.length)
    .refine((t) => new Set(t).size === t.length, 'Each trigger once'),
  match: z.enum(RULE_MATCH),
  conditions: z.array(ruleConditionSchema).max(RULE_CONDITIONS_MAX),
  actions: z.array(ruleActionSchema).min(1).max(RULE_ACTIONS_MAX),
};

/** An active rule must have every action complete; each incomplete one is reported at its index. */
function activeRuleComplete(rule: { active: boolean; actions: RuleAction[] }, ctx: z.RefinementCtx) {
  if (!rule.active) return;
  rule.actions.forEach((action, i) => {
    const reason = actionIncompleteReason(action);
    if (reason) ctx.addIssue({ code: 'custom', path: ['actions', i], message: reason });
  });
}

/** What a request may send: no id, timestamps or statistics. Without a position the rule goes last. */
export const ruleInputSchema = z
  .object({ ...ruleFields, position: int(0, 100_000).optional() })
  .superRefine(activeRuleComplete);
export type RuleInput = z.output<typeof ruleInputSchema>;

/** A stored rule. */
export const ruleSchema = z
  .object({
    ...ruleFields,
    ruleId: id,
    position: int(0, 100_000),
    /** Bumped on every save; a write names the version it read. */
    version: int(0, Number.MAX_SAFE_INTEGER),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
    lastFiredAt: z.iso.datetime({ offset: true }).optional(),
    /** Orders changed in the last 30 days. */
    hits: int(0, Number.MAX_SAFE_INTEGER).optional(),
  })
  .superRefine(activeRuleComplete);
export type Rule = z.output<typeof ruleSchema>;
