import { boxParamsSchema } from '#api/catalog';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { boxUseCases } from '../catalog.deps';

export const handler = accountRoute({ params: boxParamsSchema, permissions: ['edit_boxes'] }, ({ caller, params }) =>
  boxUseCases.remove(caller.accountId, params.boxId),
);
