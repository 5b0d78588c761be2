import { packagingParamsSchema } from '#api/catalog';
import { accountRoute } from '#lib/http/http-route';
import { packagingUseCases } from '../catalog.deps';

export const handler = accountRoute({ params: packagingParamsSchema }, ({ caller, params }) => packagingUseCases.get(caller.accountId, params.packagingId));
