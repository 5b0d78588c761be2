import type { FreightBookingRecord, FreightRebill } from './freight-booking.models';
import { classForDensity, densityPcf, densityTableOn, isFreightClass } from './freight-class.rules';
import { freightChargeCents } from './freight-booking.rules';
import type { FreightHandlingUnit, FreightTracking } from './freight.models';
import { totalWeightLb } from './freight-request.rules';

/**
 * Re-bills: what a carrier's dock finds (a reweigh, a reclassification) billed as a later charge.
 * The charge is the freight charge's share of the difference, never more than the freight charge
 * again; each re-bill has a stable id from the PRO and its reason, so it is posted once.
 */

/** Below this density (lb/ft³, pallet included) a pallet is reweighed at the sandbox carriers' dock. */
export const REWEIGH_BELOW_PCF = 2;

const round = (n: number): number => Math.round(n);
const lb = (n: number): string => `${round(n).toLocaleString('en-US')} lb`;

/** The weight the dock scale finds: a pallet declared under REWEIGH_BELOW_PCF weighs at least that density. */
export function dockWeightLb(units: readonly FreightHandlingUnit[]): number {
  return units.reduce((sum, u) => {
    const floor = ((u.lengthIn * u.widthIn * u.heightIn) / 1728) * REWEIGH_BELOW_PCF;
    return sum + Math.max(u.weightLb, floor) * u.pallets;
  }, 0);
}

/** The class the dock finds from the found weight on the pickup date's density table; undefined when none is higher than declared. */
export function dockClass(units: readonly FreightHandlingUnit[], pickupDate: string): string | undefined {
  const table = densityTableOn(pickupDate);
  let worst: string | undefined;
  for (const u of units) {
    const found = classForDensity(densityPcf(u), table);
    if (isFreightClass(u.freightClass) && Number(found) > Number(u.freightClass)) {
      if (!worst || Number(found) > Number(worst)) worst = found;
    }
  }
  return worst;
}

function highestDeclaredClass(units: readonly FreightHandlingUnit[]): number {
  return Math.max(...units.map((u) => Number(u.freightClass)).filter(Number.isFinite), 0);
}

/** The re-bills a carrier's tracking report means for a booking (reweigh and reclassification). */
export function rebillsFromTracking(
  booking: Pick<FreightBookingRecord, 'offer' | 'request'>,
  tracking: Pick<FreightTracking, 'proNumber' | 'reweighLb' | 'reclassTo' | 'events'>,
): FreightRebill[] {
  const freight = freightChargeCents(booking.offer);
  const pro = tracking.proNumber.replace(/-/g, '');
  const issuedAt = tracking.events.at(-1)?.at ?? new Date(0).toISOString();
  const out: FreightRebill[] = [];
  const declared = totalWeightLb(booking.request);
  if (tracking.reweighLb !== undefined && declared > 0 && tracking.reweighLb > declared) {
    const amountCents = round(Math.min(1, tracking.reweighLb / declared - 1) * freight);
    if (amountCents > 0)
      out.push({
        rebillId: `RW-${pro}`,
        reason: 'reweigh',
        description: `Reweighed at ${lb(tracking.reweighLb)} (declared ${lb(declared)})`,
        amountCents,
        issuedAt,
      });
  }
  const declaredClass = highestDeclaredClass(booking.request.units);
  if (tracking.reclassTo !== undefined && declaredClass > 0 && Number(tracking.reclassTo) > declaredClass) {
    const amountCents = round(Math.min(1, Number(tracking.reclassTo) / declaredClass - 1) * freight);
    if (amountCents > 0)
      out.push({
        rebillId: `RC-${pro}`,
        reason: 'reclassification',
        description: `Inspected at class ${tracking.reclassTo} (declared ${declaredClass})`,
        amountCents,
        issuedAt,
      });
  }
  return out;
}
