import * as z from 'zod';
import { HUMAN_CHECK_TOKEN_MAX, presentedToken } from '#domain/human-check/human-check.rules';
import { publicRoute } from '#lib/http/http-route';
import { parseOrThrow } from '#lib/http/zod-errors';
import { validateRecaptcha } from '../human-check.deps';
import { clientIpOf } from '#lib/http/client-ip';

/** The X-Recaptcha header as API Gateway hands it over (header names lower-cased). */
const headersSchema = z.object({ 'x-recaptcha': z.string().max(HUMAN_CHECK_TOKEN_MAX).optional() });

/** GET /auth/v1/validate-recaptcha (accounts §7): public, the visitor has no account yet; rate-limited per IP. */
export const handler = publicRoute({}, ({ event }) => {
  const headers = parseOrThrow(headersSchema, { 'x-recaptcha': event.headers?.['x-recaptcha'] }, 'headers');
  return validateRecaptcha({
    token: presentedToken(headers['x-recaptcha']),
    clientIp: clientIpOf(event),
  });
});
