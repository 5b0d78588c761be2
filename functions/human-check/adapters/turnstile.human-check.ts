import * as z from 'zod';
import { HumanCheckUnavailableError, type HumanCheck, type HumanCheckOutcome } from '#domain/human-check/ports';

/**
 * Cloudflare Turnstile's server-side validation: POST the widget's token, our secret and the visitor's IP to
 * siteverify (https://developers.cloudflare.com/turnstile/get-started/server-side-validation/). The answer's
 * `success` and `error-codes` decide; codes about the token mean not validated, codes about us or Cloudflare
 * mean Turnstile could not decide.
 */
export const TURNSTILE_SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

/** Codes that are Turnstile's verdict on the visitor's token (expired, reused, forged, missing). */
const TOKEN_REJECTED = new Set(['invalid-input-response', 'timeout-or-duplicate', 'missing-input-response']);

/** A visitor waits on this call: past it, the check counts as unavailable (and so as validated). */
export const TURNSTILE_TIMEOUT_MS = 3_000;

const siteverifySchema = z.object({
  success: z.boolean(),
  'error-codes': z.array(z.string().max(100)).max(20).default([]),
  hostname: z.string().optional(),
  action: z.string().optional(),
});

export interface TurnstileOptions {
  /** The widget's secret key (Secrets Manager in AWS, an environment variable on a developer's machine). */
  secret: () => Promise<string>;
  fetch?: (input: string, init?: RequestInit) => Promise<Response>;
  timeoutMs?: number;
}

/** Turnstile's decision from a siteverify answer, or the reason it is none. */
export function outcomeOfSiteverify(body: z.input<typeof siteverifySchema>): HumanCheckOutcome {
  const answer = siteverifySchema.parse(body);
  if (answer.success) return 'validated';
  const codes = answer['error-codes'];
  if (codes.length > 0 && codes.every((code) => TOKEN_REJECTED.has(code))) return 'not_validated';
  throw new HumanCheckUnavailableError(`siteverify ${codes.join(',') || 'failed without a code'}`);
}

export function makeTurnstileHumanCheck(options: TurnstileOptions): HumanCheck {
  const send = options.fetch ?? ((input: string, init?: RequestInit) => fetch(input, init));
  return {
    async verify(token, remoteIp) {
      const form = new URLSearchParams({ secret: await options.secret(), response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      let response: Response;
      try {
        response = await send(TURNSTILE_SITEVERIFY_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(options.timeoutMs ?? TURNSTILE_TIMEOUT_MS),
        });
      } catch (err) {
        throw new HumanCheckUnavailableError(`siteverify unreachable: ${(err as Error).name}`);
      }
      if (!response.ok) throw new HumanCheckUnavailableError(`siteverify answered ${response.status}`);
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw new HumanCheckUnavailableError('siteverify answered no JSON');
      }
      const parsed = siteverifySchema.safeParse(body);
      if (!parsed.success) throw new HumanCheckUnavailableError('siteverify answered an unknown shape');
      return outcomeOfSiteverify(parsed.data);
    },
  };
}
