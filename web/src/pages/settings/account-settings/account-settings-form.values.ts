import type { AccountSettingsRequest, AccountSettingsResponse } from '#api/settings';
import type { ConfidenceBand } from '#domain/confidence/confidence-score.rules';
import type { WeightsType } from '#domain/shipments/shipment.schema';
import { LENGTH_UNITS, WEIGHT_UNITS, type LengthUnit, type WeightUnit } from '#domain/units/units.rules';

/** Every field the Settings form edits; numbers stay text while typed, the shared schema reads them. */
export interface AccountSettingsFormValues {
  dryIce: { active: boolean; weight: string; units: WeightUnit };
  deliveryConfirmation: boolean | string;
  carbonNeutral: boolean;
  declaredValue: { active: boolean; automatic: boolean; custom: string };
  confidenceScoreInsurance: { active: boolean; band: ConfidenceBand | null };
  shipmentWeights: { active: boolean; type: WeightsType; customWeight: string };
  useBoxPackingAlgo: boolean;
  useBoxPackingAlgoQuantity: boolean;
  useBoxPackingAlgoWeight: boolean;
  autoFulfill: Record<string, boolean>;
  defaultWeightUnits: WeightUnit;
  defaultDimensionUnits: LengthUnit;
  sendFulfillmentNotification: boolean;
  syncOrderWarehouse: boolean;
  importAdditionalDetails: boolean;
  /** Edited on the Stores page; carried through so saving this form keeps them. */
  importOptions: AccountSettingsResponse['importOptions'];
  archiveOrders: { active: boolean; days: string };
}

const text = (n: number | undefined) => (n === undefined ? '' : String(n));

export function settingsToFormValues(s: AccountSettingsResponse): AccountSettingsFormValues {
  return {
    dryIce: { active: s.dryIce.active, weight: text(s.dryIce.weight), units: s.dryIce.units },
    deliveryConfirmation: s.deliveryConfirmation,
    carbonNeutral: s.carbonNeutral,
    declaredValue: {
      active: s.declaredValue.active,
      automatic: s.declaredValue.automatic,
      custom: text(s.declaredValue.custom),
    },
    confidenceScoreInsurance: { ...s.confidenceScoreInsurance },
    shipmentWeights: {
      active: s.shipmentWeights.active,
      type: s.shipmentWeights.type,
      customWeight: text(s.shipmentWeights.customWeight),
    },
    useBoxPackingAlgo: s.useBoxPackingAlgo,
    useBoxPackingAlgoQuantity: s.useBoxPackingAlgoQuantity,
    useBoxPackingAlgoWeight: s.useBoxPackingAlgoWeight,
    autoFulfill: s.autoFulfill,
    defaultWeightUnits: s.defaultWeightUnits,
    defaultDimensionUnits: s.defaultDimensionUnits,
    sendFulfillmentNotification: s.sendFulfillmentNotification,
    syncOrderWarehouse: s.syncOrderWarehouse,
    importAdditionalDetails: s.importAdditionalDetails,
    importOptions: s.importOptions,
    archiveOrders: { active: s.archiveOrders.active, days: text(s.archiveOrders.days) },
  };
}

/** The PUT body: values as typed (the server's shared schema parses the numbers) and the version loaded. */
export function toSettingsRequest(values: AccountSettingsFormValues, version: number): AccountSettingsRequest {
  return { ...values, version } as AccountSettingsRequest;
}

/** A stored string (a carrier's confirmation kind) counts as on, like true. */
export const deliveryConfirmationOn = (value: boolean | string) => value !== false && value !== '';

export const WEIGHT_UNIT_OPTIONS = WEIGHT_UNITS.map((u) => ({ value: u, label: u }));
export const LENGTH_UNIT_OPTIONS = LENGTH_UNITS.map((u) => ({ value: u, label: u }));
