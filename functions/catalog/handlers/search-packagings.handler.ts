import { packagingSearchRequestSchema } from '#api/catalog';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { packagingUseCases } from '../catalog.deps';

/** POST /api/v1/packagings/search (orders §7). Reads need no permission key. */
export const handler = accountRoute({ body: packagingSearchRequestSchema }, ({ caller, body }) =>
  packagingUseCases.search(caller.accountId, body),
);
