import * as z from 'zod';
import { MESSAGES, OUR_MESSAGES } from './messages';
import { isEmail, isPhone, isSubdomain, isUrl, isZip, isInternationalPhone } from './patterns';
import { MONEY_BOUNDS, QUANTITY_MAX, TEXT_MAX, boundedNumber } from './bounded.schema';

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

/**
 * Required, trimmed text ('This field is required', 'Value is too long'). Without a cap of its
 * own a field takes the free-text cap (TEXT_MAX.note): no text field is unbounded.
 */
export function requiredText(max: number = TEXT_MAX.note, min = 1) {
  let s = z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required);
  if (min > 1) s = s.min(min, MESSAGES.tooShort);
  return s.max(max, MESSAGES.tooLong);
}

/** Optional text: absent or null becomes ''. */
export function optionalText(max: number = TEXT_MAX.note) {
  return z
    .string()
    .trim()
    .max(max, MESSAGES.tooLong)
    .nullish()
    .transform((v) => v ?? '');
}

export function emailField(max: number = TEXT_MAX.email) {
  const base = requiredText(max);
  return base.refine(isEmail, MESSAGES.invalidEmail);
}

export function optionalEmailField(max: number = TEXT_MAX.email) {
  return optionalText(max).refine((v) => v === '' || isEmail(v), MESSAGES.invalidEmail);
}

/** Zip (orders §5): US 5 or 5-4, Canadian A1A 1A1, or UK. */
export function zipField(max = 10) {
  return requiredText(max).refine(isZip, MESSAGES.invalidZip);
}

/** Phone (orders §5): xxx-xxx-xxxx, x-xxx-xxx-xxxx, UK or international. */
export function phoneField(max: number = TEXT_MAX.phone) {
  return requiredText(max).refine(isPhone, MESSAGES.phoneFormat);
}

export function optionalPhoneField(max: number = TEXT_MAX.phone) {
  return optionalText(max).refine((v) => v === '' || isPhone(v), MESSAGES.phoneFormat);
}

/** Address-book phone: the international pattern only (accounts §5 "phone international pattern"). */
export function internationalPhoneField(max: number = TEXT_MAX.phone) {
  return requiredText(max).refine(isInternationalPhone, MESSAGES.phoneFormat);
}

/** A DNS label is at most 63 characters. */
export function subdomainField() {
  return requiredText(63).refine(isSubdomain, MESSAGES.invalidSubdomain);
}

export function urlField(max: number = TEXT_MAX.url) {
  return requiredText(max).refine(isUrl, MESSAGES.invalidUrl);
}

export function optionalUrlField(max: number = TEXT_MAX.url) {
  return optionalText(max).refine((v) => v === '' || isUrl(v), MESSAGES.invalidUrl);
}

const requiredOrInvalid = (issue: { input?: unknown }) =>
  issue.input === undefined ? MESSAGES.required : MESSAGES.invalid;

/**
 * A number input: blank is 'This field is required', anything non-numeric 'Invalid value'.
 * Bounded like every number (bounded.schema): at most a billion either way, 4 decimals kept.
 */
export function numberField() {
  return z.preprocess(toNumberInput, boundedNumber({ messages: { invalid: requiredOrInvalid } }));
}

export function optionalNumberField() {
  return z.preprocess(toNumberInput, boundedNumber().optional());
}

/** Dollars as typed: 0 to a million, kept to the cent; blank is 'This field is required'. */
export function requiredMoneyField() {
  return z.preprocess(
    toNumberInput,
    boundedNumber({ ...MONEY_BOUNDS, messages: { ...MONEY_BOUNDS.messages, invalid: requiredOrInvalid } }),
  );
}

/** Dollars as typed, blank being undefined. */
export function optionalMoneyField() {
  return z.preprocess(toNumberInput, boundedNumber(MONEY_BOUNDS).optional());
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
  return z.preprocess(toNumberInput, boundedNumber({ integer: true, messages: { invalid: requiredOrInvalid } }));
}

export function optionalIntegerField() {
  return z.preprocess(toNumberInput, boundedNumber({ integer: true }).optional());
}

/** Boolean flags from forms: 'true'/'false' strings are accepted. */
export function flagField(defaultValue = false) {
  return z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : v === null ? undefined : v),
    z.boolean().default(defaultValue),
  );
}

/**
 * Quantity (accounts §5 Order): a positive integer of at least 1, each failure with its own
 * message, and at most 10,000 units on a line (bounded.schema).
 */
export function quantityField() {
  return z.preprocess(
    toNumberInput,
    z
      .number({ error: (issue) => (issue.input === undefined ? MESSAGES.quantityRequired : MESSAGES.invalid) })
      .refine(Number.isFinite, MESSAGES.invalid)
      .refine((n) => n > 0, MESSAGES.quantityPositive)
      .refine(Number.isInteger, MESSAGES.quantityInteger)
      .refine((n) => n >= 1, MESSAGES.quantityAtLeastOne)
      .refine((n) => n <= QUANTITY_MAX, OUR_MESSAGES.quantityAtMost(QUANTITY_MAX)),
  );
}
