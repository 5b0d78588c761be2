import { z } from 'zod';
import { boxSchema } from '../boxes/box.schema';
import { packagingSchema, productSchema } from '../catalog/product.schema';
import { storedNumber, weightUnitSchema } from '../units/units.schema';
import { preferredRateSchema } from './preferred-rate.schema';

/** Customs content types and non-delivery choices (orders §9). */
export const CONTENT_TYPES = ['merchandise', 'documents', 'gift', 'returned_goods', 'sample'] as const;
export const NON_DELIVERY_OPTIONS = ['return', 'abandon'] as const;

export const WEIGHTS_TYPES = ['product', 'custom'] as const;
export type WeightsType = (typeof WEIGHTS_TYPES)[number];

/** HTS code as the order form holds it (accounts §3: htsCode{label, value, description}). */
export const htsCodeSchema = z.object({
  label: z.string().default(''),
  value: z.string().default(''),
  description: z.string().default(''),
});

/** shipment.internationalSettings (orders §3, accounts §3). */
export const internationalSettingsSchema = z.object({
  profileName: z.string().optional(),
  contentType: z.enum(CONTENT_TYPES).optional(),
  nonDelivery: z.enum(NON_DELIVERY_OPTIONS).optional(),
  htsCode: z.union([htsCodeSchema, z.string()]).optional(),
  quantity: storedNumber.optional(),
  countryOfOrigin: z.string().optional(),
});
export type InternationalSettings = z.output<typeof internationalSettingsSchema>;

/** shipment.options (orders §3). */
export const shipmentOptionsSchema = z.object({
  dryIceActive: z.boolean().default(false),
  dryIceWeight: storedNumber.optional(),
  dryIceUnit: weightUnitSchema.optional(),
  saturdayDelivery: z.boolean().default(false),
  deliveryConfirmation: z.union([z.boolean(), z.string()]).optional(),
  carbonNeutral: z.boolean().default(false),
  carrierInsuranceAmountActive: z.boolean().default(false),
  carrierInsuranceAmount: storedNumber.optional(),
  carrierInsuranceAmountAutomatic: z.boolean().default(false),
  hazmat: z.boolean().optional(),
});
export type ShipmentOptions = z.output<typeof shipmentOptionsSchema>;

export const calculatedValuesSchema = z.object({
  pounds: z.number(),
  kilograms: z.number(),
  grams: z.number(),
  ounces: z.number(),
});

/** shipment.weights (orders §3): type product or custom; weightToShow is the unit shown. */
export const shipmentWeightsSchema = z.object({
  type: z.enum(WEIGHTS_TYPES).default('product'),
  weightToShow: weightUnitSchema.default('lb'),
  customWeight: storedNumber.optional(),
  calculatedValues: calculatedValuesSchema.optional(),
});
export type ShipmentWeights = z.output<typeof shipmentWeightsSchema>;

export const labelSchema = z.object({
  trackingCode: z.string().optional(),
  trackingUrl: z.string().optional(),
  publicUrl: z.string().optional(),
  tracker: z.object({ public_url: z.string().optional() }).optional(),
});

export const createdShipmentSchema = z.object({
  shipmentStatus: z.string().optional(),
  status: z.string().optional(),
  tracking_code: z.string().optional(),
  selected_rate: z.object({ markedUpRates: z.object({ rate: storedNumber }).partial().optional() }).passthrough().nullish(),
  from_address: z.record(z.string(), z.unknown()).optional(),
  to_address: z.record(z.string(), z.unknown()).optional(),
});

/** Shipment (orders §3). Statuses are validated by the status rules; here any string is kept. */
export const shipmentSchema = z.object({
  id: z.string().optional(),
  box: boxSchema.nullish(),
  products: z.array(productSchema).default([]),
  packagings: z.array(packagingSchema).default([]),
  weights: shipmentWeightsSchema.default({ type: 'product', weightToShow: 'lb' }),
  preferredRate: preferredRateSchema.nullish(),
  options: shipmentOptionsSchema.default({
    dryIceActive: false,
    saturdayDelivery: false,
    carbonNeutral: false,
    carrierInsuranceAmountActive: false,
    carrierInsuranceAmountAutomatic: false,
  }),
  internationalSettings: internationalSettingsSchema.nullish(),
  isEditable: z.boolean().optional(),
  isPurchaseable: z.boolean().optional(),
  shipmentStatus: z.string().optional(),
  billOfLading: z.unknown().optional(),
  refund: z.object({ refund_status: z.string().optional() }).passthrough().nullish(),
  fulfillment: z.unknown().optional(),
  holdDate: z.string().nullish(),
  label: labelSchema.nullish(),
  createdShipment: createdShipmentSchema.nullish(),
  allRates: z.array(z.record(z.string(), z.unknown())).optional(),
});
export type Shipment = z.output<typeof shipmentSchema>;
export type ShipmentInput = z.input<typeof shipmentSchema>;
