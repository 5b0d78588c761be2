import { z } from 'zod';
import { uuidGenerator } from '#lib/ids';
import { dynamoWarehouseStore } from '../adapters/dynamodb.warehouse-store';
import { makeWarehouseUseCases } from '../use-cases/warehouse.use-cases';

export const warehouseUseCases = makeWarehouseUseCases({ warehouses: dynamoWarehouseStore, ids: uuidGenerator });
export const warehouseParams = z.object({ warehouseId: z.string().min(1).max(64) });
