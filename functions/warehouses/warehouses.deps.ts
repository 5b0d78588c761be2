import { uuidGenerator } from '#lib/ids';
import { dynamoWarehouseStore } from './adapters/dynamodb.warehouse-store';
import { makeWarehouseUseCases } from './use-cases/warehouse.use-cases';

/** The warehouse use cases wired to their real adapters; handlers import them from here. */
export const warehouseUseCases = /* @__PURE__ */ makeWarehouseUseCases({
  warehouses: dynamoWarehouseStore,
  ids: uuidGenerator,
});
