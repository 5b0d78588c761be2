import { zoneRequestSchema } from '#api/zones';
import { byMethod } from '#lib/http/http-route';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { zones } from '../zones.deps';

// Accounts §6: any member reads the zones; saving them is a shipping option (edit_options), as rate settings are.
const list = accountRoute({}, ({ caller }) => zones.list(caller.accountId));
const create = accountRoute(
  { body: zoneRequestSchema, permissions: ['edit_options'], successStatus: 201 },
  ({ caller, body }) => zones.create(caller.accountId, body),
);

/** GET and POST /api/v1/zones */
export const handler = byMethod({ GET: list, POST: create });
