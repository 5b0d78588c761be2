/** Patterns behind the field validators (orders §5, accounts §5). */
/** Spec: "simple local@domain pattern". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const US_ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
export const CANADIAN_POSTAL_CODE_PATTERN = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z][ -]?\d[ABCEGHJ-NPRSTV-Z]\d$/i;
export const UK_POSTCODE_PATTERN =
  /^(GIR ?0AA|[A-PR-UWYZ]([0-9]{1,2}|[A-HK-Y][0-9]([0-9ABEHMNPRV-Y])?|[0-9][A-HJKPS-UW]) ?[0-9][ABD-HJLNP-UW-Z]{2})$/i;
export const US_PHONE_PATTERN = /^\d{3}-\d{3}-\d{4}$/;
export const US_PHONE_WITH_COUNTRY_PATTERN = /^\d-\d{3}-\d{3}-\d{4}$/;
export const UK_PHONE_PATTERN = /^(\+44\s?7\d{3}|\(?07\d{3}\)?|\+44\s?\d{2,4}|\(?0\d{2,4}\)?)\s?\d{3,4}\s?\d{3,4}$/;
/** International numbers: optional +, digits with spaces, dots, dashes or brackets, 7–15 digits. */
export const INTERNATIONAL_PHONE_PATTERN = /^\+?[\d\s().-]+$/;
/** Subdomain characters (accounts §5): letters, digits, underscore and hyphen. */
export const SUBDOMAIN_PATTERN = /^[A-Za-z0-9_-]+$/;
/** Prefixes a subdomain must not start with (accounts §5). */
export const RESERVED_SUBDOMAIN_PREFIXES = [
  'www.',
  'webmail.',
  'smtp.',
  'mail.',
  'pop.',
  'ns.',
  'ftp.',
  'imap.',
] as const;
/** http(s) URL or bare host name: labels of letters, digits and hyphens, a TLD of 2+ letters, optional port and path. */
export const URL_PATTERN =
  /^(https?:\/\/)?([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}(:\d{1,5})?([/?#][^\s]*)?$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function isZip(value: string): boolean {
  const v = value.trim();
  return US_ZIP_PATTERN.test(v) || CANADIAN_POSTAL_CODE_PATTERN.test(v) || UK_POSTCODE_PATTERN.test(v);
}

export function isUsZip(value: string): boolean {
  return US_ZIP_PATTERN.test(value.trim());
}

export function isInternationalPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  return INTERNATIONAL_PHONE_PATTERN.test(value.trim()) && digits.length >= 7 && digits.length <= 15;
}

/** Phone (orders §5): xxx-xxx-xxxx, x-xxx-xxx-xxxx, UK, or an international number. */
export function isPhone(value: string): boolean {
  const v = value.trim();
  return (
    US_PHONE_PATTERN.test(v) ||
    US_PHONE_WITH_COUNTRY_PATTERN.test(v) ||
    UK_PHONE_PATTERN.test(v) ||
    isInternationalPhone(v)
  );
}

export function isSubdomain(value: string): boolean {
  const v = value.trim().toLowerCase();
  if (RESERVED_SUBDOMAIN_PREFIXES.some((prefix) => v.startsWith(prefix))) return false;
  return SUBDOMAIN_PATTERN.test(v);
}

export function isUrl(value: string): boolean {
  return URL_PATTERN.test(value.trim());
}
