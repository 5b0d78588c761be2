import * as z from 'zod';
import { addressBookEntryInputSchema } from '#domain/address/address-book.schema';
import { warehouseSchema as domainWarehouseSchema } from '#domain/address/warehouse.schema';
import { pathIdSchema } from './path-params';

/** POST /api/v1/warehouses and PUT /api/v1/warehouses/{warehouseId} body: the warehouse as a merchant enters it. */
export const warehouseRequestSchema = addressBookEntryInputSchema;
export type WarehouseRequest = z.input<typeof warehouseRequestSchema>;

/** Path parameters of /api/v1/warehouses/{warehouseId}(/default). */
export const warehouseParamsSchema = z.object({ warehouseId: pathIdSchema });

/** A warehouse as the API returns it: the orders §3 fields, with when it was created and last changed. */
export const warehouseSchema = domainWarehouseSchema.extend({ createdAt: z.string(), updatedAt: z.string() });
export type Warehouse = z.infer<typeof warehouseSchema>;

export const listWarehousesResponseSchema = z.object({ items: z.array(warehouseSchema) });
export type ListWarehousesResponse = z.infer<typeof listWarehousesResponseSchema>;
