import { listWarehousesResponseSchema, warehouseSchema, type Warehouse, type WarehouseRequest } from '#api/warehouses';
import type { ApiClient } from './api-client';

const BASE = '/api/v1/warehouses';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export function warehousesApi(client: ApiClient) {
  return {
    list: async (): Promise<Warehouse[]> => (await client.get(BASE, { schema: listWarehousesResponseSchema })).items,
    get: (id: string): Promise<Warehouse> => client.get(one(id), { schema: warehouseSchema }),
    // The contract fixes the request, not the write answers, so those are not parsed.
    create: (request: WarehouseRequest): Promise<unknown> => client.post(BASE, request),
    update: (id: string, request: WarehouseRequest): Promise<unknown> => client.put(one(id), request),
    remove: (id: string): Promise<unknown> => client.delete(one(id)),
    setDefault: (id: string): Promise<unknown> => client.post(`${one(id)}/default`),
  };
}
