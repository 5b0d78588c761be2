import { listQuerySchema } from '#api/catalog';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { packagingUseCases } from '../catalog.deps';

export const handler = accountRoute({ query: listQuerySchema }, ({ caller, query }) =>
  packagingUseCases.list(caller.accountId, query),
);
