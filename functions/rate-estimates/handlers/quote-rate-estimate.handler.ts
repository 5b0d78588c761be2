import { RATE_ESTIMATE_MAX_BYTES, rateEstimateRequestSchema } from '#api/rate-estimates';
import { publicRoute } from '#lib/http/http-route';
import { quoteRateEstimate } from '../rate-estimates.deps';
import { clientIpOf } from '#lib/http/client-ip';

/**
 * POST /api/v1/public/rate-estimates: the public calculator (no sign-up). The client's IP is what is
 * rate-limited; the body is the estimate alone.
 */
export const handler = publicRoute(
  { body: rateEstimateRequestSchema, maxBodyBytes: RATE_ESTIMATE_MAX_BYTES },
  ({ body, event }) => quoteRateEstimate({ estimate: body, clientIp: clientIpOf(event) }),
);
