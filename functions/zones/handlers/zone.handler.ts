import { updateZoneRequestSchema, zoneParamsSchema } from '#api/zones';
import { byMethod } from '#lib/http/http-route';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { zones } from '../zones.deps';

const get = accountRoute({ params: zoneParamsSchema }, ({ caller, params }) =>
  zones.get(caller.accountId, params.zoneId),
);
const update = accountRoute(
  { params: zoneParamsSchema, body: updateZoneRequestSchema, permissions: ['edit_options'] },
  ({ caller, params, body }) => zones.update(caller.accountId, params.zoneId, body),
);
const remove = accountRoute({ params: zoneParamsSchema, permissions: ['edit_options'] }, ({ caller, params }) =>
  zones.remove(caller.accountId, params.zoneId),
);

/** GET, PUT (with the version it was read at: 409 when stale) and DELETE /api/v1/zones/{zoneId} */
export const handler = byMethod({ GET: get, PUT: update, DELETE: remove });
