import { productParamsSchema } from '#api/catalog';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { productUseCases } from '../catalog.deps';

export const handler = accountRoute(
  { params: productParamsSchema, permissions: ['edit_products'] },
  ({ caller, params }) => productUseCases.remove(caller.accountId, params.productId),
);
