/** Settings constants of orders §9 and accounts §9. */

/** Default tracking email colours. */
export const DEFAULT_EMAIL_COLORS = { header: '#000000', text: '#000000', details: '#4c66a0' } as const;

/** Transit-day choices 0–5. */
export const TRANSIT_DAY_CHOICES = [0, 1, 2, 3, 4, 5] as const;

/** The automation lists live with the rules that use them. */
export {
  AUTOMATION_ACTIONS,
  AUTOMATION_CONDITIONS,
  WEATHER_UNIT,
  type AutomationAction,
  type AutomationCondition,
} from '../automations/automation.constants';

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
