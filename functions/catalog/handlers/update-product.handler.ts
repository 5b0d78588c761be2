import { productParamsSchema, productRequestSchema } from '#api/catalog';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { productUseCases } from '../catalog.deps';

export const handler = accountRoute(
  { params: productParamsSchema, body: productRequestSchema, permissions: ['edit_products'] },
  ({ caller, params, body }) => productUseCases.update(caller.accountId, params.productId, body),
);
