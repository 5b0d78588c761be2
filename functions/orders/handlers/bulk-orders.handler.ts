import { bulkOrderRequestSchema } from '#api/orders';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { orderUseCases } from '../orders.deps';

export const handler = accountRoute(
  { body: bulkOrderRequestSchema, permissions: ['edit_orders'] },
  ({ caller, body }) => orderUseCases.bulk(caller, body),
);
