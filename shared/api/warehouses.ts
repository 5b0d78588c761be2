import { z } from 'zod';
import { addressBookEntryInputSchema } from '#domain/address/address-book.schema';
import { pathIdSchema } from './path-params';

/** POST /api/v1/warehouses and PUT /api/v1/warehouses/{warehouseId} body. */
export const warehouseRequestSchema = addressBookEntryInputSchema;
export type WarehouseRequest = z.input<typeof warehouseRequestSchema>;

/** Path parameters of /api/v1/warehouses/{warehouseId}(/default). */
export const warehouseParamsSchema = z.object({ warehouseId: pathIdSchema });

/** A warehouse as the API returns it (orders §3 warehouse / address-book entry). */
export const warehouseSchema = z.object({
  id: z.string(),
  name: z.string(),
  default: z.boolean(),
  formattedAddress: z.string(),
  pickUpNotes: z.string(),
  address: z.object({
    residential: z.boolean(),
    isActive: z.boolean(),
    isValid: z.boolean(),
    companyName: z.string(),
    email: z.string(),
    phone: z.string(),
    street1: z.string(),
    street2: z.string(),
    street3: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
    zipCode: z.string(),
    zipCodeSuffix: z.string(),
    fullZipCode: z.string(),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Warehouse = z.infer<typeof warehouseSchema>;

export const listWarehousesResponseSchema = z.object({ items: z.array(warehouseSchema) });
export type ListWarehousesResponse = z.infer<typeof listWarehousesResponseSchema>;
