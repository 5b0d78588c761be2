import { listQuerySchema } from '../../../shared/api/catalog';
import { accountRoute } from '../../_lib/http/http-route';
import { boxUseCases } from './catalog-deps';

export const handler = accountRoute({ query: listQuerySchema }, ({ caller, query }) => boxUseCases.list(caller.accountId, query));
