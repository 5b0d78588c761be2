import { productSearchRequestSchema } from '#api/catalog';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { productUseCases } from '../catalog.deps';

/** POST /api/v1/products/search (orders §7). Reads need no permission key. */
export const handler = accountRoute({ body: productSearchRequestSchema }, ({ caller, body }) =>
  productUseCases.search(caller.accountId, body),
);
