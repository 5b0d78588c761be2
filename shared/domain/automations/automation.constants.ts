/**
 * The automation vocabulary. The spec's lists (orders §9) stay as written; rules add the conditions
 * and actions perishable shipping needs beyond them (route temperature, destination, value, weight,
 * store; tag, stop processing, hold).
 */

/** Automation conditions of orders §9; weather compares Fahrenheit. */
export const AUTOMATION_CONDITIONS = [
  'box',
  'confidence_score',
  'dry_ice',
  'full_coverage',
  'packaging',
  'product',
  'zone',
  'checkout_service',
  'tags',
  'transit_days',
  'weather',
] as const;
export type AutomationCondition = (typeof AUTOMATION_CONDITIONS)[number];
export const WEATHER_UNIT = 'F';

/** Automation actions of orders §9: add/remove five things, set five others. */
export const AUTOMATION_ACTIONS = [
  'add_products',
  'remove_products',
  'add_packaging',
  'remove_packaging',
  'add_dry_ice',
  'remove_dry_ice',
  'add_insurance',
  'remove_insurance',
  'add_coolant',
  'remove_coolant',
  'set_service',
  'set_box',
  'set_weight',
  'set_warehouse',
  'set_box_packing_algorithm',
] as const;
export type AutomationAction = (typeof AUTOMATION_ACTIONS)[number];

/** Every condition a rule may hold: the spec's, then ours. */
export const RULE_CONDITION_TYPES = [
  ...AUTOMATION_CONDITIONS,
  'max_transit_temperature',
  'destination_state',
  'destination_zip',
  'destination_country',
  'order_value',
  'weight',
  'store',
] as const;
export type RuleConditionType = (typeof RULE_CONDITION_TYPES)[number];

/** Every action a rule may hold: the spec's, then ours. */
export const RULE_ACTION_TYPES = [...AUTOMATION_ACTIONS, 'add_tag', 'stop_processing', 'hold_until'] as const;
export type RuleActionType = (typeof RULE_ACTION_TYPES)[number];

/** When a rule runs: on import (CSV, store webhook, public API), on demand for a selection, before a bulk "Get rates". */
export const RULE_TRIGGERS = ['import', 'manual', 'before_rating'] as const;
export type RuleTrigger = (typeof RULE_TRIGGERS)[number];

export const RULE_MATCH = ['all', 'any'] as const;
export type RuleMatch = (typeof RULE_MATCH)[number];

export const RULE_NAME_MAX = 80;
export const RULE_CONDITIONS_MAX = 20;
export const RULE_ACTIONS_MAX = 20;
/** Ids, SKUs, states, ZIP prefixes or tags one condition or action may list. */
export const RULE_LIST_MAX = 100;
export const TAG_MAX = 60;
/** Forecast temperatures a condition may compare, °F (beyond any recorded on Earth). */
export const TEMPERATURE_MIN_F = -100;
export const TEMPERATURE_MAX_F = 150;
/** Transit days and "cheapest arriving within N days": the spec's choices are 0-5; rules allow up to 30. */
export const TRANSIT_DAYS_MAX = 30;
/** USPS-style zones 1-9, with room for carriers that number further. */
export const ZONE_MAX = 20;

/**
 * Why an action is not complete yet (orders §5: "Automation actions stay disabled until complete"); the editor
 * shows the action disabled with this reason. The spec gives the rule, not its wording.
 */
export const AUTOMATION_MESSAGES = {
  serviceNeeded: 'Choose a carrier and service',
  cheapestNeedsDays: 'Cheapest service needs a number of days',
  valueAndUnits: 'Needs a value and units',
  customCoolant: 'Custom coolant needs length, width, height, sku and quantity',
  coolantNeeded: 'Choose a coolant',
  customInsurance: 'Custom insurance needs an amount',
  productsNeeded: 'Choose at least one product',
  packagingNeeded: 'Choose at least one packaging',
  boxNeeded: 'Choose a box',
  warehouseNeeded: 'Choose a warehouse',
  algorithmNeeded: 'Choose a box packing algorithm',
  tagNeeded: 'Enter a tag',
  dateNeeded: 'Choose a date',
  activeNeedsComplete: 'An active rule needs every action complete',
} as const;

/** Orders one run or undo request may name: the route's cap, and the size of the web's batches of a selection. */
export const AUTOMATION_RUN_ORDERS_MAX = 100;

/** Who the activity log names for what rules did to an imported order (the worker runs them, no one asked). */
export const AUTOMATION_ACTOR = 'Automations';
