import * as z from 'zod';
import { weightUnitSchema } from '../units/units.schema';
import { money, weight } from '../validation/bounded.schema';
import { WEIGHTS_TYPES } from '../shipments/shipment.schema';

// The shipment options a user's and an account's settings both hold (orders §3 user, accounts §3), in a
// module of their own so the functions reading account settings carry no user settings schema.

/** dryIce{active, weight, units} (orders §3 user, accounts §3 account settings). */
export const dryIceSettingSchema = z.object({
  active: z.boolean().default(false),
  weight: weight().default(0),
  units: weightUnitSchema.default('lb'),
});
export type DryIceSetting = z.output<typeof dryIceSettingSchema>;

export const declaredValueSettingSchema = z.object({
  active: z.boolean().default(false),
  automatic: z.boolean().default(false),
  custom: money().optional(),
});

export const shipmentWeightsSettingSchema = z.object({
  active: z.boolean().default(false),
  type: z.enum(WEIGHTS_TYPES).default('product'),
  customWeight: weight().optional(),
});
