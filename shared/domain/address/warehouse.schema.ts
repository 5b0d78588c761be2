import { z } from 'zod';
import { addressBookAddressSchema } from './address-book.schema';

/**
 * Warehouse / address-book entry as stored (orders §3): the address-book form's fields plus
 * id, formattedAddress, isValid and the split zip (zipCodeSuffix, fullZipCode).
 */
export const warehouseEntitySchema = z.object({
  id: z.string(),
  default: z.boolean().default(false),
  name: z.string(),
  formattedAddress: z.string().default(''),
  pickUpNotes: z.string().default(''),
  address: addressBookAddressSchema.safeExtend({
    isValid: z.boolean().default(false),
    zipCodeSuffix: z.string().default(''),
    fullZipCode: z.string().default(''),
  }),
});
export type WarehouseEntity = z.output<typeof warehouseEntitySchema>;
