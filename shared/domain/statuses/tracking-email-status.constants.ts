/** Tracking email statuses (orders §4): seven delivery states and three order-protection claim outcomes. */
export const TRACKING_EMAIL_STATUSES = [
  'awaiting_shipment',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'returned',
  'failed_to_deliver',
  'late_shipment',
  'reshipped',
  'denied',
  'refunded',
] as const;
export type TrackingEmailStatus = (typeof TRACKING_EMAIL_STATUSES)[number];

export const ORDER_PROTECTION_EMAIL_STATUSES = [
  'reshipped',
  'denied',
  'refunded',
] as const satisfies readonly TrackingEmailStatus[];
