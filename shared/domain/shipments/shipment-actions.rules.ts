/**
 * Which actions a shipment allows (orders §4 "Action rules"). Inputs are structural so the
 * order form, the grid and the API pass their own shapes (Order / Shipment schemas fit).
 */
export const LOAD_TYPES_REQUIRING_QUOTE = ['Refrigerated', 'Frozen'] as const;

/** Marketplace store platforms (orders §1 "a marketplace kind"): amazon is the only one in accounts §1. */
export const MARKETPLACE_PLATFORMS = ['amazon'] as const;

const REBOOKABLE_STATUSES = ['processing', 'failure', 'booked'];
const QUOTE_STATUSES = ['pendingQuote', 'quoted'];

export interface ActionOrder {
  shipments?: readonly unknown[] | null;
  archived?: boolean | null;
  isCancelled?: boolean | null;
  warehouse?: unknown;
  loadType?: string | null;
  /** platformType of the store the order came from. */
  platformType?: string | null;
}

export interface ActionShipment {
  shipmentStatus?: string | null;
  billOfLading?: unknown;
  refund?: { refund_status?: string | null } | null;
  fulfillment?: unknown;
  preferredRate?: { service?: string | null; carrier?: string | null } | null;
  createdShipment?: { selected_rate?: unknown } | null;
}

/** Present: not null/undefined/false/'' and not an empty object or array (parsed schemas default to {}). */
function present(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

/** A rate exists when the preferred rate names a service (the schema defaults service to ''). */
function hasRate(rate: ActionShipment['preferredRate']): boolean {
  return typeof rate === 'object' && rate !== null && typeof rate.service === 'string' && rate.service.trim() !== '';
}

function needsQuote(loadType: string | null | undefined): boolean {
  const lt = (loadType ?? '').toLowerCase();
  return LOAD_TYPES_REQUIRING_QUOTE.some((t) => t.toLowerCase() === lt);
}

export function isMarketplaceOrder(order: Pick<ActionOrder, 'platformType'>): boolean {
  return (MARKETPLACE_PLATFORMS as readonly string[]).includes((order.platformType ?? '').toLowerCase());
}

/**
 * Rate purchase: the order has shipments, is neither archived nor cancelled, a rate and a
 * warehouse exist, the shipment has no billOfLading, refund or fulfillment; Refrigerated or
 * Frozen loads also need status quoted.
 */
export function canPurchase(order: ActionOrder, shipment: ActionShipment): boolean {
  if (!order.shipments || order.shipments.length === 0) return false;
  if (order.archived || order.isCancelled) return false;
  if (!hasRate(shipment.preferredRate) || !present(order.warehouse)) return false;
  if (present(shipment.billOfLading) || present(shipment.refund) || present(shipment.fulfillment)) return false;
  if (needsQuote(order.loadType) && shipment.shipmentStatus !== 'quoted') return false;
  return true;
}

/** Booking: a billOfLading exists with no refund and no fulfillment. */
export function canBook(shipment: ActionShipment): boolean {
  return present(shipment.billOfLading) && !present(shipment.refund) && !present(shipment.fulfillment);
}

/** Cancel/refund: a billOfLading exists and there is no refund or fulfillment. */
export function canCancelOrRefund(shipment: ActionShipment): boolean {
  return present(shipment.billOfLading) && !present(shipment.refund) && !present(shipment.fulfillment);
}

/** Rebooking: status processing, failure or booked, a selected rate, and no refund or a rejected one. */
export function canRebook(shipment: ActionShipment): boolean {
  if (!REBOOKABLE_STATUSES.includes(shipment.shipmentStatus ?? '')) return false;
  if (!present(shipment.createdShipment?.selected_rate)) return false;
  return !present(shipment.refund) || shipment.refund?.refund_status === 'rejected';
}

/** Editing: no billOfLading or fulfillment, status not pendingQuote/quoted, not a marketplace order. */
export function canEdit(order: ActionOrder, shipment: ActionShipment): boolean {
  if (present(shipment.billOfLading) || present(shipment.fulfillment)) return false;
  if (QUOTE_STATUSES.includes(shipment.shipmentStatus ?? '')) return false;
  return !isMarketplaceOrder(order);
}
