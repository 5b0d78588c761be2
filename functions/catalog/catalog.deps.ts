import { productSkuKey } from '#domain/catalog/product-identity.rules';
import { uuidGenerator } from '#lib/ids';
import { dynamoActivityLog } from '#functions/orders/orders.adapters';
import { csvHtsCodeCatalog } from './adapters/csv.hts-code-catalog';
import { dynamoBoxStore } from './adapters/dynamodb.box-store';
import { dynamoCustomerStore } from './adapters/dynamodb.customer-store';
import { dynamoPackagingStore } from './adapters/dynamodb.packaging-store';
import { dynamoProductStore } from './adapters/dynamodb.product-store';
import { claimOwner } from './adapters/dynamodb.unique-claims';
import { makeBoxUseCases } from './use-cases/box.use-cases';
import { makeCustomerUseCases } from './use-cases/customer.use-cases';
import { makeHtsCodeUseCases } from './use-cases/hts-code.use-cases';
import { makeImportCustomers } from './use-cases/import-customers.use-case';
import { makeImportProducts } from './use-cases/import-products.use-case';
import { makePackagingUseCases } from './use-cases/packaging.use-cases';
import { makeProductUseCases } from './use-cases/product.use-cases';

// The catalog use cases wired to their real adapters, once; handlers import what they serve.
// Each wiring is marked pure so a function's bundle keeps only the ones its handler uses.

export const productUseCases = /* @__PURE__ */ makeProductUseCases({
  products: dynamoProductStore,
  packagings: dynamoPackagingStore,
  boxes: dynamoBoxStore,
  ids: uuidGenerator,
});
export const packagingUseCases = /* @__PURE__ */ makePackagingUseCases({
  packagings: dynamoPackagingStore,
  ids: uuidGenerator,
});
export const boxUseCases = /* @__PURE__ */ makeBoxUseCases({ boxes: dynamoBoxStore, ids: uuidGenerator });
export const customerUseCases = /* @__PURE__ */ makeCustomerUseCases({
  customers: dynamoCustomerStore,
  ids: uuidGenerator,
});
export const htsCodeUseCases = /* @__PURE__ */ makeHtsCodeUseCases({ codes: csvHtsCodeCatalog });

export const importProducts = /* @__PURE__ */ makeImportProducts({
  products: productUseCases,
  findProductIdBySku: (accountId, sku) => claimOwner(accountId, 'product-sku', productSkuKey(sku)),
  activity: dynamoActivityLog,
});
export const importCustomers = /* @__PURE__ */ makeImportCustomers({
  createBulk: (accountId, rows) => customerUseCases.createBulk(accountId, rows),
  activity: dynamoActivityLog,
});
