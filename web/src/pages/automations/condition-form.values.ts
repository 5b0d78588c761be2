import { CONFIDENCE_BANDS } from '#domain/confidence/confidence-score.rules';
import type { RuleConditionType } from '#domain/automations/automation.constants';
import { NUMBER_OPERATORS, ruleConditionSchema, type RuleCondition } from '#domain/automations/rule.schema';
import { WEIGHT_UNITS } from '#domain/units/units.rules';

/** What a condition's value is, so its row shows the right control. */
export type ConditionValueKind =
  | 'none'
  | 'integer'
  | 'temperature'
  | 'money'
  | 'weight'
  | 'text'
  | 'list'
  | 'bands'
  | 'boxes'
  | 'packagings'
  | 'stores';

interface ConditionSpec {
  operators: readonly string[];
  kind: ConditionValueKind;
  /** The condition's field holding the value (none for flags). */
  field?: string;
}

const LIST_OPS = ['in', 'not_in'] as const;
const HAS_OPS = ['includes', 'excludes'] as const;

/** Each condition's operators and value, read off the rule schema's union. */
export const CONDITION_SPECS: Record<RuleConditionType, ConditionSpec> = {
  box: { operators: ['is', 'is_not'], kind: 'boxes', field: 'boxIds' },
  confidence_score: { operators: LIST_OPS, kind: 'bands', field: 'bands' },
  dry_ice: { operators: ['set', 'unset'], kind: 'none' },
  full_coverage: { operators: ['set', 'unset'], kind: 'none' },
  packaging: { operators: HAS_OPS, kind: 'packagings', field: 'packagingIds' },
  product: { operators: HAS_OPS, kind: 'list', field: 'skus' },
  zone: { operators: NUMBER_OPERATORS, kind: 'integer', field: 'value' },
  checkout_service: { operators: ['equals', 'not_equals', 'contains'], kind: 'text', field: 'value' },
  tags: { operators: ['any', 'all', 'none'], kind: 'list', field: 'tags' },
  transit_days: { operators: NUMBER_OPERATORS, kind: 'integer', field: 'value' },
  weather: { operators: NUMBER_OPERATORS, kind: 'temperature', field: 'valueF' },
  max_transit_temperature: { operators: NUMBER_OPERATORS, kind: 'temperature', field: 'valueF' },
  destination_state: { operators: LIST_OPS, kind: 'list', field: 'states' },
  destination_zip: { operators: ['starts_with', 'not_starts_with'], kind: 'list', field: 'prefixes' },
  destination_country: { operators: LIST_OPS, kind: 'list', field: 'countries' },
  order_value: { operators: NUMBER_OPERATORS, kind: 'money', field: 'cents' },
  weight: { operators: NUMBER_OPERATORS, kind: 'weight', field: 'value' },
  store: { operators: LIST_OPS, kind: 'stores', field: 'storeIds' },
};

export const BAND_OPTIONS = CONFIDENCE_BANDS;

/**
 * A condition row as typed: text for numbers and comma-separated lists, chosen ids for catalog lists.
 * It becomes a typed condition through the rule schema, which reports what is wrong.
 */
export interface ConditionDraft {
  type: RuleConditionType;
  operator: string;
  text: string;
  items: string[];
  units: string;
}

export function newConditionDraft(type: RuleConditionType): ConditionDraft {
  const spec = CONDITION_SPECS[type];
  return { type, operator: spec.operators[0], text: '', items: [], units: WEIGHT_UNITS[0] };
}

const splitList = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The typed condition a draft stands for (unchecked: the schema checks it). */
export function conditionOfDraft(draft: ConditionDraft): Record<string, unknown> {
  const spec = CONDITION_SPECS[draft.type];
  const base = { type: draft.type, operator: draft.operator };
  if (!spec.field) return base;
  switch (spec.kind) {
    case 'integer':
    case 'temperature':
      return { ...base, [spec.field]: numberOf(draft.text) };
    case 'money': {
      const dollars = numberOf(draft.text);
      return { ...base, cents: dollars === undefined ? undefined : Math.round(dollars * 100) };
    }
    case 'weight':
      return { ...base, value: numberOf(draft.text), units: draft.units };
    case 'text':
      return { ...base, value: draft.text };
    case 'list':
      return { ...base, [spec.field]: splitList(draft.text) };
    default:
      return { ...base, [spec.field]: draft.items };
  }
}

/** The draft a saved (or template) condition is edited as. */
export function draftOfCondition(condition: RuleCondition): ConditionDraft {
  const draft = newConditionDraft(condition.type);
  const spec = CONDITION_SPECS[condition.type];
  const c = condition as Record<string, unknown>;
  draft.operator = condition.operator;
  const value = spec.field ? c[spec.field] : undefined;
  switch (spec.kind) {
    case 'integer':
    case 'temperature':
    case 'text':
      return { ...draft, text: value === undefined ? '' : String(value) };
    case 'money':
      return { ...draft, text: typeof value === 'number' ? String(value / 100) : '' };
    case 'weight':
      return { ...draft, text: value === undefined ? '' : String(value), units: String(c.units ?? draft.units) };
    case 'list':
      return { ...draft, text: Array.isArray(value) ? value.join(', ') : '' };
    case 'none':
      return draft;
    default:
      return { ...draft, items: Array.isArray(value) ? value.map(String) : [] };
  }
}

/** The typed condition, or the first thing the schema says is wrong with it. */
export function parseConditionDraft(
  draft: ConditionDraft,
): { ok: true; condition: RuleCondition } | { ok: false; error: string } {
  const parsed = ruleConditionSchema.safeParse(conditionOfDraft(draft));
  if (parsed.success) return { ok: true, condition: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path[0];
  const name = typeof field === 'string' && field !== 'type' && field !== 'operator' ? 'Value' : 'Condition';
  return { ok: false, error: `${name}: ${issue?.message ?? 'invalid'}` };
}
