import { packagingRequestSchema } from '#api/catalog';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { packagingUseCases } from '../catalog.deps';

export const handler = accountRoute(
  { body: packagingRequestSchema, permissions: ['edit_packagings'], successStatus: 201 },
  ({ caller, body }) => packagingUseCases.create(caller.accountId, body),
);
