import { trackingLookupRequestSchema, trackingPageParamsSchema } from '#api/tracking-page';
import { byMethod, publicRoute } from '#lib/http/http-route';
import { trackingPages } from '../tracking-page.deps';

/** A lookup is four short fields: anything larger is no lookup (413 before parsing). */
export const TRACKING_LOOKUP_MAX_BYTES = 2_048;

// Public (the shopper has no account): the page's subdomain names the account, never a token.
const branding = publicRoute(
  { params: trackingPageParamsSchema, maxBodyBytes: TRACKING_LOOKUP_MAX_BYTES },
  ({ params }) => trackingPages.branding(params.subDomain),
);
const lookup = publicRoute({ body: trackingLookupRequestSchema, maxBodyBytes: TRACKING_LOOKUP_MAX_BYTES }, ({ body }) =>
  trackingPages.lookup(body),
);

/** GET /api/v1/public/tracking-pages/{subDomain}, POST /api/v1/public/tracking-lookup */
export const handler = byMethod({ GET: branding, POST: lookup });
