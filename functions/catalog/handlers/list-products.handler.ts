import { listQuerySchema } from '#api/catalog';
import { accountRoute } from '#lib/http/http-route';
import { productUseCases } from '../catalog.deps';

export const handler = accountRoute({ query: listQuerySchema }, ({ caller, query }) => productUseCases.list(caller.accountId, query));
