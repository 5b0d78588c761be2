import { z } from 'zod';
import { boxSchema } from '../boxes/box.schema';
import { warehouseEntitySchema } from '../address/warehouse.schema';
import { lengthUnitSchema, storedNumber, weightUnitSchema } from '../units/units.schema';
import { localCourierOptionsSchema } from '../orders/order.schema';
import { WEIGHTS_TYPES } from '../shipments/shipment.schema';

/** dryIce{active, weight, units} (orders §3 user, accounts §3 account settings). */
export const dryIceSettingSchema = z.object({
  active: z.boolean().default(false),
  weight: storedNumber.default(0),
  units: weightUnitSchema.default('lb'),
});
export type DryIceSetting = z.output<typeof dryIceSettingSchema>;

export const declaredValueSettingSchema = z.object({
  active: z.boolean().default(false),
  automatic: z.boolean().default(false),
  custom: storedNumber.optional(),
});

export const shipmentWeightsSettingSchema = z.object({
  active: z.boolean().default(false),
  type: z.enum(WEIGHTS_TYPES).default('product'),
  customWeight: storedNumber.optional(),
});

/** importOptions per platform: default weight and dimension unit for imported products. */
export const importOptionSchema = z.object({
  defaultWeightUnits: weightUnitSchema.optional(),
  defaultDimensionUnits: lengthUnitSchema.optional(),
});

/** User (orders §3 "order-relevant" fields). */
export const userSettingsSchema = z.object({
  boxes: z.array(boxSchema).default([]),
  warehouses: z.array(warehouseEntitySchema).default([]),
  teamId: z.string().optional(),
  defaultWeightUnits: weightUnitSchema.default('lb'),
  defaultDimensionUnits: lengthUnitSchema.default('in'),
  importOptions: z.record(z.string(), importOptionSchema).default({}),
  shipmentWeights: shipmentWeightsSettingSchema.optional(),
  dryIce: dryIceSettingSchema.default({ active: false, weight: 0, units: 'lb' }),
  declaredValue: declaredValueSettingSchema.optional(),
  confidenceScoreInsurance: z.unknown().optional(),
  saturdayDelivery: z.boolean().default(false),
  deliveryConfirmation: z.union([z.boolean(), z.string()]).optional(),
  carbonNeutral: z.boolean().default(false),
  localCourierOptions: localCourierOptionsSchema.optional(),
  subDomain: z.string().optional(),
  needAdminApproval: z.boolean().optional(),
  shopDomains: z.array(z.object({ shop: z.string(), platformType: z.string() })).default([]),
  permissions: z.record(z.string(), z.record(z.string(), z.boolean())).optional(),
});
export type UserSettings = z.output<typeof userSettingsSchema>;
export type UserSettingsInput = z.input<typeof userSettingsSchema>;
