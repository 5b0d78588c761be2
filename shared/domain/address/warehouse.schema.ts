import * as z from 'zod';

/**
 * A warehouse's address (orders §3). Stored and returned values are read leniently (a missing
 * text is ''), because what a merchant enters was checked by the address-book rules on the way in.
 */
export const warehouseAddressSchema = z.object({
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
});
export type WarehouseAddress = z.output<typeof warehouseAddressSchema>;

/**
 * Warehouse / address-book entry (orders §3): the one shape of a warehouse. The store maps its
 * items to it, the API's request and response derive from it (shared/api/warehouses), and an
 * order keeps a copy of it as its from address.
 */
export const warehouseSchema = z.object({
  id: z.string(),
  name: z.string().default(''),
  default: z.boolean().default(false),
  formattedAddress: z.string().default(''),
  address: warehouseAddressSchema,
  pickUpNotes: z.string().default(''),
});
export type Warehouse = z.output<typeof warehouseSchema>;

/**
 * The copy of a warehouse on an order (its from address): any part may be missing, the order-submit
 * checks judge it, and `default` stays with the address book.
 */
export const orderWarehouseSchema = warehouseSchema.omit({ default: true }).partial();
export type OrderWarehouse = z.output<typeof orderWarehouseSchema>;
