import type { HumanCheck } from '#domain/human-check/ports';
import {
  HUMAN_TOKEN_LIFETIME_MS,
  LOCAL_HUMAN_FAIL_TOKEN,
  localTokenIssuedAt,
} from '#domain/human-check/local-human-check.rules';

/** Tokens remembered as spent; past it the oldest are forgotten (they have expired by then in practice). */
const SPENT_TOKENS_MAX = 10_000;

/**
 * The local stand-in for Turnstile: validates the tokens the local widget issues, once each and within
 * five minutes, as siteverify does (timeout-or-duplicate). LOCAL_HUMAN_FAIL_TOKEN, a Turnstile token (the
 * stand-in cannot check Cloudflare's signature) and any other string are not validated. It remembers spent
 * tokens per process, so a token spent in one local function is still fresh to another: a test that needs
 * the failure uses the fail token.
 */
export function makeSandboxHumanCheck(now: () => number = Date.now): HumanCheck {
  const spent = new Set<string>();
  return {
    async verify(token) {
      if (token === LOCAL_HUMAN_FAIL_TOKEN) return 'not_validated';
      const issuedAt = localTokenIssuedAt(token);
      if (issuedAt === undefined) return 'not_validated';
      const age = now() - issuedAt;
      if (age < -60_000 || age > HUMAN_TOKEN_LIFETIME_MS || spent.has(token)) return 'not_validated';
      spent.add(token);
      if (spent.size > SPENT_TOKENS_MAX) spent.delete(spent.values().next().value as string);
      return 'validated';
    },
  };
}
