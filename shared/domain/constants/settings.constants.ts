/** Settings constants of orders §9 and accounts §9. */

/** Default tracking email colours. */
export const DEFAULT_EMAIL_COLORS = { header: '#000000', text: '#000000', details: '#4c66a0' } as const;

/** Transit-day choices 0–5. */
export const TRANSIT_DAY_CHOICES = [0, 1, 2, 3, 4, 5] as const;

/** Automation conditions; weather compares Fahrenheit. */
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

/** Automation actions: add/remove five things, set five others. */
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

/** Store platforms (accounts §1); custom and amazon are the custom and marketplace kinds of orders §1. */
export const STORE_PLATFORMS = [
  'shopify',
  'woocommerce',
  'bigcommerce',
  'squarespace',
  'grazeCart',
  'freshly',
  'custom',
  'jetti',
  'shippo',
  'amazon',
  'square',
] as const;
export type StorePlatform = (typeof STORE_PLATFORMS)[number];

/** Claim reasons (accounts §9) and the claim country list (USA only). */
export const CLAIM_REASONS = ['contents damaged', 'delay', 'package missing', 'some or all contents missing'] as const;
export const CLAIM_COUNTRIES = ['US'] as const;

/** Announcement banners (orders §2, accounts §2). */
export const ANNOUNCEMENT_BANNERS = ['testing', 'late_shipments'] as const;
