import { humanCheckResult } from '../statuses/human-check.rules';
import type { HumanCheckOutcome } from './ports';

/** The request header the token travels in (accounts §7 GET /auth/v1/validate-recaptcha). */
export const HUMAN_CHECK_HEADER = 'X-Recaptcha';

/** The form field public forms send the widget's token in (the forms verify it server-side, once). */
export const HUMAN_CHECK_FIELD = 'humanCheckToken';

/** Turnstile tokens are at most 2048 characters; anything longer is not a token and is never forwarded. */
export const HUMAN_CHECK_TOKEN_MAX = 2048;

/**
 * One check as it happened: no token (the widget is absent from the page or never rendered), the provider's
 * decision, or a failure to get one (network, provider error).
 */
export type HumanCheckAttempt =
  { kind: 'absent' } | { kind: 'decided'; outcome: HumanCheckOutcome } | { kind: 'failed'; reason: string };

/**
 * accounts §4 and §8: "If the widget is absent or errors, the check is treated as validated"; only the
 * provider's own decision can say not validated. The caller logs the absent and failed kinds.
 */
export function humanCheckOutcome(attempt: HumanCheckAttempt): HumanCheckOutcome {
  // The one rule (statuses/human-check.rules.ts), seen from the server: no token is an absent widget.
  return humanCheckResult({
    widgetPresent: attempt.kind !== 'absent',
    errored: attempt.kind === 'failed',
    validated: attempt.kind === 'decided' ? attempt.outcome === 'validated' : null,
  });
}

/** Whether an attempt must be logged (the spec's "treated as validated and logged"). */
export function isLoggedAttempt(attempt: HumanCheckAttempt): boolean {
  return attempt.kind !== 'decided';
}

/** A header or field value as a token: blank is absent (a widget that never rendered sends nothing useful). */
export function presentedToken(value: string | undefined | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}
