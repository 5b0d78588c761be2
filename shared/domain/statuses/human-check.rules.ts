/** The human check (accounts §4, §7, §8): only an explicit "not validated" answer fails. */
export type HumanCheckResult = 'validated' | 'not_validated';

export interface HumanCheckObservation {
  /** The turnstile widget rendered. */
  widgetPresent: boolean;
  /** The widget or the validate call errored. */
  errored?: boolean;
  /** The `validated` field of GET /auth/v1/validate-recaptcha, when it answered. */
  validated?: boolean | null;
}

/** Absent widget or any error counts as validated (the caller logs it); otherwise only an explicit true passes. */
export function humanCheckResult(o: HumanCheckObservation): HumanCheckResult {
  if (!o.widgetPresent || o.errored) return 'validated';
  return o.validated === true ? 'validated' : 'not_validated';
}
