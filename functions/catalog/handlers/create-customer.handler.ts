import { customerRequestSchema } from '#api/catalog';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { customerUseCases } from '../catalog.deps';

export const handler = accountRoute(
  { body: customerRequestSchema, permissions: ['edit_customers'], successStatus: 201 },
  ({ caller, body }) => customerUseCases.create(caller.accountId, body),
);
