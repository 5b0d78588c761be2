/** Patterns behind the field validators (orders §5, accounts §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const US_ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
export const CANADIAN_POSTAL_CODE_PATTERN = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z][ -]?\d[ABCEGHJ-NPRSTV-Z]\d$/i;
export const UK_POSTCODE_PATTERN = /^(GIR ?0AA|[A-PR-UWYZ]([0-9]{1,2}|[A-HK-Y][0-9]([0-9ABEHMNPRV-Y])?|[0-9][A-HJKPS-UW]) ?[0-9][ABD-HJLNP-UW-Z]{2})$/i;
export const US_PHONE_PATTERN = /^\d{3}-\d{3}-\d{4}$/;
export const US_PHONE_WITH_COUNTRY_PATTERN = /^\d-\d{3}-\d{3}-\d{4}$/;
export const UK_PHONE_PATTERN = /^(\+44\s?7\d{3}|\(?07\d{3}\)?|\+44\s?\d{2,4}|\(?0\d{2,4}\)?)\s?\d{3,4}\s?\d{3,4}$/;
/** International numbers: optional +, digits with spaces, dots, dashes or brackets, 7–15 digits. */
export const INTERNATIONAL_PHONE_PATTERN = /^\+?[\d\s().-]+$/;

export function isZip(value: string): boolean {
  const v = value.trim();
  return US_ZIP_PATTERN.test(v) || CANADIAN_POSTAL_CODE_PATTERN.test(v) || UK_POSTCODE_PATTERN.test(v);
}

export function isInternationalPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  return INTERNATIONAL_PHONE_PATTERN.test(value.trim()) && digits.length >= 7 && digits.length <= 15;
}
