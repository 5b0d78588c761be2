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

/** The order fields rules write (the engine's field names), as the preview names them. */
export const FIELD_LABELS: Record<string, string> = {
  products: 'Products',
  packagings: 'Packaging',
  tags: 'Tags',
  boxId: 'Box',
  dryIce: 'Dry ice',
  insurance: 'Insurance',
  coolant: 'Coolant',
  service: 'Service',
  weight: 'Weight',
  warehouseId: 'Warehouse',
  packingAlgorithm: 'Box packing algorithm',
  holdUntil: 'Hold until',
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** A before/after value of a preview change, as a person reads it ("5 lb", "Cheapest within 2 days"). */
export function formatChangeValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(formatChangeValue).join(', ') || '—';
  if (!isObject(value)) return String(value);
  const v = value;
  if (typeof v.value === 'number' && typeof v.units === 'string') return `${v.value} ${v.units}`;
  if (v.mode === 'cheapest_within_days') return `Cheapest within ${String(v.days)} days`;
  if (v.mode === 'named' && 'service' in v) return `${String(v.carrier)} ${String(v.service)}`;
  if (v.mode === 'declared_value') return 'Declared value';
  if (v.mode === 'custom' && typeof v.amountCents === 'number') return `$${(v.amountCents / 100).toFixed(2)}`;
  if (v.mode === 'custom' && 'sku' in v)
    return `${String(v.quantity)} × ${String(v.sku)} (${String(v.length)}×${String(v.width)}×${String(v.height)} ${String(v.units)})`;
  if (v.mode === 'catalog') return String(v.coolantId);
  if ('sku' in v || 'productId' in v || 'packagingId' in v)
    return `${String(v.quantity ?? 1)} × ${String(v.sku ?? v.productId ?? v.packagingId)}`;
  return JSON.stringify(value);
}
