import type { RuleActionType, RuleConditionType, RuleTrigger } from '#domain/automations/automation.constants';

/** How the semantics read on the list and in the editor: one short text, the same everywhere. */
export const RULE_SEMANTICS = [
  'Rules run top to bottom.',
  'For the same field the later rule wins.',
  'Fields you edited by hand are kept.',
  'Stop processing ends the run.',
] as const;

export const TRIGGER_LABELS: Record<RuleTrigger, string> = {
  import: 'On import',
  manual: 'Apply automations',
  before_rating: 'Before Get rates',
};

export const TRIGGER_DESCRIPTIONS: Record<RuleTrigger, string> = {
  import: 'CSV import, store orders and the public API.',
  manual: 'On demand, for the orders selected in the grid.',
  before_rating: 'Before a bulk Get rates.',
};

export const CONDITION_LABELS: Record<RuleConditionType, string> = {
  box: 'Box',
  confidence_score: 'Confidence score',
  dry_ice: 'Dry ice',
  full_coverage: 'Full coverage',
  packaging: 'Packaging',
  product: 'Product (SKU in any line)',
  zone: 'Zone',
  checkout_service: 'Checkout service',
  tags: 'Tags',
  transit_days: 'Transit days',
  weather: 'Weather at destination (°F)',
  max_transit_temperature: 'Max temperature in transit (°F)',
  destination_state: 'Destination state',
  destination_zip: 'Destination ZIP',
  destination_country: 'Destination country',
  order_value: 'Order value',
  weight: 'Weight',
  store: 'Store',
};

export const ACTION_LABELS: Record<RuleActionType, string> = {
  add_products: 'Add products',
  remove_products: 'Remove products',
  add_packaging: 'Add packaging',
  remove_packaging: 'Remove packaging',
  add_dry_ice: 'Add dry ice',
  remove_dry_ice: 'Remove dry ice',
  add_insurance: 'Add insurance',
  remove_insurance: 'Remove insurance',
  add_coolant: 'Add coolant',
  remove_coolant: 'Remove coolant',
  set_service: 'Set service',
  set_box: 'Set box',
  set_weight: 'Set weight',
  set_warehouse: 'Set warehouse',
  set_box_packing_algorithm: 'Set box packing algorithm',
  add_tag: 'Add tag',
  stop_processing: 'Stop processing further rules',
  hold_until: 'Hold until',
};

export const OPERATOR_LABELS: Record<string, string> = {
  lt: '<',
  lte: '≤',
  eq: '=',
  gte: '≥',
  gt: '>',
  set: 'is set',
  unset: 'is not set',
  in: 'is one of',
  not_in: 'is none of',
  includes: 'includes',
  excludes: 'excludes',
  is: 'is',
  is_not: 'is not',
  equals: 'equals',
  not_equals: 'does not equal',
  contains: 'contains',
  any: 'has any of',
  all: 'has all of',
  none: 'has none of',
  starts_with: 'starts with',
  not_starts_with: 'does not start with',
};

export const PACKING_ALGORITHM_LABELS: Record<string, string> = {
  useBoxPackingAlgo: 'Box packing',
  useBoxPackingAlgoQuantity: 'Box packing by quantity',
  useBoxPackingAlgoWeight: 'Box packing by weight',
};

/** A before/after value of a preview or activity change, as a person reads it. */
export function formatChangeValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
