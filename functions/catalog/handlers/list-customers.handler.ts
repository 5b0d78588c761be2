import { listQuerySchema } from '../../../shared/api/catalog';
import { accountRoute } from '../../_lib/http/http-route';
import { customerUseCases } from './catalog-deps';

export const handler = accountRoute({ query: listQuerySchema }, ({ caller, query }) => customerUseCases.list(caller.accountId, query));
