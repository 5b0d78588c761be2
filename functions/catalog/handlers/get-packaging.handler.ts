import { packagingParamsSchema } from '#api/catalog';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { packagingUseCases } from '../catalog.deps';

export const handler = accountRoute({ params: packagingParamsSchema }, ({ caller, params }) =>
  packagingUseCases.get(caller.accountId, params.packagingId),
);
