import * as z from 'zod';

/**
 * GET /auth/v1/validate-recaptcha (accounts §7), served at /api/auth/v1/validate-recaptcha: the token in the
 * X-Recaptcha header, the answer's one field `validated`.
 */
export const HUMAN_CHECK_PATH = '/api/auth/v1/validate-recaptcha';

export const validateRecaptchaResponseSchema = z.object({ validated: z.boolean() });
export type ValidateRecaptchaResponse = z.infer<typeof validateRecaptchaResponseSchema>;

/** How the browser's widget runs: Cloudflare's Turnstile script with the site key, or the local stand-in. */
export const humanCheckWidgetSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('turnstile'), siteKey: z.string().min(1).max(200) }),
  z.object({ provider: z.literal('local') }),
]);
export type HumanCheckWidget = z.infer<typeof humanCheckWidgetSchema>;
