import { z } from 'zod';
import { shipmentSchema } from '../shipments/shipment.schema';
import { storedNumber } from '../units/units.schema';
import { storedWarehouseSchema } from '../address/warehouse.schema';

export const SHIPMENT_TYPES = ['Parcel', 'LocalCourier'] as const;
/** Local courier vehicles (orders §9), default 'any'; delivery schedule default 'now'. */
export const VEHICLE_SIZES = ['any', 'car', 'suv', 'van', 'truck', 'pickup_truck', 'bikes'] as const;

export const localCourierOptionsSchema = z.object({
  vehicleSize: z.enum(VEHICLE_SIZES).default('any'),
  deliverySchedule: z.string().default('now'),
  pickupStartTime: z.string().nullish(),
  signatureRequired: z.boolean().default(false),
  tip: storedNumber.optional(),
});

/**
 * Stored shipping address: looser than the form (imports may carry partial addresses);
 * the order-submit checks validate it with the form schema.
 */
export const storedShippingAddressSchema = z.object({
  company: z.string().default(''),
  name: z.string().default(''),
  email: z.string().default(''),
  phone: z.string().default(''),
  address1: z.string().default(''),
  address2: z.string().default(''),
  city: z.string().default(''),
  state: z.string().default(''),
  country: z.string().default('US'),
  zip: z.string().default(''),
  residential: z.boolean().default(false),
});

/** Order (orders §3, accounts §3 "Order as used by account-side rules"). */
export const orderSchema = z.object({
  id: z.string().optional(),
  orderNumber: z.string().default(''),
  shippingAddress: storedShippingAddressSchema.nullish(),
  useBoxPackingAlgo: z.boolean().default(false),
  useBoxPackingAlgoQuantity: z.boolean().default(false),
  useBoxPackingAlgoWeight: z.boolean().default(false),
  warehouse: storedWarehouseSchema.partial().nullish(),
  shipments: z.array(shipmentSchema).default([]),
  comment: z.string().default(''),
  pickUpNotes: z.string().default(''),
  dropOffNotes: z.string().default(''),
  manualUpdate: z.boolean().default(false),
  shipmentType: z.enum(SHIPMENT_TYPES).default('Parcel'),
  localCourierOptions: localCourierOptionsSchema.optional(),
  saveCustomerAddress: z.boolean().default(true),
  loadType: z.string().nullish(),
  archived: z.boolean().default(false),
  isCancelled: z.boolean().default(false),
  tags: z.array(z.string()).default([]),
  batchNumber: z.string().nullish(),
  deliveryDate: z.string().nullish(),
  printed: z.union([z.boolean(), z.string()]).optional(),
  hasShipfareProtection: z.boolean().default(false),
  orderValue: storedNumber.default(0),
});
export type Order = z.output<typeof orderSchema>;
export type OrderInput = z.input<typeof orderSchema>;
