import * as z from 'zod';
import {
  declaredValueSettingSchema,
  dryIceSettingSchema,
  shipmentWeightsSettingSchema,
} from './shipment-option-settings.schema';
import { lengthUnitSchema, weightUnitSchema } from '../units/units.schema';
import { TEXT_MAX, count, textMap, text } from '../validation/bounded.schema';
import { OUR_MESSAGES } from '../validation/messages';
import { ARCHIVE_DAYS_MAX } from '../constants/limits.constants';
import { STORE_PLATFORMS } from '../constants/settings.constants';
import { CONFIDENCE_BANDS } from '../confidence/confidence-score.rules';

const AUTO_FULFILL_KEYS_MAX = 20;

/**
 * importOptions per platform (orders §3 User): the units a platform's order numbers are read in
 * when the platform does not say (a unit left out reads as lb / in). Keys are the platform names.
 */
export const storeImportOptionsSchema = z.object({
  defaultWeightUnits: weightUnitSchema.optional(),
  defaultDimensionUnits: lengthUnitSchema.optional(),
});
export const importOptionsSchema = z.partialRecord(z.enum(STORE_PLATFORMS), storeImportOptionsSchema);

/** Account settings as stored (accounts §3); the form's rules are in forms/settings-forms.schema.ts. */
export const accountSettingsSchema = z.object({
  dryIce: dryIceSettingSchema.default({ active: false, weight: 0, units: 'lb' }),
  deliveryConfirmation: z.union([z.boolean(), text(TEXT_MAX.short)]).default(false),
  carbonNeutral: z.boolean().default(false),
  declaredValue: declaredValueSettingSchema.default({ active: false, automatic: false }),
  /** accounts §3 User confidenceScoreInsurance, §9: full coverage is added to a shipment whose address scores in this band or a riskier one. */
  confidenceScoreInsurance: z
    .object({ active: z.boolean().default(false), band: z.enum(CONFIDENCE_BANDS).nullable().default(null) })
    .default({ active: false, band: null }),
  shipmentWeights: shipmentWeightsSettingSchema.default({ active: false, type: 'product' }),
  useBoxPackingAlgo: z.boolean().default(false),
  useBoxPackingAlgoQuantity: z.boolean().default(false),
  useBoxPackingAlgoWeight: z.boolean().default(false),
  /** Auto-fulfil flags by store platform (eleven kinds, orders §1): a few short keys. */
  autoFulfill: textMap(TEXT_MAX.short, z.boolean())
    .refine((flags) => Object.keys(flags).length <= AUTO_FULFILL_KEYS_MAX, OUR_MESSAGES.atMost(AUTO_FULFILL_KEYS_MAX))
    .default({}),
  defaultWeightUnits: weightUnitSchema.default('lb'),
  defaultDimensionUnits: lengthUnitSchema.default('in'),
  sendFulfillmentNotification: z.boolean().default(false),
  syncOrderWarehouse: z.boolean().default(false),
  importAdditionalDetails: z.boolean().default(false),
  importOptions: importOptionsSchema.default({}),
  archiveOrders: z
    .object({ active: z.boolean().default(false), days: count(ARCHIVE_DAYS_MAX).default(30) })
    .default({ active: false, days: 30 }),
});
export type AccountSettings = z.output<typeof accountSettingsSchema>;

/** The settings of an account that never saved any (accounts §3): the stored schema's defaults. */
export function defaultAccountSettings(): AccountSettings {
  return accountSettingsSchema.parse({});
}
