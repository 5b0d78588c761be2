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

/**
 * A warehouse as copied onto an order (the order's from address): plain strings, because the
 * copy is validated by the order-submit checks, not on read.
 */
export const storedWarehouseSchema = z.object({
  id: z.string().optional(),
  name: z.string().default(''),
  formattedAddress: z.string().default(''),
  pickUpNotes: z.string().default(''),
  address: z
    .object({
      residential: z.boolean().default(false),
      isActive: z.boolean().default(true),
      isValid: z.boolean().default(false),
      companyName: z.string().default(''),
      email: z.string().default(''),
      phone: z.string().default(''),
      street1: z.string().default(''),
      street2: z.string().default(''),
      street3: z.string().default(''),
      city: z.string().default(''),
      state: z.string().default(''),
      country: z.string().default('US'),
      zipCode: z.string().default(''),
      zipCodeSuffix: z.string().default(''),
      fullZipCode: z.string().default(''),
    })
    .optional(),
});
export type StoredWarehouse = z.output<typeof storedWarehouseSchema>;
