import * as z from 'zod';
import { isShortCode } from '#domain/short-links/short-link.rules';
import { MESSAGES } from '#domain/validation/messages';

/** GET /api/v1/public/short-links/{code}: a code is exactly what the link maker draws. */
export const shortLinkParamsSchema = z.object({
  code: z.string({ error: MESSAGES.required }).max(40, MESSAGES.tooLong).refine(isShortCode, MESSAGES.invalid),
});

/** The answer: the tracking page a link opens, as the site builds its address (never a URL from storage). */
export interface ShortLinkView {
  subDomain: string;
  trackingCode: string;
}

export const SHORT_LINK_MISS = 'Link';
