import { accountRoute } from '#lib/http/http-route';
import { packagingParams, packagingUseCases } from './catalog-deps';

export const handler = accountRoute({ params: packagingParams, permissions: ['edit_packagings'] }, ({ caller, params }) =>
  packagingUseCases.remove(caller.accountId, params.packagingId),
);
