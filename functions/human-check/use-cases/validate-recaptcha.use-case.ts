import type { ValidateRecaptchaResponse } from '#api/human-check';
import type { HumanCheckGate } from '#domain/human-check/ports';
import type { RateLimitRule } from '#lib/rate-limit/fixed-window';
import type { RateLimiter } from '#lib/rate-limit/rate-limiter';

/**
 * Per visitor (their IP): a person solves a widget a few times per form; a page that asks hundreds of times
 * is using Shipdeck's Turnstile quota as its own oracle.
 */
export const VALIDATE_RECAPTCHA_LIMIT = {
  name: 'human-check-ip',
  limit: 30,
  windowSeconds: 600,
} as const satisfies RateLimitRule;

/** GET /auth/v1/validate-recaptcha (accounts §7): the visitor's token → { validated }. */
export function makeValidateRecaptcha(deps: { checkHuman: HumanCheckGate; limiter: RateLimiter }) {
  return async (input: { token: string | undefined; clientIp: string }): Promise<ValidateRecaptchaResponse> => {
    await deps.limiter.take(VALIDATE_RECAPTCHA_LIMIT, input.clientIp);
    return { validated: (await deps.checkHuman(input.token, input.clientIp)) === 'validated' };
  };
}
