import { createHash } from 'node:crypto';
import { TooManyRequestsError } from '../errors';
import { counterExpiry, decide, fixedWindowOf, type RateLimitRule } from './fixed-window';

/** Counts attempts: adds one to the key's counter of the window starting at `windowStartMs` and answers the new count. */
export interface WindowCounter {
  increment(key: string, windowStartMs: number, expiresAtEpochSeconds: number): Promise<number>;
}

export interface RateLimiter {
  /** Counts one attempt of `client` under `rule`; throws TooManyRequestsError (429, Retry-After) past the limit. */
  take(rule: RateLimitRule, client: string): Promise<void>;
}

/**
 * The counter key: the rule's name and a hash of the client, so a table item never holds a client's
 * IP address or a subdomain in the clear and a key's length is bounded whatever the client sent.
 */
export function rateLimitKey(rule: RateLimitRule, client: string): string {
  return `${rule.name}#${createHash('sha256').update(client).digest('base64url').slice(0, 32)}`;
}

export function makeRateLimiter(counter: WindowCounter, now: () => number = Date.now): RateLimiter {
  return {
    async take(rule, client) {
      const at = now();
      const window = fixedWindowOf(at, rule.windowSeconds);
      const count = await counter.increment(rateLimitKey(rule, client), window.startMs, counterExpiry(window));
      const decision = decide(rule, count, at, window);
      if (!decision.allowed) throw new TooManyRequestsError(decision.retryAfterSeconds);
    },
  };
}
