import { packagingParamsSchema, packagingRequestSchema } from '#api/catalog';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { packagingUseCases } from '../catalog.deps';

export const handler = accountRoute(
  { params: packagingParamsSchema, body: packagingRequestSchema, permissions: ['edit_packagings'] },
  ({ caller, params, body }) => packagingUseCases.update(caller.accountId, params.packagingId, body),
);
