import { productParamsSchema } from '#api/catalog';
import { accountRoute } from '#lib/http/http-route';
import { productUseCases } from '../catalog.deps';

export const handler = accountRoute({ params: productParamsSchema }, ({ caller, params }) => productUseCases.get(caller.accountId, params.productId));
