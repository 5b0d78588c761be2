import { claimSettingsRequestSchema } from '#api/claims';
import { byMethod } from '#lib/http/http-route';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { claimSettings } from '../claims.deps';

// The claim settings shape every claim (profiles, who is told): Full Coverage members read and save them.
const get = accountRoute({ permissions: ['view_claim_tracking'] }, ({ caller }) => claimSettings.get(caller.accountId));
const put = accountRoute(
  { permissions: ['view_claim_tracking'], body: claimSettingsRequestSchema },
  ({ caller, body }) => claimSettings.put(caller.accountId, body),
);

/** GET and PUT /api/v1/claim-settings */
export const handler = byMethod({ GET: get, PUT: put });
