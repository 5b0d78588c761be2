import { productRequestSchema } from '#api/catalog';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { productUseCases } from '../catalog.deps';

export const handler = accountRoute(
  { body: productRequestSchema, permissions: ['edit_products'], successStatus: 201 },
  ({ caller, body }) => productUseCases.create(caller.accountId, body),
);
