import { authenticateDepositRequestSchema, depositParamsSchema, toDepositView } from '#api/payments';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { payments } from '../payments.deps';

/** POST /api/v1/wallet/deposits/{depositId}/authenticate: the cardholder's 3-D Secure answer. */
export const handler = accountRoute(
  {
    params: depositParamsSchema,
    body: authenticateDepositRequestSchema,
    permissions: ['deposit_funds'],
    maxBodyBytes: 256,
  },
  async ({ caller, params, body }) =>
    toDepositView(await payments.authenticateDeposit(caller.accountId, params.depositId, body.approved)),
);
