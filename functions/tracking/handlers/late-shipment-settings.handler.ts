import { lateShipmentSettingsRequestSchema } from '#api/late-shipments';
import { byMethod } from '#lib/http/http-route';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { lateShipments } from '../late-shipments.deps';

// Accounts §6: any member reads whether late shipments show for them; turning detection on or off is
// a company setting (edit_company) and needs the lateShipments feature.
const get = accountRoute({}, ({ caller }) => lateShipments.view(caller));
const put = accountRoute(
  { body: lateShipmentSettingsRequestSchema, permissions: ['edit_company'] },
  ({ caller, body }) => lateShipments.put(caller, body),
);

/** GET/PUT /api/v1/settings/late-shipments. */
export const handler = byMethod({ GET: get, PUT: put });
