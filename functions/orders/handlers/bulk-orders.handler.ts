import { bulkOrderRequestSchema } from '#api/orders';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { orderBulk } from '../orders.deps';

export const handler = accountRoute(
  { body: bulkOrderRequestSchema, permissions: ['edit_orders'] },
  ({ caller, body }) => orderBulk.bulk(caller, body),
);
