import { productRequestSchema } from '#api/catalog';
import { accountRoute } from '#lib/http/http-route';
import { productParams, productUseCases } from './catalog-deps';

export const handler = accountRoute(
  { params: productParams, body: productRequestSchema, permissions: ['edit_products'] },
  ({ caller, params, body }) => productUseCases.update(caller.accountId, params.productId, body),
);
