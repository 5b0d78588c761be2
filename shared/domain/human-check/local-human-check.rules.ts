/**
 * The local stand-in for Turnstile (the sandbox provider and its widget share these words): the widget
 * issues `LOCAL_HUMAN_TOKEN_PREFIX<issuedAtMs>.<random>` when the visitor ticks the box, and the sandbox
 * provider accepts such a token once, within Turnstile's own five minutes. LOCAL_HUMAN_FAIL_TOKEN is the
 * documented token that always fails, so tests and the widget's "fail" switch can prove the not-validated path.
 */
export const LOCAL_HUMAN_TOKEN_PREFIX = 'local-human.';
export const LOCAL_HUMAN_FAIL_TOKEN = 'local-human-fail';

/** Turnstile's tokens expire 300 s after they are issued; the stand-in keeps the same window. */
export const HUMAN_TOKEN_LIFETIME_MS = 300_000;

const LOCAL_TOKEN = /^local-human\.(\d{13})\.([A-Za-z0-9_-]{16,64})$/;

export function localHumanToken(issuedAtMs: number, random: string): string {
  return `${LOCAL_HUMAN_TOKEN_PREFIX}${issuedAtMs}.${random}`;
}

/** When a well-formed local token was issued, or undefined for anything the local widget never produces. */
export function localTokenIssuedAt(token: string): number | undefined {
  const match = LOCAL_TOKEN.exec(token);
  return match ? Number(match[1]) : undefined;
}
