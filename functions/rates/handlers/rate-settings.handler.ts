import { rateSettingsRequestSchema } from '#api/rate-settings-request';
import { byMethod } from '#lib/http/http-route';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { rateSettings } from '../rates.deps';

// Accounts §6: any member reads the rate settings (the rates they see follow them); changing them is edit_options.
const get = accountRoute({}, ({ caller }) => rateSettings.get(caller.accountId));
const put = accountRoute({ body: rateSettingsRequestSchema, permissions: ['edit_options'] }, ({ caller, body }) =>
  rateSettings.put(caller.accountId, body),
);

/** GET/PUT /api/v1/settings/rates */
export const handler = byMethod({ GET: get, PUT: put });
