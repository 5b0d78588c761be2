import { accountSettingsRequestSchema } from '#api/settings';
import { byMethod } from '#lib/http/http-route';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { accountSettingsUseCases as accountSettings } from '../settings.deps';

// Accounts §6: any member reads the settings; changing them is settings → company → edit_company.
const get = accountRoute({}, ({ caller }) => accountSettings.get(caller.accountId));
const put = accountRoute({ body: accountSettingsRequestSchema, permissions: ['edit_company'] }, ({ caller, body }) =>
  accountSettings.put(caller.accountId, body),
);

/** GET/PUT /api/v1/account-settings: one function for the one settings resource. */
export const handler = byMethod({ GET: get, PUT: put });
