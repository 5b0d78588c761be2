import { paymentMethodParamsSchema, toPaymentMethodView } from '#api/payments';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { payments } from '../payments.deps';

/** PUT /api/v1/payment-methods/{paymentMethodId}/default (edit_payments). */
export const handler = accountRoute(
  { params: paymentMethodParamsSchema, permissions: ['edit_payments'] },
  async ({ caller, params }) => ({
    items: (await payments.setDefault(caller.accountId, params.paymentMethodId)).map(toPaymentMethodView),
  }),
);
