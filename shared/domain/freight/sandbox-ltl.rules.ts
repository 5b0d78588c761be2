/**
 * How the sandbox LTL carriers price and time a shipment, the way LTL tariffs are built: a gross
 * rate per hundredweight (cwt) by lane distance and freight class, lowered by weight breaks and the
 * carrier's discount, held above its minimum charge, plus fuel; reefer equipment, hazmat, an extreme
 * length and cargo insurance on top; accessorials priced by the shared tariff at the carrier's factor.
 * Transit days grow with distance. Everything is a function of the request, so a quote is
 * reproducible: the same request gets the same price and quote id from the same carrier.
 */
import { greatCircleMiles, isNonContiguous, type Zip3Centroid } from '../carriers/zone.rules';
import { priceAccessorials } from './freight-accessorial.rules';
import { REEFER_SURCHARGE_SHARE, needsReefer } from './freight-load.rules';
import type { FreightClass } from './freight-class.rules';
import type { FreightCarrierResult, FreightQuoteRequest, LtlQuote } from './freight.models';

export interface SandboxLtlCarrier {
  name: string;
  scac: string;
  /** Share of the gross tariff the carrier charges (what its standing discount leaves). */
  tariffShare: number;
  /** Its minimum charge after discount, cents. */
  minimumCents: number;
  /** Scale of its accessorial prices against the market tariff. */
  accessorialFactor: number;
  /** Days added to (or taken off) the distance transit. */
  transitOffsetDays: number;
  /** Reefer equipment: absent means it hauls dry freight only. */
  reeferFactor?: number;
  /** Largest total weight it takes as LTL. */
  maxWeightLb: number;
}

/** Four sandbox carriers with the spread of a real panel: a national, a regional, a reefer specialist, an economy. */
export const SANDBOX_LTL_CARRIERS: readonly SandboxLtlCarrier[] = [
  {
    name: 'Summit Freight Lines',
    scac: 'SMFL',
    tariffShare: 0.32,
    minimumCents: 12_500,
    accessorialFactor: 1,
    transitOffsetDays: 0,
    reeferFactor: 1,
    maxWeightLb: 20_000,
  },
  {
    name: 'Harbor Express LTL',
    scac: 'HXLT',
    tariffShare: 0.3,
    minimumCents: 14_000,
    accessorialFactor: 1.1,
    transitOffsetDays: -1,
    reeferFactor: 1.15,
    maxWeightLb: 15_000,
  },
  {
    name: 'Keystone Cold Freight',
    scac: 'KCFX',
    tariffShare: 0.31,
    minimumCents: 16_500,
    accessorialFactor: 0.95,
    transitOffsetDays: 0,
    reeferFactor: 0.6,
    maxWeightLb: 20_000,
  },
  {
    name: 'Prairie Transport',
    scac: 'PRTZ',
    tariffShare: 0.27,
    minimumCents: 11_000,
    accessorialFactor: 1.2,
    transitOffsetDays: 1,
    maxWeightLb: 12_000,
  },
];

/** Roads are longer than the great circle: a typical US circuity factor. */
export const ROAD_CIRCUITY = 1.2;

/** Gross rate per cwt for class 100: a terminal charge plus a line haul per mile. */
const GROSS_CWT_BASE_CENTS = 4_000;
const GROSS_CWT_PER_MILE_CENTS = 5.5;

/** Class rate scale against class 100 (the shape of the published class tariffs). */
export const CLASS_RATE_FACTOR: Readonly<Record<FreightClass, number>> = {
  '50': 0.6,
  '55': 0.65,
  '60': 0.7,
  '65': 0.75,
  '70': 0.8,
  '77.5': 0.86,
  '85': 0.92,
  '92.5': 0.96,
  '100': 1,
  '110': 1.08,
  '125': 1.22,
  '150': 1.42,
  '175': 1.62,
  '200': 1.85,
  '250': 2.25,
  '300': 2.65,
  '400': 3.3,
  '500': 4,
};

/** Weight breaks: heavier shipments pay less per cwt. */
const WEIGHT_BREAKS: ReadonlyArray<readonly [minLb: number, factor: number]> = [
  [10_000, 0.52],
  [5_000, 0.6],
  [2_000, 0.7],
  [1_000, 0.8],
  [500, 0.9],
  [0, 1],
];

export const FUEL_SURCHARGE_SHARE = 0.28;
export const HAZMAT_CENTS = 4_500;
export const EXTREME_LENGTH_CENTS = 15_000;
/** Cargo insurance per $100 of declared value, with its minimum. */
export const CARGO_INSURANCE_PER_100_CENTS = 60;
export const CARGO_INSURANCE_MIN_CENTS = 3_000;
/** How long a sandbox quote is honoured. */
export const SANDBOX_QUOTE_VALID_HOURS = 24;

export function roadMiles(from: Zip3Centroid, to: Zip3Centroid): number {
  return Math.round(greatCircleMiles({ lat: from[0], lon: from[1] }, { lat: to[0], lon: to[1] }) * ROAD_CIRCUITY);
}

