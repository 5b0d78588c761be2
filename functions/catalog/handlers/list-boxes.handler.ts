import { listQuerySchema } from '#api/catalog';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { boxUseCases } from '../catalog.deps';

export const handler = accountRoute({ query: listQuerySchema }, ({ caller, query }) =>
  boxUseCases.list(caller.accountId, query),
);
