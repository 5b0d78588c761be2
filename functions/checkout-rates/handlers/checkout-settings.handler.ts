import { checkoutSettingsRequestSchema } from '#api/checkout-rates';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { byMethod } from '#lib/http/http-route';
import { checkoutSettings } from '../checkout-rates.deps';

// Any member reads the checkout settings; changing what shoppers are charged is edit_options, as rate settings.
const get = accountRoute({}, ({ caller }) => checkoutSettings.get(caller.accountId));
const put = accountRoute({ body: checkoutSettingsRequestSchema, permissions: ['edit_options'] }, ({ caller, body }) =>
  checkoutSettings.put(caller.accountId, body),
);

/** GET/PUT /api/v1/settings/checkout-rates */
export const handler = byMethod({ GET: get, PUT: put });
