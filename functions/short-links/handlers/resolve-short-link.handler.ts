import { shortLinkParamsSchema } from '#api/short-links';
import { publicRoute } from '#lib/http/http-route';
import { shortLinks } from '../short-links.deps';
import { clientIpOf } from '#lib/http/client-ip';

/**
 * GET /api/v1/public/short-links/{code}: the tracking page a short link opens (the site's `/s/<code>` page
 * redirects there). Public, rate-limited per client; answers a subdomain and a tracking number, never a URL.
 */
export const handler = publicRoute({ params: shortLinkParamsSchema }, ({ params, event }) =>
  shortLinks.resolve({ code: params.code, clientIp: clientIpOf(event) }),
);
