import { customerParamsSchema } from '#api/catalog';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { customerUseCases } from '../catalog.deps';

export const handler = accountRoute({ params: customerParamsSchema }, ({ caller, params }) =>
  customerUseCases.get(caller.accountId, params.customerId),
);
