import { actionIncompleteReason } from '#domain/automations/automation-action.rules';
import type { RuleMatch, RuleTrigger } from '#domain/automations/automation.constants';
import {
  ruleActionSchema,
  ruleInputSchema,
  type RuleActionInput,
  type RuleCondition,
  type RuleInput,
} from '#domain/automations/rule.schema';
import type { RuleTemplate } from '#domain/automations/rule-templates.constants';
import type { RuleView } from '#web/api/automations-api';
import { validateWithSchema, type FieldErrors } from '#web/lib/field-errors';
import { conditionOfDraft, draftOfCondition, parseConditionDraft, type ConditionDraft } from './condition-form.values';

export interface RuleFormValues {
  name: string;
  active: boolean;
  triggers: RuleTrigger[];
  match: RuleMatch;
  conditions: ConditionDraft[];
  actions: RuleActionInput[];
}

export function emptyRuleForm(): RuleFormValues {
  return { name: '', active: false, triggers: ['import', 'manual'], match: 'all', conditions: [], actions: [] };
}

export function ruleToFormValues(
  rule: Pick<RuleInput, 'name' | 'active' | 'triggers' | 'match'> & {
    conditions: readonly RuleCondition[];
    actions: readonly RuleActionInput[];
  },
): RuleFormValues {
  return {
    name: rule.name,
    active: rule.active,
    triggers: [...rule.triggers],
    match: rule.match,
    conditions: rule.conditions.map(draftOfCondition),
    actions: rule.actions.map((a) => ({ ...a })),
  };
}

export const templateToFormValues = (template: RuleTemplate) => ruleToFormValues(template.rule);

/**
 * Why an action does not run yet: a value the schema refuses, else the spec's completeness rule
 * (orders §5: actions stay disabled until complete). Undefined when it runs.
 */
export function actionIssue(action: RuleActionInput): string | undefined {
  const parsed = ruleActionSchema.safeParse(action);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Invalid action';
  return actionIncompleteReason(parsed.data);
}

function unchecked(values: RuleFormValues): Record<string, unknown> {
  return {
    name: values.name,
    active: values.active,
    triggers: values.triggers,
    match: values.match,
    conditions: values.conditions.map(conditionOfDraft),
    actions: values.actions,
  };
}

/** The request the form stands for, or each problem by field ('name', 'conditions.0', 'actions.1'). */
export function toRuleInput(
  values: RuleFormValues,
): { ok: true; rule: RuleInput } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  values.conditions.forEach((draft, i) => {
    const parsed = parseConditionDraft(draft);
    if (!parsed.ok) errors[`conditions.${i}`] = parsed.error;
  });
  const found = validateWithSchema(ruleInputSchema, unchecked(values));
  for (const [path, message] of Object.entries(found)) {
    // A condition's own message is already under its row; the rest goes to its row or field.
    const row = /^(conditions|actions)\.(\d+)/.exec(path);
    const key = row ? `${row[1]}.${row[2]}` : path;
    errors[key] ??= message;
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, rule: ruleInputSchema.parse(unchecked(values)) };
}

/** A saved rule as a request again (the preview sends the whole set). */
export function ruleViewToInput(rule: RuleView): RuleInput {
  const { name, active, triggers, match, conditions, actions, position } = rule;
  return { name, active, triggers, match, conditions, actions, position };
}

/**
 * The rule set a preview runs: the saved active rules in their order, with the draft in its own place (or last
 * when new). The draft runs as if active, with only its complete actions: incomplete ones are disabled.
 */
export function previewRuleSet(
  values: RuleFormValues,
  saved: readonly RuleView[],
  editingRuleId?: string,
): { ok: true; rules: RuleInput[] } | { ok: false; reason: string } {
  const runnable = values.actions.filter((a) => actionIssue(a) === undefined);
  if (runnable.length === 0) return { ok: false, reason: 'Complete at least one action to preview.' };
  const draft = toRuleInput({ ...values, active: true, actions: runnable, name: values.name.trim() || 'This rule' });
  if (!draft.ok) return { ok: false, reason: 'Fix the highlighted conditions to preview.' };
  const ordered = [...saved].sort((a, b) => a.position - b.position);
  const rules: RuleInput[] = [];
  let placed = false;
  for (const rule of ordered) {
    if (rule.ruleId === editingRuleId) {
      rules.push({ ...draft.rule, position: rule.position });
      placed = true;
    } else if (rule.active) rules.push(ruleViewToInput(rule));
  }
  if (!placed) rules.push(draft.rule);
  return { ok: true, rules };
}
