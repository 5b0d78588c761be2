import { zoneMappingRequestSchema } from '#api/zones';
import { byMethod } from '#lib/http/http-route';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { zoneMappings } from '../zones.deps';

// Accounts §6: any member reads the mappings (they explain a preselected rate); saving them is edit_options.
const list = accountRoute({}, ({ caller }) => zoneMappings.list(caller.accountId));
const create = accountRoute(
  { body: zoneMappingRequestSchema, permissions: ['edit_options'], successStatus: 201 },
  ({ caller, body }) => zoneMappings.create(caller.accountId, body),
);

/** GET and POST /api/v1/zone-mappings */
export const handler = byMethod({ GET: list, POST: create });
