import * as z from 'zod';
import { shipmentSchema } from '../shipments/shipment.schema';
import { orderWarehouseSchema } from '../address/warehouse.schema';
import { LIST_MAX, TEXT_MAX, list, money, text } from '../validation/bounded.schema';

export const SHIPMENT_TYPES = ['Parcel', 'LocalCourier'] as const;
/** Local courier vehicles (orders §9), default 'any'; delivery schedule default 'now'. */
export const VEHICLE_SIZES = ['any', 'car', 'suv', 'van', 'truck', 'pickup_truck', 'bikes'] as const;

export const localCourierOptionsSchema = z.object({
  vehicleSize: z.enum(VEHICLE_SIZES).default('any'),
  deliverySchedule: text(TEXT_MAX.short).default('now'),
  pickupStartTime: text(TEXT_MAX.short).nullish(),
  signatureRequired: z.boolean().default(false),
  tip: money().optional(),
});

/**
 * Stored shipping address: looser than the form (imports may carry partial addresses);
 * the order-submit checks validate it with the form schema. Caps here only stop abuse.
 */
export const storedShippingAddressSchema = z.object({
  company: text(TEXT_MAX.name).default(''),
  name: text(TEXT_MAX.name).default(''),
  email: text(TEXT_MAX.email).default(''),
  phone: text(TEXT_MAX.phone).default(''),
  address1: text(TEXT_MAX.address).default(''),
  address2: text(TEXT_MAX.address).default(''),
  city: text(TEXT_MAX.address).default(''),
  state: text(TEXT_MAX.address).default(''),
  country: text(TEXT_MAX.short).default('US'),
  zip: text(20).default(''),
  residential: z.boolean().default(false),
});

/** Order notes: the comment as the import and bulk edit cap it; pickup and dropoff notes as a warehouse's. */
export const ORDER_COMMENT_MAX = 500;
export const ORDER_NOTES_MAX = 250;

/** Order (orders §3, accounts §3 "Order as used by account-side rules"). */
export const orderSchema = z.object({
  id: text(TEXT_MAX.id).optional(),
  orderNumber: text(TEXT_MAX.short).default(''),
  shippingAddress: storedShippingAddressSchema.nullish(),
  useBoxPackingAlgo: z.boolean().default(false),
  useBoxPackingAlgoQuantity: z.boolean().default(false),
  useBoxPackingAlgoWeight: z.boolean().default(false),
  warehouse: orderWarehouseSchema.nullish(),
  shipments: list(shipmentSchema, LIST_MAX.shipmentsPerOrder).default([]),
  comment: text(ORDER_COMMENT_MAX).default(''),
  pickUpNotes: text(ORDER_NOTES_MAX).default(''),
  dropOffNotes: text(ORDER_NOTES_MAX).default(''),
  manualUpdate: z.boolean().default(false),
  shipmentType: z.enum(SHIPMENT_TYPES).default('Parcel'),
  localCourierOptions: localCourierOptionsSchema.optional(),
  saveCustomerAddress: z.boolean().default(true),
  loadType: text(TEXT_MAX.short).nullish(),
  archived: z.boolean().default(false),
  isCancelled: z.boolean().default(false),
  tags: list(text(TEXT_MAX.short), 10).default([]),
  batchNumber: text(TEXT_MAX.short).nullish(),
  deliveryDate: text(TEXT_MAX.short).nullish(),
  printed: z.union([z.boolean(), text(TEXT_MAX.short)]).optional(),
  hasShipfareProtection: z.boolean().default(false),
  orderValue: money().default(0),
});
export type Order = z.output<typeof orderSchema>;
export type OrderInput = z.input<typeof orderSchema>;
