/**
 * The freight quote request's own checks (orders §5 freight piece; §9 freight ships within the
 * USA only) and its conversion into the carrier model: every piece in inches and pounds, its class
 * given or computed from density by the table in force on the pickup date.
 */
import { convertLength } from '../units/units.rules';
import { FREIGHT_COUNTRIES } from '../constants/freight.constants';
import { classForDensity, densityPcf, densityTableOn, isFreightClass } from './freight-class.rules';
import type { FreightHandlingUnit, FreightQuoteRequest, FreightStop } from './freight.models';
import type { FreightPiece, FreightPlace, FreightQuote } from './freight.schema';

/** Our wording where the spec names a check without words (docs/decisions.md). */
export const FREIGHT_MESSAGES = {
  usaOnly: 'Freight ships within the USA only',
  zip: 'Enter a 5-digit US ZIP code',
  state: 'Enter a 2-letter US state',
  pickupDate: 'Pickup date must be YYYY-MM-DD',
  pickupInPast: 'Pickup date cannot be in the past',
  freightClass: 'Class must be a valid freight class (50 to 500)',
  atLeastOnePiece: 'At least one freight piece is required',
  sameLoadAccessorial: 'Protect from freeze (116) does not apply to Refrigerated or Frozen loads',
} as const;

/** The spellings of the one freight country a form or import may send. */
const USA_SPELLINGS = new Set(['us', 'usa', 'united states', 'united states of america']);

export function isUsa(country: string): boolean {
  return USA_SPELLINGS.has(country.trim().toLowerCase());
}

export function isUsZip(zip: string): boolean {
  return /^\d{5}(-\d{4})?$/.test(zip.trim());
}

export function isPickupDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const d = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === date;
}

function stopOf(place: FreightPlace, contactName?: string): FreightStop {
  return {
    street: place.street.trim(),
    city: place.city.trim(),
    state: place.state.trim().toUpperCase(),
    zip: place.zip.trim().slice(0, 5),
    country: FREIGHT_COUNTRIES[0],
    ...(contactName ? { contactName } : {}),
  };
}

/** One piece as a handling unit: inches and pounds; its class as given, else by density on the pickup date. */
export function handlingUnitOf(piece: FreightPiece, pickupDate: string): FreightHandlingUnit {
  const inches = (v: number) => convertLength(v, piece.dimensions.unit, 'in');
  const lengthIn = inches(piece.dimensions.length);
  const widthIn = inches(piece.dimensions.width);
  const heightIn = inches(piece.dimensions.height);
  const weightLb = piece.dimensions.weight;
  const given = piece.productClass.trim();
  const freightClass = isFreightClass(given)
    ? given
    : classForDensity(densityPcf({ lengthIn, widthIn, heightIn, weightLb }), densityTableOn(pickupDate));
  return {
    pallets: Math.max(1, piece.quantity),
    pieces: Math.max(1, piece.numberOfPeices),
    lengthIn,
    widthIn,
    heightIn,
    weightLb,
    freightClass,
    ...(piece.nmfc.trim() ? { nmfc: piece.nmfc.trim() } : {}),
    commodity: piece.commodity.trim(),
    packageType: piece.packageType.trim(),
    hazmat: piece.hazmat,
    stackable: piece.stackable,
  };
}

/** The validated form as the carriers' request (accessorials once each, in code order). */
export function freightRequestOf(quote: FreightQuote): FreightQuoteRequest {
  return {
    pickupDate: quote.pickupDate,
    origin: stopOf(quote.origin, quote.contactName.trim() || undefined),
    destination: stopOf(quote.destination),
    units: quote.pieces.map((p) => handlingUnitOf(p, quote.pickupDate)),
    loadType: quote.loadType,
    accessorials: [...new Set(quote.accessorials)].sort((a, b) => a - b),
    valueOfGoodsCents: Math.round(quote.valueOfGoods * 100),
    options: quote.options,
  };
}

/** Total weight of a request, every pallet counted. */
export function totalWeightLb(request: Pick<FreightQuoteRequest, 'units'>): number {
  return request.units.reduce((sum, u) => sum + u.weightLb * u.pallets, 0);
}
