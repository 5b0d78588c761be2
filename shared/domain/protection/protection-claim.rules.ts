import { CLAIM_REASON_BY_TYPE, CLAIM_TYPES, type ClaimType } from '../claims/claim-record';
import type { ClaimHistoryEntry } from '../claims/claim-lifecycle.rules';
import { isOpenClaimStatus } from '../claims/claim-lifecycle.rules';
import type { CLAIM_REASONS } from '../constants/settings.constants';
import type { OrderRecord } from '../orders/order-record';
import type { Shipment } from '../shipments/shipment.schema';
import type { ClaimStatus } from '../statuses/claim-status.rules';
import type { ORDER_PROTECTION_EMAIL_STATUSES } from '../statuses/tracking-email-status.constants';

/**
 * Order protection for shoppers (accounts §2 protection-claim, orders §3 hasShipfareProtection,
 * orders §4 the three order-protection outcomes): who may file, and how the merchant's decision
 * moves the claim and shows on the order.
 */

/**
 * Every refusal a shopper can meet before proving the order is theirs is one 404 (`Protected order not found`),
 * so nothing is learned from it; the page says it in this one sentence.
 */
export const PROTECTION_CLAIM_NOT_FOUND = 'Protected order';
export const PROTECTION_CLAIM_MISS =
  'We could not find a protected order with that email and order number. Check both and try again.';
/** Said only after the email and order number matched. */
export const PROTECTION_CLAIM_ALREADY_FILED =
  'A claim for this order is already being reviewed. The store will email you when it is decided.';

export const PROTECTION_RESOLUTIONS = ['reship', 'refund', 'deny'] as const;
export type ProtectionResolution = (typeof PROTECTION_RESOLUTIONS)[number];

export type ProtectionOutcome = (typeof ORDER_PROTECTION_EMAIL_STATUSES)[number];

/** The order's display outcome (orders §4 reshipped, refunded, denied) and the shopper's email of each. */
export const PROTECTION_OUTCOME_OF: Readonly<Record<ProtectionResolution, ProtectionOutcome>> = {
  reship: 'reshipped',
  refund: 'refunded',
  deny: 'denied',
};

/**
 * Where the merchant's decision moves the claim: a denial is `denied`; a reship or refund is settled by
 * the merchant outside Shipdeck's wallet, so the claim is `closed` with that resolution (never `paid`,
 * which credits the merchant's wallet for an insurer's payout).
 */
export const PROTECTION_STATUS_OF: Readonly<Record<ProtectionResolution, ClaimStatus>> = {
  reship: 'closed',
  refund: 'closed',
  deny: 'denied',
};

/** The merchant's three choices as the claim's page offers them, and what each does. */
export const PROTECTION_RESOLUTION_CHOICES: Readonly<
  Record<ProtectionResolution, { button: string; explanation: string }>
> = {
  reship: {
    button: 'Reship',
    explanation:
      'A new shipment with the same items is added to the order, ready to rate and buy a label. The order shows Reshipped and the shopper is emailed.',
  },
  refund: {
    button: 'Refund',
    explanation:
      'Refund the shopper in your store; the order shows Refunded and the shopper is emailed. Shipdeck does not move any money for this.',
  },
  deny: {
    button: 'Deny',
    explanation: 'The claim is denied. The order shows Denied and the shopper is emailed.',
  },
};

/** The toast after each decision. */
export const PROTECTION_RESOLUTION_TOASTS: Readonly<Record<ProtectionResolution, string>> = {
  reship: 'Claim resolved: a replacement shipment was added to the order.',
  refund: 'Claim resolved as refunded.',
  deny: 'Claim denied.',
};

export const PROTECTION_RESOLVE_MESSAGES = {
  notProtection: 'Only order protection claims are resolved here.',
  notOpen: 'This claim was already decided.',
  decidedOtherwise: (resolution: string) => `This claim was already resolved as ${resolution}.`,
  noShipment: 'The order has no shipment to reship.',
} as const;

