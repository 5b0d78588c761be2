import { claimActionRequestSchema, claimParamsSchema } from '#api/claims';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { claims } from '../claims.deps';

/** POST /api/v1/claims/{claimId}/submit: every claim check (accounts §5), then draft → claim_received. */
export const handler = accountRoute(
  {
    anyPermission: ['view_claim_tracking', 'view_order_protection'],
    params: claimParamsSchema,
    body: claimActionRequestSchema,
  },
  ({ caller, params, body }) => claims.submit(caller, params.claimId, body),
);
