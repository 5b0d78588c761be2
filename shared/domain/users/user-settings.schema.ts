import * as z from 'zod';
import { boxSchema } from '../boxes/box.schema';
import { warehouseSchema } from '../address/warehouse.schema';
import { lengthUnitSchema, weightUnitSchema } from '../units/units.schema';
import { LIST_MAX, TEXT_MAX, list, text } from '../validation/bounded.schema';
import { localCourierOptionsSchema } from '../orders/order.schema';
import {
  declaredValueSettingSchema,
  dryIceSettingSchema,
  shipmentWeightsSettingSchema,
} from '../settings/shipment-option-settings.schema';

/** importOptions per platform: default weight and dimension unit for imported products. */
export const importOptionSchema = z.object({
  defaultWeightUnits: weightUnitSchema.optional(),
  defaultDimensionUnits: lengthUnitSchema.optional(),
});

/** User (orders §3 "order-relevant" fields). */
export const userSettingsSchema = z.object({
  boxes: z.array(boxSchema).default([]),
  warehouses: z.array(warehouseSchema).default([]),
  teamId: text(TEXT_MAX.id).optional(),
  defaultWeightUnits: weightUnitSchema.default('lb'),
  defaultDimensionUnits: lengthUnitSchema.default('in'),
  importOptions: z.record(z.string(), importOptionSchema).default({}),
  shipmentWeights: shipmentWeightsSettingSchema.optional(),
  dryIce: dryIceSettingSchema.default({ active: false, weight: 0, units: 'lb' }),
  declaredValue: declaredValueSettingSchema.optional(),
  confidenceScoreInsurance: z.unknown().optional(),
  saturdayDelivery: z.boolean().default(false),
  deliveryConfirmation: z.union([z.boolean(), text(TEXT_MAX.short)]).optional(),
  carbonNeutral: z.boolean().default(false),
  localCourierOptions: localCourierOptionsSchema.optional(),
  subDomain: text(63).optional(),
  needAdminApproval: z.boolean().optional(),
  shopDomains: list(
    z.object({ shop: text(TEXT_MAX.email), platformType: text(TEXT_MAX.short) }),
    LIST_MAX.choices,
  ).default([]),
  permissions: z.record(z.string(), z.record(z.string(), z.boolean())).optional(),
});
export type UserSettings = z.output<typeof userSettingsSchema>;
export type UserSettingsInput = z.input<typeof userSettingsSchema>;
