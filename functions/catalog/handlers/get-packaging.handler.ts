import { accountRoute } from '#lib/http/http-route';
import { packagingParams, packagingUseCases } from './catalog-deps';

export const handler = accountRoute({ params: packagingParams }, ({ caller, params }) => packagingUseCases.get(caller.accountId, params.packagingId));
