import { CANADIAN_POSTAL_CODE_PATTERN, UK_POSTCODE_PATTERN } from '../validation/patterns';

/** Address types (orders §9). */
export const ADDRESS_TYPES = ['None', 'Business', 'Residence', 'TradeShow'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** The country the spec defaults to when an address has none (orders §9: "default us"). */
export const DEFAULT_COUNTRY = 'us';

interface CountryZip {
  country?: string | null;
  zip?: string | null;
}

const CANADA_NAMES = ['ca', 'can', 'canada'];
const UK_NAMES = ['gb', 'gbr', 'uk', 'united kingdom', 'great britain'];

function countryOf(country: string | null | undefined): string {
  const c = (country ?? '').trim().toLowerCase();
  return c === '' ? DEFAULT_COUNTRY : c;
}

/** International when origin and destination countries differ, each defaulting to us. */
export function isInternational(origin: string | null | undefined, destination: string | null | undefined): boolean {
  return countryOf(origin) !== countryOf(destination);
}

/** Canadian by country or by a Canadian postal code. */
export function isCanadianAddress(a: CountryZip): boolean {
  return (
    CANADA_NAMES.includes((a.country ?? '').trim().toLowerCase()) ||
    CANADIAN_POSTAL_CODE_PATTERN.test((a.zip ?? '').trim())
  );
}

/** UK by country or by a UK postcode. */
export function isUkAddress(a: CountryZip): boolean {
  return UK_NAMES.includes((a.country ?? '').trim().toLowerCase()) || UK_POSTCODE_PATTERN.test((a.zip ?? '').trim());
}

/** Puerto Rico by country pr only (its zips are US zips). */
export function isPuertoRicoAddress(a: Pick<CountryZip, 'country'>): boolean {
  return (a.country ?? '').trim().toLowerCase() === 'pr';
}

/** PO Box detection for the no-rates suggestion (orders §8). */
const PO_BOX_PATTERN = /\b(p\.?\s*o\.?\s*box|post\s+office\s+box)\b/i;
export function hasPoBox(...lines: ReadonlyArray<string | null | undefined>): boolean {
  return lines.some((l) => PO_BOX_PATTERN.test(l ?? ''));
}

/** Claim address text keeps only letters, digits, underscore and space (accounts §3, §5). */
export function sanitizeClaimAddress(text: string | null | undefined): string {
  return (text ?? '').replace(/[^\p{L}0-9_ ]/gu, '');
}

/** Claim names keep only letters and spaces. */
export function sanitizeClaimName(text: string | null | undefined): string {
  return (text ?? '').replace(/[^\p{L} ]/gu, '');
}
