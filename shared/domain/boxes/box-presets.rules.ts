import {
  CARRIER_PACKAGES,
  DEFAULT_BOXES,
  type CarrierPackage,
  type Dimensions,
} from '../constants/packaging.constants';
import type { BoxRequestInput } from './box-request.schema';

/**
 * Ready-made boxes a merchant adds in one click (orders §9): the three default boxes with their
 * internal dimensions, and the carrier packages. The spec does not show the second carrier's
 * package dimensions; we use FedEx's published outside dimensions (flat envelopes and paks get a
 * nominal thickness) so every preset passes the Box form's "sides > 0" rule.
 */
export const CARRIER_PACKAGE_PUBLISHED_DIMENSIONS: Readonly<Record<string, Dimensions>> = {
  FedExEnvelope: { length: 12.5, width: 9.5, height: 0.5 },
  FedExPak: { length: 15.5, width: 12, height: 1.5 },
  FedExTube: { length: 38, width: 6, height: 6 },
  FedExSmallBox: { length: 12.375, width: 10.875, height: 1.5 },
  FedExMediumBox: { length: 13.25, width: 11.5, height: 2.375 },
  FedExLargeBox: { length: 17.5, width: 12.365, height: 3 },
  FedExExtraLargeBox: { length: 11.875, width: 11, height: 10.75 },
};

/** Letter-type packages: the letter rule (orders §5 'Letter package weight should not exceed 1 LB') applies. */
const LETTER_PACKAGES = new Set(['UPSLetter', 'FedExEnvelope']);

export interface BoxPreset {
  presetId: string;
  kind: 'default' | 'carrier';
  label: string;
  box: BoxRequestInput;
}

function carrierPreset(pkg: CarrierPackage): BoxPreset {
  const dims = pkg.dimensions ?? CARRIER_PACKAGE_PUBLISHED_DIMENSIONS[pkg.name];
  if (!dims) throw new Error(`No dimensions for carrier package ${pkg.name}`);
  return {
    presetId: `carrier:${pkg.name}`,
    kind: 'carrier',
    label: `${pkg.carrier} ${pkg.label}`,
    box: {
      name: `${pkg.carrier} ${pkg.label}`,
      dimensions: { ...dims, units: 'in' },
      // The spec's 1 or 20 lb is what the package may carry, not what it weighs empty.
      weight: { value: 0, units: 'lb', ...(pkg.weightLb === null ? {} : { maxWeightAllowed: pkg.weightLb }) },
      isLetter: LETTER_PACKAGES.has(pkg.name),
      carrierPackage: { carrier: pkg.carrier, name: pkg.name },
    },
  };
}

export function boxPresets(): BoxPreset[] {
  const defaults: BoxPreset[] = DEFAULT_BOXES.map((b) => ({
    presetId: `default:${b.name}`,
    kind: 'default',
    label: b.name,
    box: {
      name: b.name,
      dimensions: { ...b.external, units: 'in' },
      useInternalDimensions: true,
      internalDimensions: { ...b.internal, manualDimensions: true },
      weight: { value: 0, units: 'lb' },
    },
  }));
  return [...defaults, ...CARRIER_PACKAGES.map(carrierPreset)];
}
