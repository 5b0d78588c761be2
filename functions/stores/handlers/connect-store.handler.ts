import { connectStoreRequestSchema, type ConnectStoreResponse } from '#api/store-connect';
import { jsonResponse } from '#lib/http/responses';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { connectStore } from '../store-connect.deps';

/**
 * POST /api/v1/stores/connect (edit_integrations): an OAuth platform answers 200 with the page to
 * send the merchant to; a key platform or a custom store answers 201 with the connected store.
 */
export const handler = accountRoute(
  {
    body: connectStoreRequestSchema,
    permissions: ['edit_integrations'],
    respond: (result: ConnectStoreResponse) => jsonResponse(result.kind === 'redirect' ? 200 : 201, result),
  },
  ({ caller, body }) => connectStore.start(caller, body),
);
