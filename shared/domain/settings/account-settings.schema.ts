import { z } from 'zod';
import { declaredValueSettingSchema, dryIceSettingSchema, shipmentWeightsSettingSchema } from '../users/user-settings.schema';
import { lengthUnitSchema, storedNumber, weightUnitSchema } from '../units/units.schema';

/** Account settings as stored (accounts §3); the form's rules are in forms/settings-forms.schema.ts. */
export const accountSettingsSchema = z.object({
  dryIce: dryIceSettingSchema.default({ active: false, weight: 0, units: 'lb' }),
  deliveryConfirmation: z.union([z.boolean(), z.string()]).default(false),
  carbonNeutral: z.boolean().default(false),
  declaredValue: declaredValueSettingSchema.default({ active: false, automatic: false }),
  shipmentWeights: shipmentWeightsSettingSchema.default({ active: false, type: 'product' }),
  useBoxPackingAlgo: z.boolean().default(false),
  useBoxPackingAlgoQuantity: z.boolean().default(false),
  useBoxPackingAlgoWeight: z.boolean().default(false),
  autoFulfill: z.record(z.string(), z.boolean()).default({}),
  defaultWeightUnits: weightUnitSchema.default('lb'),
  defaultDimensionUnits: lengthUnitSchema.default('in'),
  sendFulfillmentNotification: z.boolean().default(false),
  syncOrderWarehouse: z.boolean().default(false),
  importAdditionalDetails: z.boolean().default(false),
  archiveOrders: z.object({ active: z.boolean().default(false), days: storedNumber.default(30) }).default({ active: false, days: 30 }),
});
export type AccountSettings = z.output<typeof accountSettingsSchema>;
