import { listQuerySchema } from '#api/catalog';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { customerUseCases } from '../catalog.deps';

export const handler = accountRoute({ query: listQuerySchema }, ({ caller, query }) =>
  customerUseCases.list(caller.accountId, query),
);
