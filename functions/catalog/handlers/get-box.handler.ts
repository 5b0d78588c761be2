import { accountRoute } from '#lib/http/http-route';
import { boxParams, boxUseCases } from './catalog-deps';

export const handler = accountRoute({ params: boxParams }, ({ caller, params }) => boxUseCases.get(caller.accountId, params.boxId));
