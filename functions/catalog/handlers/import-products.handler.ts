import { productSkuKey } from '#domain/catalog/product-identity.rules';
import { productImportRequestSchema } from '#domain/imports/import-request.schema';
import { accountRoute } from '#lib/http/http-route';
import { IMPORT_MAX_BODY_BYTES } from '#lib/http/request-body';
import { dynamoActivityLog } from '#functions/orders/adapters/dynamodb.activity-log';
import { claimOwner } from '../adapters/unique-claims';
import { makeImportProducts } from '../use-cases/import-products.use-case';
import { productUseCases } from './catalog-deps';

const importProducts = makeImportProducts({
  products: productUseCases,
  findProductIdBySku: (accountId, sku) => claimOwner(accountId, 'product-sku', productSkuKey(sku)),
  activity: dynamoActivityLog,
});

/** POST /api/v1/products/import: a chunk of ≤ 500 mapped rows, upserted by sku. */
export const handler = accountRoute({ body: productImportRequestSchema, permissions: ['import_export_products'], maxBodyBytes: IMPORT_MAX_BODY_BYTES }, ({ caller, body }) =>
  importProducts.importChunk(caller, body),
);
