import { orderProtectionClaimsParamsSchema } from '#api/protection-claims';
import { claimPermission } from '#domain/claims/claim-record';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { protectionClaims } from '../protection-claims.deps';

/** GET /api/v1/orders/{orderId}/protection-claims: the shoppers' claims of one order (accounts §6 view_order_protection). */
export const handler = accountRoute(
  { params: orderProtectionClaimsParamsSchema, permissions: [claimPermission('protection')] },
  ({ params, caller }) => protectionClaims.ofOrder(caller.accountId, params.orderId),
);
