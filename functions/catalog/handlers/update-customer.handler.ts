import { customerParamsSchema, customerRequestSchema } from '#api/catalog';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { customerUseCases } from '../catalog.deps';

export const handler = accountRoute(
  { params: customerParamsSchema, body: customerRequestSchema, permissions: ['edit_customers'] },
  ({ caller, params, body }) => customerUseCases.update(caller.accountId, params.customerId, body),
);
