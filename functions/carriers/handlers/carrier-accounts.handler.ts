import * as z from 'zod';
import { connectCarrierAccountSchema } from '#api/carrier-accounts';
import { pathIdSchema } from '#api/path-params';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { byMethod } from '#lib/http/http-route';
import { carrierAccounts } from '../carrier-accounts.deps';

// accounts §6: preset_options › edit_carriers.
const EDIT_CARRIERS = ['edit_carriers'] as const;
const accountParams = z.object({ carrierAccountId: pathIdSchema });

const list = accountRoute({ permissions: EDIT_CARRIERS }, ({ caller }) => carrierAccounts.list(caller));
const connect = accountRoute(
  { body: connectCarrierAccountSchema, permissions: EDIT_CARRIERS, successStatus: 201, maxBodyBytes: 16_384 },
  ({ caller, body }) => carrierAccounts.connect(caller, body),
);
const remove = accountRoute({ params: accountParams, permissions: EDIT_CARRIERS }, ({ caller, params }) =>
  carrierAccounts.remove(caller, params.carrierAccountId),
);

/** GET/POST /api/v1/carrier-accounts, DELETE /api/v1/carrier-accounts/{carrierAccountId} */
export const handler = byMethod({ GET: list, POST: connect, DELETE: remove });
