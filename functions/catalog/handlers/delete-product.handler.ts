import { accountRoute } from '#lib/http/http-route';
import { productParams, productUseCases } from './catalog-deps';

export const handler = accountRoute({ params: productParams, permissions: ['edit_products'] }, ({ caller, params }) =>
  productUseCases.remove(caller.accountId, params.productId),
);
