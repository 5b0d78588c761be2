import { claimListQuerySchema, createClaimRequestSchema } from '#api/claims';
import { byMethod } from '#lib/http/http-route';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { claims } from '../claims.deps';

// Either claim permission reads the list (each member sees the kinds of claim they hold); filing one needs the
// permission of its source, checked by the use case (accounts §6: Full Coverage, order protection).
const ANY_CLAIMS = { anyPermission: ['view_claim_tracking', 'view_order_protection'] } as const;

const list = accountRoute({ ...ANY_CLAIMS, query: claimListQuerySchema }, ({ caller, query }) =>
  claims.list(caller, query),
);
const create = accountRoute({ ...ANY_CLAIMS, body: createClaimRequestSchema, successStatus: 201 }, ({ caller, body }) =>
  claims.create(caller, body),
);

/** GET and POST /api/v1/claims */
export const handler = byMethod({ GET: list, POST: create });
