/**
 * The sandbox courier's tariff (our design, in the range same-day couriers charge): a base fare and
 * a per-mile rate by vehicle over a road-like distance — the great-circle distance between the two
 * ZIP3 centroids times a road factor — inside a service radius. Pure: the sandbox adapter feeds it
 * the centroids and the clock.
 */
import { greatCircleMiles, type Zip3Centroid } from '../carriers/zone.rules';
import type { VehicleSize } from '../constants/local-courier.constants';
import { COURIER_QUOTE_TTL_MINUTES, VEHICLE_LABELS } from './courier.rules';

/** Roads are longer than the straight line; 1.3 is the usual urban detour index. */
export const ROAD_FACTOR = 1.3;
/** Within one ZIP3 the centroids coincide: a cross-town trip, or a short hop inside one ZIP. */
export const SAME_ZIP3_MILES = 4;
export const SAME_ZIP_MILES = 2;

type Vehicle = Exclude<VehicleSize, 'any'>;

export const COURIER_TARIFF: Record<
  Vehicle,
  { baseCents: number; perMileCents: number; mph: number; radiusMiles: number }
> = {
  bikes: { baseCents: 500, perMileCents: 150, mph: 10, radiusMiles: 8 },
  car: { baseCents: 700, perMileCents: 175, mph: 25, radiusMiles: 40 },
  suv: { baseCents: 900, perMileCents: 200, mph: 25, radiusMiles: 40 },
  van: { baseCents: 1500, perMileCents: 250, mph: 22, radiusMiles: 40 },
  pickup_truck: { baseCents: 1800, perMileCents: 275, mph: 22, radiusMiles: 40 },
  truck: { baseCents: 3000, perMileCents: 350, mph: 20, radiusMiles: 40 },
};

/** Minutes a courier needs to reach the pickup once dispatched. */
export const PICKUP_MINUTES = 15;
/** Minutes at each end (parking, hand-over). */
export const HANDOVER_MINUTES = 5;

export const OUT_OF_RADIUS = (vehicle: Vehicle, miles: number) =>
  `The dropoff is ${Math.round(miles)} road miles from the warehouse; a ${VEHICLE_LABELS[vehicle].toLowerCase()} courier delivers within ${COURIER_TARIFF[vehicle].radiusMiles} miles`;
export const UNKNOWN_ZIP = 'Local courier delivery needs a US ZIP code at both the warehouse and the recipient';

/** Road-like miles between two ZIPs, from their ZIP3 centroids. */
export function roadMiles(fromZip: string, from: Zip3Centroid, toZip: string, to: Zip3Centroid): number {
  const straight = greatCircleMiles({ lat: from[0], lon: from[1] }, { lat: to[0], lon: to[1] }) * ROAD_FACTOR;
  const floor = fromZip.slice(0, 5) === toZip.slice(0, 5) ? SAME_ZIP_MILES : SAME_ZIP3_MILES;
  return Math.round(Math.max(straight, floor) * 10) / 10;
}

export interface CourierPrice {
  feeCents: number;
  pickupEta: Date;
  dropoffEta: Date;
  expiresAt: Date;
}

/** The fee, ETAs and expiry of a trip; undefined past the vehicle's service radius. */
export function priceCourierTrip(
  vehicle: Vehicle,
  miles: number,
  readyAt: Date,
  quotedAt: Date,
): CourierPrice | undefined {
  const tariff = COURIER_TARIFF[vehicle];
  if (miles > tariff.radiusMiles) return undefined;
  const start = Math.max(readyAt.getTime(), quotedAt.getTime() + PICKUP_MINUTES * 60_000);
  const driveMinutes = Math.ceil((miles / tariff.mph) * 60) + 2 * HANDOVER_MINUTES;
  return {
    feeCents: tariff.baseCents + Math.round(miles * tariff.perMileCents),
    pickupEta: new Date(start),
    dropoffEta: new Date(start + driveMinutes * 60_000),
    expiresAt: new Date(quotedAt.getTime() + COURIER_QUOTE_TTL_MINUTES * 60_000),
  };
}
