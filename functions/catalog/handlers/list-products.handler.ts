import { listQuerySchema } from '../../../shared/api/catalog';
import { accountRoute } from '../../_lib/http/http-route';
import { productUseCases } from './catalog-deps';

export const handler = accountRoute({ query: listQuerySchema }, ({ caller, query }) => productUseCases.list(caller.accountId, query));
