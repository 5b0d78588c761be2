import * as z from 'zod';
import { API_KEY_NAME_MAX, type ApiKeyStatus } from '#domain/api-keys/api-key.rules';
import type { ApiKeyRecord } from '#domain/api-keys/ports';
import { requiredText } from '#domain/validation/fields.schema';
import { pathIdSchema } from './path-params';

/** POST /api/v1/api-keys */
export const createApiKeyRequestSchema = z.object({ name: requiredText(API_KEY_NAME_MAX) });
export type CreateApiKeyRequest = z.input<typeof createApiKeyRequestSchema>;

/** DELETE /api/v1/api-keys/{keyId} */
export const apiKeyParamsSchema = z.object({ keyId: pathIdSchema });

/** A key as the API page lists it: never the secret or its hash. */
export interface ApiKeyView extends ApiKeyRecord {
  status: ApiKeyStatus;
}

/** GET /api/v1/api-keys */
export interface ApiKeyList {
  items: ApiKeyView[];
}

/** POST /api/v1/api-keys answer: the only time the secret is ever shown. */
export interface CreatedApiKey {
  key: ApiKeyView;
  secret: string;
}
