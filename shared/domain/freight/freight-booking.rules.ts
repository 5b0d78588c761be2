import type { WalletInvoice } from '../billing/wallet.rules';
import { stableDigits, stableHashHex } from '../carriers/stable-hash.rules';
import { formatCents, type Cents } from '../money/cents.rules';
import type { FreightBookingRecord, FreightCharge, FreightRebill } from './freight-booking.models';
import type { LtlQuote } from './freight.models';

/**
 * The rules of booking an LTL quote: which booking a request names, what it charges (the freight
 * as a shipment purchase, each accessorial and each later re-bill as a freight_accessorial
 * invoice, accounts §4), when a quote must be quoted again, and the carriers' PRO number styles.
 */

/**
 * The port that books and tracks an offer among carriers that each quote for themselves: the one
 * whose name is the offer's carrier; none when no such carrier is wired (the offer cannot be booked here).
 */
export function freightCarrierNamed<P extends { readonly name: string }>(
  ports: readonly P[],
  offer: Pick<LtlQuote, 'carrierName'>,
): P | undefined {
  return ports.find((p) => p.name === offer.carrierName);
}

/** Ids reach keys and S3 paths: letters, digits, dash and underscore only. */
export const BOOKING_ID_PATTERN = /^[A-Za-z0-9_-]{1,80}$/;

/** A booking id is read back through a path parameter (at most 64 characters). */
const BOOKING_ID_MAX = 64;

/**
 * The booking of one offer of one stored quote. A carrier may answer two requests for the same
 * pickup with the same quote id, so the offer's id alone would book the second quote as the first;
 * an offer id too long to fit beside the stored quote's is shortened to its stable hash.
 */
export function bookingIdOf(quoteId: string, carrierQuoteId: string): string {
  const id = `${quoteId}_${carrierQuoteId}`;
  return id.length <= BOOKING_ID_MAX ? id : `${quoteId}_${stableHashHex(carrierQuoteId).slice(0, 16)}`;
}

/** The wallet hold of a booking: set aside before the carrier is asked, spent by the charges' commits. */
export const bookingHoldKey = (bookingId: string): string => `freight#${bookingId}`;

/** The freight charge: everything the offer totals but its itemized accessorials, so the charges add up to the total shown. */
export function freightChargeCents(offer: Pick<LtlQuote, 'totalCents' | 'accessorialLines'>): Cents {
  return offer.totalCents - offer.accessorialLines.reduce((sum, a) => sum + a.cents, 0);
}

/** The booking's charges at booking time, in posting order: the freight first, then each accessorial. */
export function bookingCharges(booking: Pick<FreightBookingRecord, 'bookingId' | 'offer'>): FreightCharge[] {
  const { bookingId, offer } = booking;
  return [
    {
      entryId: `freight#${bookingId}`,
      kind: 'freight',
      description: `Freight ${offer.carrierName} (${offer.scac})`,
      amountCents: freightChargeCents(offer),
    },
    ...offer.accessorialLines
      .filter((a) => a.cents > 0)
      .map((a): FreightCharge => ({
        entryId: `freight-accessorial#${bookingId}#${a.code}`,
        kind: 'accessorial',
        description: `Freight accessorial ${a.code} ${a.name} (${offer.scac})`,
        amountCents: a.cents,
      })),
  ];
}

/** A re-bill's charge: its own entry id, so a re-bill seen twice is posted once. */
export function rebillCharge(
  booking: Pick<FreightBookingRecord, 'bookingId' | 'offer'>,
  rebill: FreightRebill,
): FreightCharge {
  const reason = rebill.reason === 'reweigh' ? 'Reweigh' : 'Reclassification';
  return {
    entryId: `freight-rebill#${booking.bookingId}#${rebill.rebillId}`,
    kind: 'rebill',
    description: `Freight re-bill: ${reason} (${booking.offer.scac}): ${rebill.description}`,
    amountCents: rebill.amountCents,
  };
}

/** What the wallet holds before booking: every charge of the booking. */
export function bookingTotalCents(booking: Pick<FreightBookingRecord, 'bookingId' | 'offer'>): Cents {
  return bookingCharges(booking).reduce((sum, c) => sum + c.amountCents, 0);
}

/** The charges not posted yet, in posting order. */
export function unpostedCharges(booking: FreightBookingRecord): FreightCharge[] {
  const posted = new Set(booking.postedCharges);
  return [...bookingCharges(booking), ...booking.rebills.map((r) => rebillCharge(booking, r))].filter(
    (c) => !posted.has(c.entryId),
  );
}

/** The invoice a charge writes: the freight is a shipment purchase, the rest freight accessorials (accounts §4). */
export function freightInvoiceOf(charge: FreightCharge): WalletInvoice & { isVndrRate: boolean } {
  return {
    type: charge.kind === 'freight' ? 'shipment_purchase' : 'freight_accessorial',
    amount: charge.amountCents,
    tierFee: 0,
    insurancePremium: 0,
    isVndrRate: true,
  };
}

