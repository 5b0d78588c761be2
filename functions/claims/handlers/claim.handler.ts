import {
  claimActionParamsSchema,
  claimActionRequestSchema,
  claimParamsSchema,
  updateClaimRequestSchema,
} from '#api/claims';
import { byMethod } from '#lib/http/http-route';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { claims } from '../claims.deps';

const ANY_CLAIMS = { anyPermission: ['view_claim_tracking', 'view_order_protection'] } as const;

const get = accountRoute({ ...ANY_CLAIMS, params: claimParamsSchema }, ({ caller, params }) =>
  claims.get(caller, params.claimId),
);
const update = accountRoute(
  { ...ANY_CLAIMS, params: claimParamsSchema, body: updateClaimRequestSchema },
  ({ caller, params, body }) => claims.update(caller, params.claimId, body),
);
const remove = accountRoute({ ...ANY_CLAIMS, params: claimParamsSchema }, ({ caller, params }) =>
  claims.remove(caller, params.claimId),
);
// submit: every claim check (accounts §5), then draft → claim_received; withdraw: an open claim taken back.
const act = accountRoute(
  { ...ANY_CLAIMS, params: claimActionParamsSchema, body: claimActionRequestSchema },
  ({ caller, params, body }) =>
    params.action === 'submit'
      ? claims.submit(caller, params.claimId, body)
      : claims.withdraw(caller, params.claimId, body),
);

/**
 * GET, PUT and DELETE /api/v1/claims/{claimId} (the claim with its documents, a draft's edit, a draft's deletion)
 * and POST /api/v1/claims/{claimId}/{action} (submit | withdraw).
 */
export const handler = byMethod({ GET: get, PUT: update, DELETE: remove, POST: act });
