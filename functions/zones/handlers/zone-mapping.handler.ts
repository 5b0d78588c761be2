import { updateZoneMappingRequestSchema, zoneMappingParamsSchema } from '#api/zones';
import { byMethod } from '#lib/http/http-route';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { zoneMappings } from '../zones.deps';

const get = accountRoute({ params: zoneMappingParamsSchema }, ({ caller, params }) =>
  zoneMappings.get(caller.accountId, params.mappingId),
);
const update = accountRoute(
  { params: zoneMappingParamsSchema, body: updateZoneMappingRequestSchema, permissions: ['edit_options'] },
  ({ caller, params, body }) => zoneMappings.update(caller.accountId, params.mappingId, body),
);
const remove = accountRoute({ params: zoneMappingParamsSchema, permissions: ['edit_options'] }, ({ caller, params }) =>
  zoneMappings.remove(caller.accountId, params.mappingId),
);

/** GET, PUT (with the version it was read at: 409 when stale) and DELETE /api/v1/zone-mappings/{mappingId} */
export const handler = byMethod({ GET: get, PUT: update, DELETE: remove });
