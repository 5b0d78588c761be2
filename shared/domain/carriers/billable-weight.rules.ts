import type { CarrierParcel } from './carrier.models';
import type { CarrierCode } from './carrier-services.constants';

/**
 * Billable weight: the greater of the actual weight and the dimensional weight (L×W×H ÷ divisor),
 * rounded up to the next whole pound. UPS, FedEx and UPS SurePost divide by 139 for every parcel;
 * USPS divides by 166 and only for a parcel over one cubic foot (1,728 in³), otherwise the actual
 * weight alone counts. Services priced by the ounce bill the actual weight in whole ounces.
 */
export const DIM_DIVISOR: Readonly<Record<CarrierCode, number>> = { UPS: 139, FedEx: 139, UPSSurePost: 139, USPS: 166 };
export const USPS_DIM_THRESHOLD_CUBIC_IN = 1728;

export function parcelCubicInches(p: Pick<CarrierParcel, 'lengthIn' | 'widthIn' | 'heightIn'>): number {
  return p.lengthIn * p.widthIn * p.heightIn;
}

/** Rounds up, tolerating the float noise of unit conversions (2.0000000001 lb is 2 lb). */
function ceilWhole(n: number): number {
  return Math.ceil(Math.round(n * 1e6) / 1e6);
}

export function dimensionalWeightLb(carrier: CarrierCode, p: CarrierParcel): number {
  const cubic = parcelCubicInches(p);
  if (carrier === 'USPS' && cubic <= USPS_DIM_THRESHOLD_CUBIC_IN) return 0;
  return cubic / DIM_DIVISOR[carrier];
}

/** Whole pounds, at least 1. */
export function billableWeightLb(carrier: CarrierCode, p: CarrierParcel): number {
  return Math.max(1, ceilWhole(Math.max(p.weightLb, dimensionalWeightLb(carrier, p))));
}

/** Whole ounces of the actual weight, at least 1 (the under-1-lb services bill no dimensional weight). */
export function billableWeightOz(p: Pick<CarrierParcel, 'weightLb'>): number {
  return Math.max(1, ceilWhole(p.weightLb * 16));
}
