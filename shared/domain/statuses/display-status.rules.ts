/**
 * Display statuses of the order grid (orders §4, accounts §4). Archived/Cancelled/Deleted labels are ours;
 * Reshipped, Refunded and Denied are the order-protection claim outcomes (orders §4).
 */
export const DISPLAY_STATUSES = [
  'Archived',
  'Cancelled',
  'Deleted',
  'On Hold',
  'New',
  'In Transit',
  'Out for delivery',
  'Delivered',
  'Returned',
  'Failed to Deliver',
  'Awaiting Shipment',
  'Reshipped',
  'Refunded',
  'Denied',
] as const;
export type DisplayStatus = (typeof DISPLAY_STATUSES)[number];

/** The mapping the spec gives for shipments that have a label. */
const WITH_LABEL: Readonly<Record<string, DisplayStatus>> = {
  pending: 'On Hold',
  in_transit: 'In Transit',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  return_to_sender: 'Returned',
  failure: 'Failed to Deliver',
  available_for_pickup: 'Failed to Deliver',
  unknown: 'Awaiting Shipment',
  pre_transit: 'Awaiting Shipment',
  processing: 'Awaiting Shipment',
  holding: 'New',
};

export interface DisplayStatusInput {
  status?: string | null;
  hasLabel: boolean;
  archived?: boolean | null;
  isCancelled?: boolean | null;
  isDeleted?: boolean | null;
  /** The merchant's decision on a shopper's order-protection claim, when there was one. */
  protectionOutcome?: 'reshipped' | 'refunded' | 'denied' | null;
}

const PROTECTION_DISPLAY: Readonly<Record<'reshipped' | 'refunded' | 'denied', DisplayStatus>> = {
  reshipped: 'Reshipped',
  refunded: 'Refunded',
  denied: 'Denied',
};

/**
 * Derived display status: archived, cancelled and deleted first (flag or status value);
 * then an order-protection outcome (the merchant's last word on the order, so it outranks the first
 * parcel's journey); no label → On Hold when pending, else New; with a label → the spec's mapping.
 * Labelled statuses the spec does not map fall to Awaiting Shipment (see docs/decisions.md).
 */
export function displayStatus(input: DisplayStatusInput): DisplayStatus {
  const status = input.status ?? '';
  if (input.archived || status === 'archived') return 'Archived';
  if (input.isCancelled || status === 'cancelled') return 'Cancelled';
  if (input.isDeleted) return 'Deleted';
  if (input.protectionOutcome && Object.hasOwn(PROTECTION_DISPLAY, input.protectionOutcome))
    return PROTECTION_DISPLAY[input.protectionOutcome];
  if (!input.hasLabel) return status === 'pending' ? 'On Hold' : 'New';
  // Own keys only: a status such as 'valueOf' must not reach Object.prototype.
  return Object.hasOwn(WITH_LABEL, status) ? WITH_LABEL[status] : 'Awaiting Shipment';
}

/** A shipment has a label once a tracking code exists on the label or the created shipment. */
export function shipmentHasLabel(s: {
  label?: { trackingCode?: string | null } | null;
  createdShipment?: { tracking_code?: string | null } | null;
}): boolean {
  return Boolean(s.label?.trackingCode || s.createdShipment?.tracking_code);
}
