import { LEAD_MAX_BODY_BYTES, contactRequestSchema } from '#api/leads';
import { presentedToken } from '#domain/human-check/human-check.rules';
import { publicRoute } from '#lib/http/http-route';
import { submitLead } from '../leads.deps';
import { clientIpOf } from '#lib/http/client-ip';

/**
 * POST /api/v1/public/contact-us: contact-us (accounts §5 Contact: message and valid email). Public (a
 * prospect has no account), rate-limited per client IP, the human check verified server-side; 201 once kept.
 */
export const handler = publicRoute(
  { body: contactRequestSchema, maxBodyBytes: LEAD_MAX_BODY_BYTES, successStatus: 201 },
  ({ body, event }) => {
    const { humanCheckToken, ...form } = body;
    return submitLead({
      lead: { kind: 'contact', form },
      humanCheckToken: presentedToken(humanCheckToken),
      clientIp: clientIpOf(event),
    });
  },
);
