import { productParamsSchema } from '#api/catalog';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { productUseCases } from '../catalog.deps';

export const handler = accountRoute({ params: productParamsSchema }, ({ caller, params }) =>
  productUseCases.get(caller.accountId, params.productId),
);
