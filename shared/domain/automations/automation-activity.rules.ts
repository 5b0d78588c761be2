import type { RuleChange } from './apply-rules.rules';
import type { AutomationField } from './automation-order';

/** How a field is named in the activity log and the preview. */
export const AUTOMATION_FIELD_LABELS: Record<AutomationField, string> = {
  products: 'products',
  packagings: 'packaging',
  tags: 'tags',
  boxId: 'box',
  dryIce: 'dry ice',
  insurance: 'insurance',
  coolant: 'coolant',
  service: 'service',
  weight: 'weight',
  warehouseId: 'warehouse',
  packingAlgorithm: 'box packing algorithm',
  holdUntil: 'hold until',
};

/** A field value as the activity log writes it: "none" for absent, "5 lb", "UPS Ground", "within 2 days". */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'none';
  if (typeof value !== 'object') return String(value);
  const v = value as Record<string, unknown>;
  if ('units' in v && 'value' in v && Object.keys(v).length === 2) return `${String(v.value)} ${String(v.units)}`;
  if (v.mode === 'named') return `${String(v.carrier)} ${String(v.service)}`;
  if (v.mode === 'cheapest_within_days') return `cheapest within ${String(v.days)} days`;
  if (v.mode === 'declared_value') return 'declared value';
  if (v.mode === 'custom' && typeof v.amountCents === 'number') return `$${(v.amountCents / 100).toFixed(2)}`;
  if (v.mode === 'catalog') return String(v.coolantId);
  if (typeof v.quantity === 'number' && (v.sku || v.productId || v.packagingId))
    return `${String(v.sku || v.productId || v.packagingId)} × ${v.quantity}`;
  return JSON.stringify(value);
}

/** One change as the activity log says it: "Automation <rule name> set <field> from <before> to <after>". */
export function changeSentence(change: Pick<RuleChange, 'ruleName' | 'field' | 'item' | 'before' | 'after'>): string {
  const field = AUTOMATION_FIELD_LABELS[change.field];
  const what = change.item === undefined ? field : `${field} ${change.item}`;
  return `Automation ${change.ruleName} set ${what} from ${describeValue(change.before)} to ${describeValue(change.after)}`;
}

/** The changes an order keeps from a run: those no later rule overrode. */
export const keptChanges = (changes: readonly RuleChange[]) => changes.filter((c) => !c.overriddenByRuleId);

/** An activity entry as the order's log answers it (only what the hint below reads). */
interface LoggedEvent {
  at: string;
  type: string;
  details?: Record<string, unknown>;
}

/**
 * "Set by rule <name>": the fields the order's last automation run set and still holds, each with the rule
 * that set it, read from the order's activity log. An undo after the run, or a hand edit of the field since,
 * means the rule no longer decides it.
 */
export function fieldsSetByRules(
  events: readonly LoggedEvent[],
  manualFields: readonly AutomationField[] = [],
): { field: AutomationField; label: string; ruleName: string }[] {
  const last = events
    .filter((e) => e.type === 'automation_applied' || e.type === 'automation_undone')
    .reduce<LoggedEvent | undefined>((latest, e) => (!latest || e.at > latest.at ? e : latest), undefined);
  if (last?.type !== 'automation_applied') return [];
  const changes = (last.details?.changes ?? []) as Pick<RuleChange, 'field' | 'ruleName'>[];
  const byField = new Map<AutomationField, string>();
  for (const c of changes) if (c.field in AUTOMATION_FIELD_LABELS && c.ruleName) byField.set(c.field, c.ruleName);
  return [...byField]
    .filter(([field]) => !manualFields.includes(field))
    .map(([field, ruleName]) => ({ field, label: AUTOMATION_FIELD_LABELS[field], ruleName }));
}
