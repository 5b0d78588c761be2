import { storeOAuthParamsSchema, storeOAuthRequestSchema } from '#api/store-connect';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { connectStore } from '../store-connect.deps';

/**
 * POST /api/v1/stores/oauth/{platform} (edit_integrations): the /shopify/token, /square/token or /amazon/token page
 * posts the platform's callback query; the store is connected for the caller who started it (201).
 */
export const handler = accountRoute(
  {
    params: storeOAuthParamsSchema,
    body: storeOAuthRequestSchema,
    permissions: ['edit_integrations'],
    successStatus: 201,
  },
  ({ caller, params, body }) => connectStore.complete(caller, params.platform, body.query),
);
