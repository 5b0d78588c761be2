/**
 * Full coverage added by the address confidence score (accounts §9: "Insurance is auto-added by
 * the configured band"; the account's confidenceScoreInsurance names the band). The amount is
 * the one the account's declared-value setting gives a new shipment, so an auto-added coverage
 * and a default one agree.
 */
import {
  confidenceBand,
  shouldAutoAddInsurance,
  type ConfidenceBand,
  type ConfidenceScoreInsurance,
} from '../confidence/confidence-score.rules';
import {
  defaultDeclaredValue,
  type DefaultableShipment,
  type ShipmentDefaultSettings,
} from '../settings/shipment-defaults.rules';

export interface ConfidenceCoverageSettings extends Pick<ShipmentDefaultSettings, 'declaredValue'> {
  confidenceScoreInsurance?: ConfidenceScoreInsurance | null;
}

/** The band of the score when the setting adds coverage for it; undefined when it does not. */
export function autoCoverageBand(
  confidence: number | null | undefined,
  setting: ConfidenceScoreInsurance | null | undefined,
): ConfidenceBand | undefined {
  if (!shouldAutoAddInsurance(confidence, setting)) return undefined;
  return confidenceBand(confidence!);
}

/** The hint beside the full-coverage control of a shipment the band covered. */
export function autoCoverageHint(band: ConfidenceBand): string {
  return `Added automatically: confidence score ${band}`;
}

interface CoverableShipment extends DefaultableShipment {
  options?: ({ carrierInsuranceAmountActive?: boolean | null } & object) | null;
  billOfLading?: unknown;
}

/**
 * The shipments with full coverage turned on where the band says so: only those without a label
 * and without coverage yet (a merchant's own amount is never replaced). Unchanged otherwise.
 */
export function withConfidenceCoverage<S extends CoverableShipment>(
  shipments: readonly S[],
  confidence: number | null | undefined,
  settings: ConfidenceCoverageSettings,
  orderValue?: unknown,
): S[] {
  if (!autoCoverageBand(confidence, settings.confidenceScoreInsurance)) return [...shipments];
  return shipments.map((s) => {
    if (s.billOfLading || s.options?.carrierInsuranceAmountActive) return s;
    return {
      ...s,
      options: {
        ...s.options,
        carrierInsuranceAmountActive: true,
        carrierInsuranceAmountAutomatic: settings.declaredValue.automatic,
        carrierInsuranceAmount: defaultDeclaredValue(settings, s, { orderValue }),
      },
    };
  });
}
