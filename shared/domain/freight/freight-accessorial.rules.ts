/**
 * The accessorials the quote offers (orders §9 codes) with their names and how they are priced.
 * Prices follow the shape LTL tariffs publish: a flat charge, or a charge per hundredweight (cwt)
 * or per piece held between a minimum and a maximum. Each carrier scales the tariff by its own
 * factor (its accessorials are dearer or cheaper than the market).
 */
import { FREIGHT_ACCESSORIAL_CODES } from '../constants/freight.constants';
import type { FreightAccessorialCode, LoadType } from './freight.schema';
import type { FreightAccessorialLine, FreightQuoteRequest } from './freight.models';
import { needsReefer } from './freight-load.rules';

export interface AccessorialTariff {
  code: FreightAccessorialCode;
  name: string;
  /** Charged once per shipment. */
  flatCents: number;
  /** Per 100 lb of the shipment's weight. */
  perCwtCents: number;
  /** Per handling unit piece. */
  perPieceCents: number;
  minCents: number;
  maxCents: number;
}

const C = FREIGHT_ACCESSORIAL_CODES;

/** In code order as the spec lists them (residential, lift gate, inside, notify, sort, appointments, freeze). */
export const ACCESSORIAL_TARIFFS: Readonly<Record<FreightAccessorialCode, AccessorialTariff>> = {
  [C.residentialDelivery]: {
    code: C.residentialDelivery,
    name: 'Residential delivery',
    flatCents: 0,
    perCwtCents: 650,
    perPieceCents: 0,
    minCents: 9_500,
    maxCents: 25_000,
  },
  [C.liftGateDelivery]: {
    code: C.liftGateDelivery,
    name: 'Lift gate delivery',
    flatCents: 0,
    perCwtCents: 500,
    perPieceCents: 0,
    minCents: 8_500,
    maxCents: 20_000,
  },
  [C.insideDelivery]: {
    code: C.insideDelivery,
    name: 'Inside delivery',
    flatCents: 0,
    perCwtCents: 800,
    perPieceCents: 0,
    minCents: 12_000,
    maxCents: 35_000,
  },
  [C.notifyPriorToArrival]: {
    code: C.notifyPriorToArrival,
    name: 'Notify prior to arrival',
    flatCents: 2_000,
    perCwtCents: 0,
    perPieceCents: 0,
    minCents: 2_000,
    maxCents: 2_000,
  },
  [C.sortAndSegregate]: {
    code: C.sortAndSegregate,
    name: 'Sort and segregate',
    flatCents: 0,
    perCwtCents: 0,
    perPieceCents: 300,
    minCents: 5_000,
    maxCents: 50_000,
  },
  [C.appointmentDelivery]: {
    code: C.appointmentDelivery,
    name: 'Appointment delivery',
    flatCents: 3_500,
    perCwtCents: 0,
    perPieceCents: 0,
    minCents: 3_500,
    maxCents: 3_500,
  },
  [C.appointmentPickup]: {
    code: C.appointmentPickup,
    name: 'Appointment pickup',
    flatCents: 3_500,
    perCwtCents: 0,
    perPieceCents: 0,
    minCents: 3_500,
    maxCents: 3_500,
  },
  [C.protectFromFreeze]: {
    code: C.protectFromFreeze,
    name: 'Protect from freeze',
    flatCents: 0,
    perCwtCents: 300,
    perPieceCents: 0,
    minCents: 6_000,
    maxCents: 18_000,
  },
};

/** The screen's checkboxes, in the order the spec lists the codes. */
export const ACCESSORIAL_CHOICES: readonly AccessorialTariff[] = Object.values(FREIGHT_ACCESSORIAL_CODES).map(
  (code) => ACCESSORIAL_TARIFFS[code],
);

export function accessorialName(code: FreightAccessorialCode): string {
  return ACCESSORIAL_TARIFFS[code].name;
}

/** One accessorial's charge for a shipment of `weightLb` and `pieces` pieces, scaled by the carrier's `factor`. */
export function accessorialCents(
  code: FreightAccessorialCode,
  shipment: { weightLb: number; pieces: number },
  factor = 1,
): number {
  const t = ACCESSORIAL_TARIFFS[code];
  const raw =
    t.flatCents +
    (t.perCwtCents * Math.max(0, shipment.weightLb)) / 100 +
    t.perPieceCents * Math.max(0, shipment.pieces);
  const held = Math.min(t.maxCents, Math.max(t.minCents, raw));
  return Math.round(held * factor);
}

/** Refrigerated and Frozen loads are held at their own band: protect from freeze does not apply to them. */
export function refusesProtectFromFreeze(loadType: LoadType): boolean {
  return needsReefer(loadType);
}

/**
 * The accessorials a request is charged for: those chosen, plus protect from freeze (116) when
 * the load type or the `protection_from_freeze` option asks for it, each once, in code order.
 */
export function chargedAccessorials(
  request: Pick<FreightQuoteRequest, 'accessorials' | 'loadType' | 'options'>,
): FreightAccessorialCode[] {
  const codes = new Set<FreightAccessorialCode>(request.accessorials);
  if (request.loadType === 'ProtectFromFreeze' || request.options.protection_from_freeze)
    codes.add(C.protectFromFreeze);
  if (refusesProtectFromFreeze(request.loadType)) codes.delete(C.protectFromFreeze);
  return [...codes].sort((a, b) => a - b);
}

/** Every charged accessorial of a request priced for one carrier. */
export function priceAccessorials(
  request: Pick<FreightQuoteRequest, 'accessorials' | 'loadType' | 'options' | 'units'>,
  factor = 1,
): FreightAccessorialLine[] {
  const weightLb = request.units.reduce((s, u) => s + u.weightLb * u.pallets, 0);
  const pieces = request.units.reduce((s, u) => s + u.pieces * u.pallets, 0);
  return chargedAccessorials(request).map((code) => ({
    code,
    name: accessorialName(code),
    cents: accessorialCents(code, { weightLb, pieces }, factor),
  }));
}
