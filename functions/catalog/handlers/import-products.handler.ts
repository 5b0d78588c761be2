import { productImportRequestSchema } from '#domain/imports/import-request.schema';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { IMPORT_MAX_BODY_BYTES } from '#lib/http/request-body';
import { importProducts } from '../catalog.deps';

/** POST /api/v1/products/import: a chunk of ≤ 500 mapped rows, upserted by sku. */
export const handler = accountRoute(
  { body: productImportRequestSchema, permissions: ['import_export_products'], maxBodyBytes: IMPORT_MAX_BODY_BYTES },
  ({ caller, body }) => importProducts.importChunk(caller, body),
);
