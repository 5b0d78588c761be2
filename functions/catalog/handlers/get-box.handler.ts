import { boxParamsSchema } from '#api/catalog';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { boxUseCases } from '../catalog.deps';

export const handler = accountRoute({ params: boxParamsSchema }, ({ caller, params }) =>
  boxUseCases.get(caller.accountId, params.boxId),
);
