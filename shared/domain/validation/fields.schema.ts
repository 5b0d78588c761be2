import { z } from 'zod';
import { MESSAGES } from './messages';
import { isEmail, isPhone, isSubdomain, isUrl, isZip, isInternationalPhone } from './patterns';

/**
 * zod field builders carrying the spec's messages (orders §5, accounts §5). Forms and API
 * request schemas build from these so a rule is written once.
 */

/** Blank form inputs ('' or null) mean "not given". */
export function blankToUndefined(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

/** Numbers arrive from inputs as strings; '' and null become undefined, '12.5' becomes 12.5, 'abc' NaN. */
export function toNumberInput(value: unknown): unknown {
  const v = blankToUndefined(value);
  if (typeof v === 'string') return Number(v.trim());
  return v;
}

/** Required, trimmed text with an optional maximum ('This field is required', 'Value is too long'). */
export function requiredText(max?: number, min = 1) {
  let s = z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required);
  if (min > 1) s = s.min(min, MESSAGES.tooShort);
  if (max !== undefined) s = s.max(max, MESSAGES.tooLong);
  return s;
}

/** Optional text: absent or null becomes ''. */
export function optionalText(max?: number) {
  const s = max === undefined ? z.string().trim() : z.string().trim().max(max, MESSAGES.tooLong);
  return s.nullish().transform((v) => v ?? '');
}

export function emailField(max?: number) {
  const base = requiredText(max);
  return base.refine(isEmail, MESSAGES.invalidEmail);
}

export function optionalEmailField(max?: number) {
  return optionalText(max).refine((v) => v === '' || isEmail(v), MESSAGES.invalidEmail);
}

/** Zip (orders §5): US 5 or 5-4, Canadian A1A 1A1, or UK. */
export function zipField(max = 10) {
  return requiredText(max).refine(isZip, MESSAGES.invalidZip);
}

/** Phone (orders §5): xxx-xxx-xxxx, x-xxx-xxx-xxxx, UK or international. */
export function phoneField(max?: number) {
  return requiredText(max).refine(isPhone, MESSAGES.phoneFormat);
}

export function optionalPhoneField(max?: number) {
  return optionalText(max).refine((v) => v === '' || isPhone(v), MESSAGES.phoneFormat);
}

/** Address-book phone: the international pattern only (accounts §5 "phone international pattern"). */
export function internationalPhoneField(max?: number) {
  return requiredText(max).refine(isInternationalPhone, MESSAGES.phoneFormat);
}

export function subdomainField() {
  return requiredText().refine(isSubdomain, MESSAGES.invalidSubdomain);
}

export function urlField(max?: number) {
  return requiredText(max).refine(isUrl, MESSAGES.invalidUrl);
}

export function optionalUrlField(max?: number) {
  return optionalText(max).refine((v) => v === '' || isUrl(v), MESSAGES.invalidUrl);
}

/** A number input: blank is 'This field is required', anything non-numeric 'Invalid value'. */
export function numberField() {
  return z.preprocess(
    toNumberInput,
    z.number({ error: (issue) => (issue.input === undefined ? MESSAGES.required : MESSAGES.invalid) }).refine(Number.isFinite, MESSAGES.invalid),
  );
}

export function optionalNumberField() {
  return z.preprocess(
    toNumberInput,
    z.number({ error: MESSAGES.invalid }).refine(Number.isFinite, MESSAGES.invalid).optional(),
  );
}

/** Orders §5: "A number must be non-empty and greater than 0." */
export function positiveNumberField() {
  return numberField().refine((n) => n > 0, MESSAGES.positive);
}

/** A number of at least `min` (e.g. product dimensions ≥ 0, rate-estimate weight ≥ 0.01). */
export function minNumberField(min: number, message: string = min > 0 ? MESSAGES.positive : MESSAGES.invalid) {
  return numberField().refine((n) => n >= min, message);
}

export function integerField() {
  return numberField().refine(Number.isInteger, MESSAGES.integer);
}

/** Boolean flags from forms: 'true'/'false' strings are accepted. */
export function flagField(defaultValue = false) {
  return z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v === null ? undefined : v), z.boolean().default(defaultValue));
}
