import { customerParamsSchema } from '#api/catalog';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { customerUseCases } from '../catalog.deps';

export const handler = accountRoute(
  { params: customerParamsSchema, permissions: ['edit_customers'] },
  ({ caller, params }) => customerUseCases.remove(caller.accountId, params.customerId),
);
