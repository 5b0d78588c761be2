import { apiKeyParamsSchema, createApiKeyRequestSchema } from '#api/api-keys';
import { byMethod } from '#lib/http/http-route';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { apiKeys } from '../api-keys.deps';

// accounts §6: settings → access_api.
const ACCESS_API = ['access_api'] as const;

const list = accountRoute({ permissions: ACCESS_API }, ({ caller }) => apiKeys.list(caller));
const create = accountRoute(
  { body: createApiKeyRequestSchema, permissions: ACCESS_API, successStatus: 201, maxBodyBytes: 4_096 },
  ({ caller, body }) => apiKeys.create(caller, body),
);
const revoke = accountRoute({ params: apiKeyParamsSchema, permissions: ACCESS_API }, ({ caller, params }) =>
  apiKeys.revoke(caller, params.keyId),
);

/** GET and POST /api/v1/api-keys, DELETE /api/v1/api-keys/{keyId} */
export const handler = byMethod({ GET: list, POST: create, DELETE: revoke });