/** The 402 of a booking the wallet cannot pay for, naming the shortfall (as a label purchase's does). */
export function freightInsufficientFundsMessage(neededCents: Cents, availableNowCents: Cents): string {
  const short = Math.max(0, neededCents - availableNowCents);
  return (
    `Insufficient funds: this freight shipment costs ${formatCents(neededCents)} and ` +
    `${formatCents(Math.max(0, availableNowCents))} is available. Add at least ${formatCents(short)} to your balance in Billing.`
  );
}

/** A quote past its expiry is quoted again before booking: carriers refuse to honour an expired quote id. */
export function isOfferStale(offer: Pick<LtlQuote, 'expiresAt'>, now: Date): boolean {
  const expires = Date.parse(offer.expiresAt);
  return Number.isNaN(expires) || expires <= now.getTime();
}

export type RequoteOutcome =
  | { kind: 'same_price'; offer: LtlQuote }
  | { kind: 'price_changed'; offer: LtlQuote; previousTotalCents: Cents }
  | { kind: 'unavailable' };

/**
 * A stale offer quoted again: the same carrier (SCAC) at the price the merchant accepted books at
 * once; another price is shown first and booked only when the merchant accepts it.
 */
export function requoteOutcome(
  accepted: Pick<LtlQuote, 'scac' | 'totalCents'>,
  acceptedTotalCents: Cents,
  fresh: readonly LtlQuote[],
): RequoteOutcome {
  const same = fresh.find((o) => o.scac === accepted.scac);
  if (!same) return { kind: 'unavailable' };
  if (same.totalCents === acceptedTotalCents) return { kind: 'same_price', offer: same };
  return { kind: 'price_changed', offer: same, previousTotalCents: accepted.totalCents };
}

export const freightRequoteUnavailableMessage = (carrierName: string): string =>
  `The quote expired and ${carrierName} no longer quotes this shipment. Get new quotes and book again.`;

/**
 * How each carrier prints its PRO numbers: digits, where the dashes go, and whether the last digit
 * is a mod-7 check digit (the common LTL scheme). The style, not a carrier's real number range.
 */
interface ProStyle {
  digits: number;
  groups: readonly number[];
  checkDigit: boolean;
}
const PRO_STYLES: Readonly<Record<string, ProStyle>> = {
  ODFL: { digits: 11, groups: [11], checkDigit: true },
  FXFE: { digits: 10, groups: [10], checkDigit: false },
  EXLA: { digits: 10, groups: [3, 7], checkDigit: false },
  SAIA: { digits: 11, groups: [11], checkDigit: true },
  ABFS: { digits: 9, groups: [9], checkDigit: true },
  RLCA: { digits: 9, groups: [9], checkDigit: true },
  XPOL: { digits: 9, groups: [3, 6], checkDigit: true },
  CNWY: { digits: 9, groups: [3, 6], checkDigit: true },
  SEFL: { digits: 9, groups: [9], checkDigit: false },
  AACT: { digits: 10, groups: [10], checkDigit: true },
};
const DEFAULT_PRO_STYLE: ProStyle = { digits: 10, groups: [10], checkDigit: true };

/** The mod-7 check digit of an LTL PRO's base digits. */
export function proCheckDigit(base: string): number {
  let rest = 0;
  for (const ch of base) rest = (rest * 10 + Number(ch)) % 7;
  return rest;
}

/** A PRO number in the carrier's style, derived from `seed` (the booking's idempotency key): same seed, same PRO. */
export function proNumberFor(scac: string, seed: string): string {
  const style = PRO_STYLES[scac.toUpperCase()] ?? DEFAULT_PRO_STYLE;
  const digits = stableDigits(`pro#${scac}#${seed}`, style.digits);
  // A leading zero reads as a shortened number on many carriers' screens.
  const baseLength = style.checkDigit ? style.digits - 1 : style.digits;
  let base = digits.slice(0, baseLength);
  if (base.startsWith('0')) base = `1${base.slice(1)}`;
  const full = style.checkDigit ? `${base}${proCheckDigit(base)}` : base;
  const parts: string[] = [];
  let at = 0;
  for (const size of style.groups) {
    parts.push(full.slice(at, at + size));
    at += size;
  }
  return parts.join('-');
}

/** Whether `pro` is well formed for the carrier's style (its check digit included). */
export function isProNumberOf(scac: string, pro: string): boolean {
  const style = PRO_STYLES[scac.toUpperCase()] ?? DEFAULT_PRO_STYLE;
  const grouped = style.groups.map((g) => `\\d{${g}}`).join('-');
  if (!new RegExp(`^${grouped}$`).test(pro)) return false;
  if (!style.checkDigit) return true;
  const digits = pro.replace(/-/g, '');
  return proCheckDigit(digits.slice(0, -1)) === Number(digits.slice(-1));
}

/** The pickup confirmation a carrier's dispatch answers with: `PU` and digits. */
export function pickupConfirmationFor(scac: string, seed: string): string {
  return `PU${stableDigits(`pickup#${scac}#${seed}`, 8)}`;
}
