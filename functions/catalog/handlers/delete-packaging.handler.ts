import { packagingParamsSchema } from '#api/catalog';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { packagingUseCases } from '../catalog.deps';

export const handler = accountRoute(
  { params: packagingParamsSchema, permissions: ['edit_packagings'] },
  ({ caller, params }) => packagingUseCases.remove(caller.accountId, params.packagingId),
);
