import { boxRequestSchema } from '#api/catalog';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { boxUseCases } from '../catalog.deps';

export const handler = accountRoute(
  { body: boxRequestSchema, permissions: ['edit_boxes'], successStatus: 201 },
  ({ caller, body }) => boxUseCases.create(caller.accountId, body),
);
