import * as z from 'zod';
import { pathIdSchema } from '#api/path-params';
import { teamInviteSchema, teamPermissionsSchema } from '#domain/users/team.rules';
import { byMethod } from '#lib/http/http-route';
import { accountRoute, team } from '../accounts.deps';

// accounts §6: settings › company › edit_users.
const EDIT_USERS = ['edit_users'] as const;
const memberParams = z.object({ userId: pathIdSchema });

const list = accountRoute({ permissions: EDIT_USERS }, ({ caller }) => team.list(caller));
const invite = accountRoute(
  { body: teamInviteSchema, permissions: EDIT_USERS, successStatus: 201, maxBodyBytes: 8_192 },
  ({ caller, body }) => team.invite(caller, body),
);
const setPermissions = accountRoute(
  { params: memberParams, body: teamPermissionsSchema, permissions: EDIT_USERS, maxBodyBytes: 8_192 },
  ({ caller, params, body }) => team.setPermissions(caller, params.userId, body.permissions),
);
const remove = accountRoute({ params: memberParams, permissions: EDIT_USERS }, ({ caller, params }) =>
  team.remove(caller, params.userId),
);

/** GET /api/v1/team, POST /api/v1/team/invitations, PUT /api/v1/team/{userId}/permissions, DELETE /api/v1/team/{userId} */
export const handler = byMethod({ GET: list, POST: invite, PUT: setPermissions, DELETE: remove });
