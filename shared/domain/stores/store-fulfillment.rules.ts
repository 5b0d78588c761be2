import type { CarrierCode } from '../carriers/carrier-services.constants';
import { STORE_PLATFORMS, type StorePlatform } from '../constants/settings.constants';
import { actionErrorTitle } from '../errors/error-message.rules';
import { billOfLadingOf } from '../labels/label-purchase.rules';
import type { FulfillmentState, OrderRecord, OrderWarning } from '../orders/order-record';
import type { Shipment } from '../shipments/shipment.schema';
import { TEXT_MAX } from '../validation/bounded.schema';
import type { ShipmentFulfillment } from './store-fulfillment';

/** orders §8: the title of a failed push, the warning's message before the store's reason. */
export const FULFILLMENT_ERROR_TITLE = /* @__PURE__ */ actionErrorTitle('fulfill');
export const FULFILLED_ACTIVITY_MESSAGE = 'Shipment fulfilled';

export const NOT_A_STORE_ORDER =
  'This order did not come from a connected store: there is no store to send tracking to';
/** Shippo's orders are imported for merchants moving over; Shippo has no call that takes another shipper's tracking. */
export const SHIPPO_TAKES_NO_TRACKING =
  'Shippo does not take tracking from other shippers: this order’s tracking stays in Shipdeck';
/** Whether a label's tracking can go back to the platform (Shippo's orders are imported only). */
export const takesTracking = (platform: StorePlatform): boolean => platform !== 'shippo';
export const NO_LABEL_YET = 'This shipment has no label yet: buy a label first';
export const LABEL_REFUNDED = "This shipment's label is refunded: there is no tracking to send";
export const ALREADY_FULFILLED = 'This shipment is already fulfilled';
export const STORE_NOT_CONNECTED = 'The store is not connected: reconnect it on the Stores page and retry';

/**
 * accounts §3 auto-fulfil flags, one per platform. A platform with no entry fulfils automatically:
 * sending tracking back is what connecting a store is for, and the merchant who wants otherwise
 * turns the platform's flag off.
 */
export function autoFulfillEnabled(flags: Readonly<Record<string, boolean>>, platform: string): boolean {
  return flags[platform] ?? true;
}

export function isStorePlatform(value: unknown): value is StorePlatform {
  return typeof value === 'string' && (STORE_PLATFORMS as readonly string[]).includes(value);
}

/** The carrier as the stores know it: SurePost labels are UPS parcels to the store's tracking links. */
const STORE_CARRIER_NAMES: Readonly<Record<CarrierCode, string>> = {
  UPS: 'UPS',
  UPSSurePost: 'UPS',
  FedEx: 'FedEx',
  USPS: 'USPS',
};
export function storeCarrierName(carrier: string): string {
  return STORE_CARRIER_NAMES[carrier as CarrierCode] ?? carrier;
}

/** The fulfillment a shipment keeps, when it has one in the shape the worker records. */
export function fulfillmentOf(shipment: Pick<Shipment, 'fulfillment'>): ShipmentFulfillment | undefined {
  const f = shipment.fulfillment as Partial<ShipmentFulfillment> | null | undefined;
  return f && typeof f.fulfillmentId === 'string' && typeof f.trackingCode === 'string'
    ? (f as ShipmentFulfillment)
    : undefined;
}

function isRefunded(shipment: Pick<Shipment, 'refund'>): boolean {
  const status = shipment.refund?.refund_status;
  return status === 'submitted' || status === 'refunded';
}

/** Why this shipment's tracking cannot go to the store now; undefined when it can. */
export function fulfillmentBlocker(
  order: Pick<OrderRecord, 'storeOrder'>,
  shipment: Pick<Shipment, 'billOfLading' | 'refund' | 'fulfillment'>,
): string | undefined {
  if (!order.storeOrder || !isStorePlatform(order.storeOrder.platform)) return NOT_A_STORE_ORDER;
  if (!takesTracking(order.storeOrder.platform)) return SHIPPO_TAKES_NO_TRACKING;
  if (fulfillmentOf(shipment)) return ALREADY_FULFILLED;
  if (!billOfLadingOf(shipment)) return NO_LABEL_YET;
  if (isRefunded(shipment)) return LABEL_REFUNDED;
  return undefined;
}

/** The shipments a "send tracking to store" would push: labelled, not refunded, not fulfilled yet. */
export function fulfillableShipmentIds(order: Pick<OrderRecord, 'storeOrder' | 'shipments'>): string[] {
  return order.shipments
    .filter((s) => !fulfillmentBlocker(order, s))
    .flatMap((s) => (typeof s.id === 'string' ? [s.id] : []));
}

const isFulfillmentWarningOf = (shipmentId: string) => (w: OrderWarning) =>
  w.type === 'fulfillment' && (w.shipmentId === shipmentId || w.shipmentId === undefined);

/**
 * The order's fulfillment state (orders §4 fulfillment filter) from its shipments: fulfilled when
 * every shipment still carrying a label was pushed (refunded ones count for nothing), error while a
 * fulfillment warning stands, otherwise what it was (unFulfilled, or refunded).
 */
export function fulfillmentStateOf(order: Pick<OrderRecord, 'shipments' | 'warnings' | 'fulfillmentState'>) {
  const live = order.shipments.filter((s) => !isRefunded(s));
  if (live.length > 0 && live.every((s) => fulfillmentOf(s))) return 'fulfilled' satisfies FulfillmentState;
  if (order.warnings.some((w) => w.type === 'fulfillment')) return 'error' satisfies FulfillmentState;
  return order.fulfillmentState === 'fulfilled' || order.fulfillmentState === 'error'
    ? ('unFulfilled' satisfies FulfillmentState)
    : order.fulfillmentState;
}

function withState(order: OrderRecord): OrderRecord {
  return { ...order, fulfillmentState: fulfillmentStateOf(order) };
}

/** The order once the store recorded the shipment's fulfillment; undefined when nothing changes (recorded before). */
export function orderWithFulfillment(
  order: OrderRecord,
  shipmentId: string,
  fulfillment: ShipmentFulfillment,
): OrderRecord | undefined {
  const shipment = order.shipments.find((s) => s.id === shipmentId);
  if (!shipment || fulfillmentOf(shipment)) return undefined;
  return withState({
    ...order,
    shipments: order.shipments.map((s) => (s.id === shipmentId ? { ...s, fulfillment } : s)),
    warnings: order.warnings.filter((w) => !isFulfillmentWarningOf(shipmentId)(w)),
  });
}

export function fulfillmentWarningMessage(reason: string): string {
  const text = reason.trim() ? `${FULFILLMENT_ERROR_TITLE}: ${reason.trim()}` : FULFILLMENT_ERROR_TITLE;
  return text.slice(0, TEXT_MAX.note);
}

/** The order once a push failed for good: one fulfillment warning for the shipment, state error. */
export function orderWithFulfillmentError(
  order: OrderRecord,
  shipmentId: string,
  reason: string,
): OrderRecord | undefined {
  const shipment = order.shipments.find((s) => s.id === shipmentId);
  if (!shipment || fulfillmentOf(shipment)) return undefined;
  const warning: OrderWarning = { type: 'fulfillment', message: fulfillmentWarningMessage(reason), shipmentId };
  return withState({
    ...order,
    warnings: [...order.warnings.filter((w) => !isFulfillmentWarningOf(shipmentId)(w)), warning],
  });
}