/** Transit days by road distance, before the carrier's offset. */
export function transitDays(miles: number): { min: number; max: number } {
  if (miles <= 250) return { min: 1, max: 2 };
  if (miles <= 500) return { min: 2, max: 3 };
  if (miles <= 1000) return { min: 3, max: 4 };
  if (miles <= 1500) return { min: 4, max: 5 };
  if (miles <= 2200) return { min: 5, max: 7 };
  return { min: 6, max: 8 };
}

/** FNV-1a: a small stable hash for quote ids and the lane's price spread. */
export function stableHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function weightBreak(lb: number): number {
  return WEIGHT_BREAKS.find(([min]) => lb >= min)![1];
}

export interface SandboxLtlContext {
  zip3: (zip3: string) => Zip3Centroid | undefined;
  now: Date;
}

/** One sandbox carrier's answer to a request. */
export function quoteSandboxCarrier(
  carrier: SandboxLtlCarrier,
  request: FreightQuoteRequest,
  ctx: SandboxLtlContext,
): FreightCarrierResult {
  const answer = (messages: string[], quotes: LtlQuote[] = []): FreightCarrierResult => ({
    carrierName: carrier.name,
    quotes,
    messages,
  });
  const from = ctx.zip3(request.origin.zip.slice(0, 3));
  const to = ctx.zip3(request.destination.zip.slice(0, 3));
  if (!from) return answer([`${carrier.name}: origin ZIP ${request.origin.zip} is not in its service area`]);
  if (!to) return answer([`${carrier.name}: destination ZIP ${request.destination.zip} is not in its service area`]);
  if (isNonContiguous(from[2]) || isNonContiguous(to[2]))
    return answer([`${carrier.name}: serves the 48 contiguous states only`]);
  const reefer = needsReefer(request.loadType);
  if (reefer && carrier.reeferFactor === undefined)
    return answer([`${carrier.name}: no reefer equipment for ${request.loadType} loads`]);
  const totalLb = request.units.reduce((s, u) => s + u.weightLb * u.pallets, 0);
  if (totalLb > carrier.maxWeightLb)
    return answer([`${carrier.name}: ${Math.round(totalLb)} lb is over its LTL limit of ${carrier.maxWeightLb} lb`]);

  const miles = roadMiles(from, to);
  const lane = `${carrier.scac}|${request.origin.zip.slice(0, 3)}|${request.destination.zip.slice(0, 3)}`;
  // The lane's own spread (±6%): carriers are strong on some lanes and weak on others.
  const laneFactor = 0.94 + (stableHash(lane) % 1201) / 10_000;
  const grossCwtClass100 = GROSS_CWT_BASE_CENTS + GROSS_CWT_PER_MILE_CENTS * miles;
  const breakFactor = weightBreak(totalLb);
  const gross = request.units.reduce(
    (s, u) =>
      s +
      ((u.weightLb * u.pallets) / 100) *
        grossCwtClass100 *
        (CLASS_RATE_FACTOR[u.freightClass as FreightClass] ?? 1) *
        breakFactor,
    0,
  );
  let lineHaul = Math.max(carrier.minimumCents, gross * carrier.tariffShare * laneFactor);
  if (reefer) lineHaul *= 1 + REEFER_SURCHARGE_SHARE[request.loadType] * (carrier.reeferFactor ?? 1);
  let freight = lineHaul * (1 + FUEL_SURCHARGE_SHARE);
  if (request.units.some((u) => u.hazmat)) freight += HAZMAT_CENTS;
  if (request.options.extreme_length_item.active) freight += EXTREME_LENGTH_CENTS;
  if (request.options.cargo_shield_insured) {
    const declaredCents = Math.round(request.options.declared_value * 100);
    freight += Math.max(CARGO_INSURANCE_MIN_CENTS, (declaredCents / 10_000) * CARGO_INSURANCE_PER_100_CENTS);
  }
  const freightCents = Math.round(freight);
  const accessorialLines = priceAccessorials(request, carrier.accessorialFactor);
  const accessorialCents = accessorialLines.reduce((s, l) => s + l.cents, 0);
  const days = transitDays(miles);
  const min = Math.max(1, days.min + carrier.transitOffsetDays);
  const max = Math.max(min, days.max + carrier.transitOffsetDays);
  const id = stableHash(`${carrier.scac}|${JSON.stringify(request)}`)
    .toString(36)
    .toUpperCase()
    .padStart(7, '0');
  return answer(
    [],
    [
      {
        quoteId: `${carrier.scac}-${id}`,
        carrierName: carrier.name,
        scac: carrier.scac,
        totalCents: freightCents + accessorialCents,
        freightCents,
        accessorialCents,
        accessorialLines,
        transitDaysMin: min,
        transitDaysMax: max,
        expiresAt: new Date(ctx.now.getTime() + SANDBOX_QUOTE_VALID_HOURS * 3_600_000).toISOString(),
      },
    ],
  );
}
