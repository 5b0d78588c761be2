import { publicOpenApiDocument } from '#api/public-openapi';
import { config } from '#lib/config';
import { publicRoute } from '#lib/http/http-route';

let document: ReturnType<typeof publicOpenApiDocument> | undefined;

/** GET /api/public/v1/openapi.json (public): the document, built once per cold start. */
export const handler = publicRoute({}, async () => {
  document ??= publicOpenApiDocument(config().APP_URL ?? '/');
  return document;
});
