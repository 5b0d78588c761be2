import { PARTNER_SECRET_HEADER, partnerParamsSchema, partnerSecretHeadersSchema } from '#api/partners';
import { publicRoute } from '#lib/http/http-route';
import { parseOrThrow } from '#lib/http/zod-errors';
import { partners } from '../partners.deps';
import { clientIpOf } from '#lib/http/client-ip';

/**
 * GET /api/v1/public/partners/{permalink}/dashboard: the partner's sign-ups, for the holder of the dashboard
 * link's secret (in a header, so it stays out of access logs); public, rate-limited per client IP.
 */
export const handler = publicRoute({ params: partnerParamsSchema }, ({ params, event }) => {
  const headers = parseOrThrow(
    partnerSecretHeadersSchema,
    { [PARTNER_SECRET_HEADER]: event.headers?.[PARTNER_SECRET_HEADER] },
    'headers',
  );
  return partners.dashboard({
    permalink: params.permalink,
    secret: headers[PARTNER_SECRET_HEADER],
    clientIp: clientIpOf(event),
  });
});
