import { listQuerySchema } from '#api/catalog';
import { accountRoute } from '#lib/http/http-route';
import { packagingUseCases } from '../catalog.deps';

export const handler = accountRoute({ query: listQuerySchema }, ({ caller, query }) => packagingUseCases.list(caller.accountId, query));
