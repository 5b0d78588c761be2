import { addPaymentMethodRequestSchema, paymentMethodParamsSchema, toPaymentMethodView } from '#api/payments';
import { PAYMENT_METHOD_READERS } from '#domain/permissions/permission-keys';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { byMethod } from '#lib/http/http-route';
import { payments } from '../payments.deps';

// accounts §6 billing: edit_payments changes methods; the list (brand, last four, expiry) is for the billing roles alone.
const EDIT = ['edit_payments'] as const;

const list = accountRoute({ anyPermission: PAYMENT_METHOD_READERS }, async ({ caller }) => ({
  items: (await payments.listMethods(caller.accountId)).map(toPaymentMethodView),
}));
const add = accountRoute(
  { body: addPaymentMethodRequestSchema, permissions: EDIT, successStatus: 201, maxBodyBytes: 4_096 },
  async ({ caller, body }) =>
    toPaymentMethodView(
      body.type === 'bank'
        ? await payments.addBank(caller.accountId, body.bank)
        : await payments.addCard(caller.accountId, body),
    ),
);
const remove = accountRoute({ params: paymentMethodParamsSchema, permissions: EDIT }, async ({ caller, params }) => ({
  items: (await payments.remove(caller.accountId, params.paymentMethodId)).map(toPaymentMethodView),
}));

/** GET and POST /api/v1/payment-methods, DELETE /api/v1/payment-methods/{paymentMethodId} */
export const handler = byMethod({ GET: list, POST: add, DELETE: remove });