const TYPE_OF_REASON = Object.fromEntries(CLAIM_TYPES.map((t) => [CLAIM_REASON_BY_TYPE[t], t])) as Record<
  (typeof CLAIM_REASONS)[number],
  ClaimType
>;

/** The claim type a shopper's reason files (accounts §9 claim reasons). */
export function claimTypeOfReason(reason: (typeof CLAIM_REASONS)[number]): ClaimType {
  return TYPE_OF_REASON[reason];
}

/** Orders a shopper may file on: protection bought with the order, and the order still there. */
export function acceptsProtectionClaim(order: Pick<OrderRecord, 'hasShipfareProtection' | 'isDeleted'>): boolean {
  return order.hasShipfareProtection === true && !order.isDeleted;
}

/**
 * The merchant's decision as a move of the claim: refused (a message) unless it is a protection claim
 * still open; the history line names the merchant user who decided.
 */
export function protectionResolutionMove(input: {
  sourceKind: string;
  status: ClaimStatus;
  resolution: ProtectionResolution;
  userId: string;
  at: string;
}): { ok: true; to: ClaimStatus; entry: ClaimHistoryEntry } | { ok: false; message: string } {
  if (input.sourceKind !== 'protection') return { ok: false, message: PROTECTION_RESOLVE_MESSAGES.notProtection };
  if (!isOpenClaimStatus(input.status)) return { ok: false, message: PROTECTION_RESOLVE_MESSAGES.notOpen };
  const to = PROTECTION_STATUS_OF[input.resolution];
  return {
    ok: true,
    to,
    entry: {
      at: input.at,
      from: input.status,
      to,
      actor: { kind: 'merchant', id: input.userId },
      note: `Order protection: ${input.resolution}`,
    },
  };
}

/** The shipment a reship copies: the one the claim names, else the order's first. */
export function shipmentToReship(order: Pick<OrderRecord, 'shipments'>, shipmentId?: string): Shipment | undefined {
  return (shipmentId && order.shipments.find((s) => s.id === shipmentId)) || order.shipments[0];
}

/**
 * The replacement shipment's id, derived from the claim: a claim reships at most once, and a retried
 * decision finds the replacement it already made by this id.
 */
export function replacementShipmentIdOf(claimId: string): string {
  return `reship-${claimId}`;
}

/**
 * The replacement: a new open shipment with the same lines, box and options, and nothing of the first
 * one's purchase (no rate, label, tracking, refund or fulfilment), ready to be rated and bought.
 */
export function replacementShipment(original: Shipment, id: string): Shipment {
  return {
    ...original,
    id,
    shipmentStatus: undefined,
    label: null,
    createdShipment: null,
    billOfLading: undefined,
    refund: null,
    fulfillment: undefined,
    allRates: undefined,
    tracking: undefined,
  };
}

/** The order after the merchant's decision: its outcome shown (orders §4) and, for a reship, the replacement added. */
export function resolvedOrder(
  order: OrderRecord,
  resolution: ProtectionResolution,
  replacement: Shipment | undefined,
): OrderRecord {
  return {
    ...order,
    protectionOutcome: PROTECTION_OUTCOME_OF[resolution],
    ...(resolution === 'reship' && replacement ? { shipments: [...order.shipments, replacement] } : {}),
  };
}

/** A shopper's photos (accounts §3 document type Photograph): images only, a handful per claim. */
export const PROTECTION_PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/heic', 'image/webp'] as const;
export type ProtectionPhotoContentType = (typeof PROTECTION_PHOTO_CONTENT_TYPES)[number];
export const PROTECTION_PHOTOS_MAX = 5;

export const PROTECTION_PHOTO_MESSAGES = {
  contentType: 'Upload a JPEG, PNG, HEIC or WEBP photo.',
  tooMany: `A claim takes at most ${PROTECTION_PHOTOS_MAX} photos.`,
  closed: 'This claim was already decided: photos can no longer be added.',
} as const;
