import { accountRoute } from '#lib/http/http-route';
import { boxParams, boxUseCases } from './catalog-deps';

export const handler = accountRoute({ params: boxParams, permissions: ['edit_boxes'] }, ({ caller, params }) =>
  boxUseCases.remove(caller.accountId, params.boxId),
);
