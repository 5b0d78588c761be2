import { accountRoute } from '#lib/http/http-route';
import { customerParams, customerUseCases } from './catalog-deps';

export const handler = accountRoute({ params: customerParams }, ({ caller, params }) => customerUseCases.get(caller.accountId, params.customerId));
