import { partnerParamsSchema } from '#api/partners';
import { publicRoute } from '#lib/http/http-route';
import { partners } from '../partners.deps';
import { clientIpOf } from '#lib/http/client-ip';

/** POST /api/v1/public/partners/{permalink}/visits: the partner's link was followed (public, rate-limited). */
export const handler = publicRoute({ params: partnerParamsSchema, successStatus: 204 }, ({ params, event }) =>
  partners.recordVisit({ permalink: params.permalink, clientIp: clientIpOf(event) }),
);
