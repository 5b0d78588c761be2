import { explainZoneMappingRequestSchema } from '#api/zones';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { zoneMappings } from '../zones.deps';

/** POST /api/v1/zone-mappings/explain: which mapping an order to this ZIP/state from this shop takes, and why. */
export const handler = accountRoute({ body: explainZoneMappingRequestSchema }, ({ caller, body }) =>
  zoneMappings.explain(caller.accountId, body),
);
