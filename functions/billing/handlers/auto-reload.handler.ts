import { autoReloadRequestSchema } from '#domain/billing/auto-reload.rules';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { byMethod } from '#lib/http/http-route';
import { autoReload } from '../payments.deps';

const read = accountRoute({ permissions: ['view_billing_activity'] }, ({ caller }) =>
  autoReload.settings(caller.accountId),
);
const save = accountRoute(
  { body: autoReloadRequestSchema, permissions: ['edit_payments'], maxBodyBytes: 1_024 },
  ({ caller, body }) => autoReload.save(caller.accountId, body),
);

/** GET and PUT /api/v1/wallet/auto-reload (edit_payments to change it). */
export const handler = byMethod({ GET: read, PUT: save });
