import { claimActionRequestSchema, claimParamsSchema } from '#api/claims';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { claims } from '../claims.deps';

/** POST /api/v1/claims/{claimId}/withdraw: an open claim taken back by the merchant. */
export const handler = accountRoute(
  {
    anyPermission: ['view_claim_tracking', 'view_order_protection'],
    params: claimParamsSchema,
    body: claimActionRequestSchema,
  },
  ({ caller, params, body }) => claims.withdraw(caller, params.claimId, body),
);
