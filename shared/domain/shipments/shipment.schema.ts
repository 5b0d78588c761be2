import * as z from 'zod';
import { boxSchema } from '../boxes/box.schema';
import { packagingSchema, productSchema } from '../catalog/product.schema';
import { weightUnitSchema } from '../units/units.schema';
import {
  LIST_MAX,
  TEXT_MAX,
  checkWeight,
  list,
  money,
  quantity,
  text,
  tolerantNumber,
  weight,
} from '../validation/bounded.schema';
import { preferredRateSchema } from './preferred-rate.schema';

/** Customs content types and non-delivery choices (orders §9). */
export const CONTENT_TYPES = ['merchandise', 'documents', 'gift', 'returned_goods', 'sample'] as const;
export const NON_DELIVERY_OPTIONS = ['return', 'abandon'] as const;

export const WEIGHTS_TYPES = ['product', 'custom'] as const;
export type WeightsType = (typeof WEIGHTS_TYPES)[number];

/** HTS code as the order form holds it (accounts §3: htsCode{label, value, description}). */
export const htsCodeSchema = z.object({
  label: text(TEXT_MAX.id).default(''),
  value: text(TEXT_MAX.id).default(''),
  description: text(250).default(''),
});

/** shipment.internationalSettings (orders §3, accounts §3). */
export const internationalSettingsSchema = z.object({
  profileName: text(TEXT_MAX.name).optional(),
  contentType: z.enum(CONTENT_TYPES).optional(),
  nonDelivery: z.enum(NON_DELIVERY_OPTIONS).optional(),
  htsCode: z.union([htsCodeSchema, text(TEXT_MAX.id)]).optional(),
  quantity: quantity().optional(),
  countryOfOrigin: text(TEXT_MAX.short).optional(),
});
export type InternationalSettings = z.output<typeof internationalSettingsSchema>;

/** shipment.options (orders §3); the dry ice weighs at most 10,000 lb in its unit. */
export const shipmentOptionsSchema = z
  .object({
    dryIceActive: z.boolean().default(false),
    dryIceWeight: weight().optional(),
    dryIceUnit: weightUnitSchema.optional(),
    saturdayDelivery: z.boolean().default(false),
    deliveryConfirmation: z.union([z.boolean(), text(TEXT_MAX.short)]).optional(),
    carbonNeutral: z.boolean().default(false),
    carrierInsuranceAmountActive: z.boolean().default(false),
    carrierInsuranceAmount: money().optional(),
    carrierInsuranceAmountAutomatic: z.boolean().default(false),
    hazmat: z.boolean().optional(),
  })
  .superRefine((o, ctx) => checkWeight(ctx, o.dryIceWeight, o.dryIceUnit, ['dryIceWeight']));
export type ShipmentOptions = z.output<typeof shipmentOptionsSchema>;

const calculated = () => tolerantNumber({ min: 0 });
export const calculatedValuesSchema = z.object({
  pounds: calculated(),
  kilograms: calculated(),
  grams: calculated(),
  ounces: calculated(),
});

/** shipment.weights (orders §3): type product or custom; weightToShow is the unit shown (and the custom weight's). */
export const shipmentWeightsSchema = z
  .object({
    type: z.enum(WEIGHTS_TYPES).default('product'),
    weightToShow: weightUnitSchema.default('lb'),
    customWeight: weight().optional(),
    calculatedValues: calculatedValuesSchema.optional(),
  })
  .superRefine((w, ctx) => checkWeight(ctx, w.customWeight, w.weightToShow, ['customWeight']));
export type ShipmentWeights = z.output<typeof shipmentWeightsSchema>;

export const labelSchema = z.object({
  trackingCode: text(TEXT_MAX.id).optional(),
  trackingUrl: text(TEXT_MAX.url).optional(),
  publicUrl: text(TEXT_MAX.url).optional(),
  tracker: z.object({ public_url: text(TEXT_MAX.url).optional() }).optional(),
  /** A local courier's dispatch (the label of a courier quote): who delivers, its status and ETAs. */
  courier: z
    .object({
      provider: text(TEXT_MAX.name),
      deliveryId: text(TEXT_MAX.id),
      status: text(TEXT_MAX.short),
      vehicle: text(TEXT_MAX.short),
      pickupEta: text(TEXT_MAX.short),
      dropoffEta: text(TEXT_MAX.short),
      tipCents: z.number().int().nonnegative().optional(),
      canceledAt: text(TEXT_MAX.short).optional(),
    })
    .optional(),
});

export const createdShipmentSchema = z.object({
  shipmentStatus: text(TEXT_MAX.short).optional(),
  status: text(TEXT_MAX.short).optional(),
  tracking_code: text(TEXT_MAX.id).optional(),
  selected_rate: z
    .object({ markedUpRates: z.object({ rate: money() }).partial().optional() })
    .passthrough()
    .nullish(),
  from_address: z.record(z.string(), z.unknown()).optional(),
  to_address: z.record(z.string(), z.unknown()).optional(),
});

/** Print record of one shipment: ISO instants, null until printed. */
export const shipmentPrintedSchema = z.object({
  labelPrintedAt: text(TEXT_MAX.short).nullish(),
  packingSlipPrintedAt: text(TEXT_MAX.short).nullish(),
});
export type ShipmentPrinted = z.output<typeof shipmentPrintedSchema>;

/** Shipment (orders §3). Statuses are validated by the status rules; here any string is kept. */
export const shipmentSchema = z.object({
  id: text(TEXT_MAX.id).optional(),
  box: boxSchema.nullish(),
  products: list(productSchema, LIST_MAX.linesPerShipment).default([]),
  packagings: list(packagingSchema, LIST_MAX.linesPerShipment).default([]),
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
  shipmentStatus: text(TEXT_MAX.short).optional(),
  billOfLading: z.unknown().optional(),
  refund: z
    .object({ refund_status: text(TEXT_MAX.short).optional() })
    .passthrough()
    .nullish(),
  fulfillment: z.unknown().optional(),
  holdDate: text(TEXT_MAX.short).nullish(),
  label: labelSchema.nullish(),
  createdShipment: createdShipmentSchema.nullish(),
  allRates: z.array(z.record(z.string(), z.unknown())).optional(),
  /** When this shipment's label and packing slip were last printed (orders §4 printed filters; server-owned). */
  printed: shipmentPrintedSchema.nullish(),
  /** Carrier tracking: history, delivery date, transit days, decided emails (server-owned; ShipmentTracking). */
  tracking: z.unknown().optional(),
});
export type Shipment = z.output<typeof shipmentSchema>;
export type ShipmentInput = z.input<typeof shipmentSchema>;

/**
 * A shipment as a client may send it (orders create and edit, packing): what the merchant
 * chooses. What the server owns — the purchase and carrier state (shipmentStatus, billOfLading,
 * refund, fulfillment, label, createdShipment, allRates, printed, tracking), the action flags it derives
 * (isEditable, isPurchaseable) — is not part of it, so a client that sends them has them
 * dropped like any unknown key; weights.calculatedValues is recomputed on save. `id` names an
 * existing shipment on edit and is assigned by the server otherwise.
 */
export const shipmentRequestSchema = shipmentSchema.omit({
  shipmentStatus: true,
  billOfLading: true,
  refund: true,
  fulfillment: true,
  label: true,
  createdShipment: true,
  allRates: true,
  printed: true,
  tracking: true,
  isEditable: true,
  isPurchaseable: true,
});
export type ShipmentRequest = z.output<typeof shipmentRequestSchema>;
