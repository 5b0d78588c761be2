/**
 * Limits of orders §9 and accounts §9. The weight and dimension limits live with the
 * validators (validation/limits.rules.ts) and are re-exported so this is the one index.
 */
export {
  MAX_DIMENSION_IN,
  MAX_WEIGHT_LB,
  LETTER_PACKAGE_MAX_LB,
  INTERNATIONAL_DRY_ICE_MAX_LB,
} from '../validation/limits.rules';
export { SUPPORTED_COUNTRIES } from '../address/regions';
export { DEFAULT_DECLARED_VALUE } from './freight.constants';

/** Logo maximum 2 MB. */
export const LOGO_MAX_BYTES = 2_097_152;

/** Archive orders after 15 to 365 days. */
export const ARCHIVE_DAYS_MIN = 15;
export const ARCHIVE_DAYS_MAX = 365;

/** Add funds: card at least $1; ACH $2 to $5000 (cents). */
export const CARD_DEPOSIT_MIN_CENTS = 100;
export const ACH_DEPOSIT_MIN_CENTS = 200;
export const ACH_DEPOSIT_MAX_CENTS = 500_000;

/** The public zip-code geojson is cached for 24 hours. */
export const GEOJSON_CACHE_MS = 86_400_000;
