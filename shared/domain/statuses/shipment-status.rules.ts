/** Shipment statuses and their groups (orders §4). */
export const SHIPMENT_STATUSES = [
  'pendingQuote',
  'quoted',
  'processing',
  'failure',
  'booked',
  'dispatched',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'return_to_sender',
  'pre_transit',
  'unknown',
  'available_for_pickup',
  'awaiting_shipment',
  'cancelled',
  'holding',
  'pending',
  'error',
  'archived',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** Shipped: the carrier has the parcel. */
export const SHIPPED_STATUSES = [
  'in_transit',
  'out_for_delivery',
  'delivered',
] as const satisfies readonly ShipmentStatus[];
/** Awaiting-type: a label exists but the carrier has not reported movement ("awaiting shipment" is awaiting_shipment). */
export const AWAITING_STATUSES = [
  'processing',
  'pre_transit',
  'unknown',
  'awaiting_shipment',
] as const satisfies readonly ShipmentStatus[];

export function isShipmentStatus(value: unknown): value is ShipmentStatus {
  return typeof value === 'string' && (SHIPMENT_STATUSES as readonly string[]).includes(value);
}

export function isShipped(status: string | null | undefined): boolean {
  return (SHIPPED_STATUSES as readonly string[]).includes(status ?? '');
}

export function isAwaiting(status: string | null | undefined): boolean {
  return (AWAITING_STATUSES as readonly string[]).includes(status ?? '');
}
