import { storeParamsSchema } from '#api/store-connections';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { storeConnectionUseCases } from '../store-connections.deps';

export const handler = accountRoute(
  { params: storeParamsSchema, permissions: ['edit_integrations'] },
  ({ caller, params }) => storeConnectionUseCases.disconnect(caller.accountId, params.storeId),
);
