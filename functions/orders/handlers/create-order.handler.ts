import { accountRoute } from '#functions/accounts/accounts.deps';
import { createOrderRequestSchema } from '#api/orders';
import { orderEdits } from '../orders.deps';

export const handler = accountRoute(
  { body: createOrderRequestSchema, permissions: ['edit_orders'], successStatus: 201 },
  ({ caller, body: { unsetDefaults, ...values } }) => orderEdits.create(caller, values, { unsetDefaults }),
);
