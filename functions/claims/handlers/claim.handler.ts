import { claimParamsSchema, updateClaimRequestSchema } from '#api/claims';
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

/** GET, PUT and DELETE /api/v1/claims/{claimId}: the claim with its documents, a draft's edit, a draft's deletion. */
export const handler = byMethod({ GET: get, PUT: update, DELETE: remove });
