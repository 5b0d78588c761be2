import type { HumanCheckResult } from '../statuses/human-check.rules';

/**
 * The human check (accounts §4): a Turnstile-style widget in the page yields a token; the server asks the
 * provider whether it proves a person. The answer is `validated` or `not_validated` (the statuses' own type).
 */
export type HumanCheckOutcome = HumanCheckResult;

/**
 * The outside provider (Cloudflare Turnstile in the cloud, a local stand-in on a laptop). It answers only
 * what the provider decided about the token; anything that keeps it from deciding (network, provider
 * outage, our own misconfiguration) is thrown as HumanCheckUnavailableError, for the rule to judge.
 */
export interface HumanCheck {
  verify(token: string, remoteIp?: string): Promise<HumanCheckOutcome>;
}

/** The provider could not decide: the rule treats this as validated and it is logged (accounts §7, §8). */
export class HumanCheckUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(`Human check unavailable: ${reason}`);
    this.name = 'HumanCheckUnavailableError';
  }
}

/**
 * What the public forms call: the provider's answer with the spec's rule applied (a missing token or a
 * provider that cannot decide counts as validated). Implemented by functions/human-check.
 */
export type HumanCheckGate = (token: string | undefined, remoteIp?: string) => Promise<HumanCheckOutcome>;
