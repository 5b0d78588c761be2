/**
 * When the order rate shop also asks the LTL carriers, and what it asks them: an order whose
 * `loadType` names a load type, or a shipment past the parcel limits (150 lb, a side over 108 in),
 * is quoted as freight too, each parcel one handling unit classed by its density on the ship date.
 */
import type { PostalAddress } from '../address/postal-address';
import type { RateRequest } from '../carriers/carrier.models';
import { FREIGHT_ACCESSORIAL_CODES } from '../constants/freight.constants';
import { classForDensity, densityPcf, densityTableOn } from './freight-class.rules';
import { loadTypeOf } from './freight-load.rules';
import type { FreightQuoteRequest, FreightStop } from './freight.models';
import type { FreightAccessorialCode } from './freight.schema';

/** The parcel limits (orders §5: 150 lb; carriers' 108 in longest side). */
export const PARCEL_MAX_WEIGHT_LB = 150;
export const PARCEL_MAX_SIDE_IN = 108;

export function exceedsParcelLimits(parcels: RateRequest['parcels']): boolean {
  return parcels.some(
    (p) => p.weightLb > PARCEL_MAX_WEIGHT_LB || Math.max(p.lengthIn, p.widthIn, p.heightIn) > PARCEL_MAX_SIDE_IN,
  );
}

export function wantsFreight(loadType: string | null | undefined, parcels: RateRequest['parcels']): boolean {
  return loadTypeOf(loadType) !== undefined || exceedsParcelLimits(parcels);
}

function stopOf(a: PostalAddress): FreightStop {
  return {
    street: [a.street1, a.street2].filter(Boolean).join(', '),
    city: a.city,
    state: a.state.toUpperCase(),
    zip: a.zip.slice(0, 5),
    country: 'US',
    ...(a.name ? { contactName: a.name } : {}),
  };
}

/** The LTL request for a parcel rate request, or undefined when freight does not apply (not wanted, or not within the USA). */
export function freightRequestForShipment(
  request: Pick<RateRequest, 'shipDate' | 'from' | 'to' | 'parcels'>,
  loadType: string | null | undefined,
): FreightQuoteRequest | undefined {
  if (!wantsFreight(loadType, request.parcels)) return undefined;
  if (request.from.country !== 'US' || request.to.country !== 'US') return undefined;
  const table = densityTableOn(request.shipDate);
  const accessorials: FreightAccessorialCode[] = request.to.residential
    ? [FREIGHT_ACCESSORIAL_CODES.residentialDelivery]
    : [];
  return {
    pickupDate: request.shipDate,
    origin: stopOf(request.from),
    destination: stopOf(request.to),
    units: request.parcels.map((p) => ({
      pallets: 1,
      pieces: 1,
      lengthIn: p.lengthIn,
      widthIn: p.widthIn,
      heightIn: p.heightIn,
      weightLb: p.weightLb,
      freightClass: classForDensity(densityPcf(p), table),
      commodity: 'General merchandise',
      packageType: 'Pallet',
      hazmat: false,
      stackable: false,
    })),
    loadType: loadTypeOf(loadType) ?? 'Dry',
    accessorials,
    valueOfGoodsCents: 0,
    options: {
      cargo_shield_insured: false,
      declared_value: 4000,
      condition_is_new: true,
      protection_from_freeze: false,
      extreme_length_item: { active: false },
    },
  };
}
