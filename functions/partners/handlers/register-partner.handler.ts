import { partnerRegistrationRequestSchema } from '#api/partners';
import { presentedToken } from '#domain/human-check/human-check.rules';
import { publicRoute } from '#lib/http/http-route';
import { partners } from '../partners.deps';
import { clientIpOf } from '#lib/http/client-ip';

/**
 * POST /api/v1/public/partners (accounts §5 Partner-like form): public, rate-limited per client IP, the human
 * check verified server-side; 201 with the partner's link and private dashboard link, 409 when the permalink is taken.
 */
export const handler = publicRoute(
  { body: partnerRegistrationRequestSchema, successStatus: 201 },
  ({ body, event }) => {
    const { humanCheckToken, ...form } = body;
    return partners.register({
      form,
      humanCheckToken: presentedToken(humanCheckToken),
      clientIp: clientIpOf(event),
    });
  },
);
