import { accountRoute } from '#lib/http/http-route';
import { productParams, productUseCases } from './catalog-deps';

export const handler = accountRoute({ params: productParams }, ({ caller, params }) => productUseCases.get(caller.accountId, params.productId));
