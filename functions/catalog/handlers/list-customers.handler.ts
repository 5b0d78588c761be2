import { listQuerySchema } from '#api/catalog';
import { accountRoute } from '#lib/http/http-route';
import { customerUseCases } from '../catalog.deps';

export const handler = accountRoute({ query: listQuerySchema }, ({ caller, query }) => customerUseCases.list(caller.accountId, query));
