import { boxParamsSchema, boxRequestSchema } from '#api/catalog';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { boxUseCases } from '../catalog.deps';

export const handler = accountRoute(
  { params: boxParamsSchema, body: boxRequestSchema, permissions: ['edit_boxes'] },
  ({ caller, params, body }) => boxUseCases.update(caller.accountId, params.boxId, body),
);
