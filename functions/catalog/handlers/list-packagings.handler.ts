import { listQuerySchema } from '../../../shared/api/catalog';
import { accountRoute } from '../../_lib/http/http-route';
import { packagingUseCases } from './catalog-deps';

export const handler = accountRoute({ query: listQuerySchema }, ({ caller, query }) => packagingUseCases.list(caller.accountId, query));
