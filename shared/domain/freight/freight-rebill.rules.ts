import type { FreightPiece } from './freight.schema';
import type { FreightRebill } from './freight-booking.models';

/**
 * When the sandbox carriers re-bill: their dock scale reweighs any pallet declared implausibly
 * light for its size, as real LTL terminals do (a re-bill merchants complain of most). The
 * reweighed pallet is billed at the weight a palletized load of its size weighs at least.
 */

/** Below this density (lb/ft³, pallet included) a declared pallet is reweighed at the dock. */
export const REWEIGH_BELOW_PCF = 2;
/** A re-bill never costs more than the freight charge it corrects. */
const MAX_REBILL_SHARE = 1;

const CUBIC_INCHES_PER_FOOT = 1728;
const CM_PER_INCH = 2.54;

function inches(value: number, unit: string): number {
  return unit === 'cm' ? value / CM_PER_INCH : value;
}

/** Cubic feet of one pallet of the piece. */
export function pieceCubicFeet(piece: FreightPiece): number {
  const d = piece.dimensions;
  return (inches(d.length, d.unit) * inches(d.width, d.unit) * inches(d.height, d.unit)) / CUBIC_INCHES_PER_FOOT;
}

/** The piece's declared weight in lb (the dimensions' weight is per piece line, as the quote form takes it). */
function declaredPounds(piece: FreightPiece): number {
  return piece.dimensions.weight;
}

const round = (n: number): number => Math.round(n);

/**
 * The reweigh re-bill of a booking, or none: pieces declared under REWEIGH_BELOW_PCF are billed at
 * that density; the charge is the freight charge's share of the added weight.
 */
export function sandboxReweigh(
  pieces: readonly FreightPiece[],
  freightCents: number,
  issuedAt: string,
  pro: string,
): FreightRebill | undefined {
  let declared = 0;
  let found = 0;
  for (const piece of pieces) {
    const pounds = declaredPounds(piece);
    const cubic = pieceCubicFeet(piece) * Math.max(1, piece.quantity);
    declared += pounds;
    found += Math.max(pounds, cubic * REWEIGH_BELOW_PCF);
  }
  if (declared <= 0 || found <= declared * 1.05) return undefined;
  const amountCents = round(Math.min(MAX_REBILL_SHARE, found / declared - 1) * freightCents);
  if (amountCents <= 0) return undefined;
  return {
    rebillId: `RW-${pro.replace(/-/g, '')}`,
    reason: 'reweigh',
    description: `Reweighed at ${round(found).toLocaleString('en-US')} lb (declared ${round(declared).toLocaleString('en-US')} lb)`,
    amountCents,
    issuedAt,
  };
}
