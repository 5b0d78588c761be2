import { accountRoute } from '#functions/accounts/accounts.deps';
import { createOrderRequestSchema } from '#api/orders';
import { orderCreates } from '../orders.deps';

export const handler = accountRoute(
  { body: createOrderRequestSchema, permissions: ['edit_orders'], successStatus: 201 },
  ({ caller, body: { unsetDefaults, ...values } }) => orderCreates.create(caller, values, { unsetDefaults }),
);
