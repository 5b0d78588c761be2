import { paymentMethodParamsSchema, toPaymentMethodView, verifyBankRequestSchema } from '#api/payments';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { payments } from '../payments.deps';

/** POST /api/v1/payment-methods/{paymentMethodId}/verify: the bank's two micro-deposits (edit_payments). */
export const handler = accountRoute(
  {
    params: paymentMethodParamsSchema,
    body: verifyBankRequestSchema,
    permissions: ['edit_payments'],
    maxBodyBytes: 1_024,
  },
  async ({ caller, params, body }) =>
    toPaymentMethodView(await payments.verifyBank(caller.accountId, params.paymentMethodId, body.amountsCents)),
);
