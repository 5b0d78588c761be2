import { PROTECTION_CLAIM_MAX_BYTES, protectionClaimRequestSchema } from '#api/protection-claims';
import { publicRoute } from '#lib/http/http-route';
import { protectionClaims } from '../protection-claims.deps';
import { clientIpOf } from '#lib/http/client-ip';

/**
 * POST /api/v1/public/protection-claims: public (the shopper has no account); the page's subdomain names
 * the account, the email and order number prove the order is theirs, the client's IP is what is rate-limited.
 */
export const handler = publicRoute(
  { body: protectionClaimRequestSchema, maxBodyBytes: PROTECTION_CLAIM_MAX_BYTES, successStatus: 201 },
  ({ body, event }) => {
    const { subDomain, ...form } = body;
    return protectionClaims.file({ subDomain, clientIp: clientIpOf(event), form });
  },
);
