import type { Shipment } from '../shipments/shipment.schema';
import { canEdit } from '../shipments/shipment-actions.rules';
import { computeShipmentWeights, type WeightContext } from '../units/weight.rules';
import type { Order } from './order.schema';
import type { OrderRecord, OrderSource } from './order-record';
import { MANUAL_STORE_ID } from './order-record';

/** What the editor or an import supplies; the rest of the record is derived or kept. */
export type OrderContent = Omit<Order, 'id' | 'warehouse' | 'archived' | 'isCancelled' | 'printed'> & {
  orderDate?: string;
  customerId?: string | null;
};

export interface BuildContext {
  id: string;
  now: Date;
  newShipmentId: () => string;
  warehouse: Order['warehouse'];
  source?: OrderSource;
  storeId?: string;
  weights?: WeightContext;
}

/** Tags are kept once each (case-insensitively), in the order first given. */
export function normaliseTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags.map((t) => t.trim()).filter((t) => t && !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
}

function withComputedWeights(shipment: Shipment, id: string, ctx: WeightContext | undefined): Shipment {
  return {
    ...shipment,
    id: shipment.id || id,
    weights: { ...shipment.weights, ...computeShipmentWeights(shipment, ctx) },
  };
}

/** A new order record from content (manual entry, import or webhook). */
export function buildNewOrder(content: OrderContent, ctx: BuildContext): OrderRecord {
  const { orderDate, customerId, ...rest } = content;
  return {
    ...rest,
    id: ctx.id,
    storeId: ctx.storeId ?? MANUAL_STORE_ID,
    source: ctx.source ?? 'manual',
    orderDate: orderDate ? new Date(orderDate).toISOString() : ctx.now.toISOString(),
    customerId: customerId ?? null,
    warehouse: ctx.warehouse,
    archived: false,
    isCancelled: false,
    isDeleted: false,
    tags: normaliseTags(content.tags),
    // Shipment ids are the server's: whatever id a new order's shipment came with is replaced.
    shipments: content.shipments.map((s) =>
      withComputedWeights({ ...s, id: undefined }, ctx.newShipmentId(), ctx.weights),
    ),
    printState: { labelPrinted: false, packingSlipPrinted: false, printDate: null },
    fulfillmentState: 'unFulfilled',
    warnings: [],
  };
}

/** The edited record: content replaced, lifecycle state (flags, print, fulfilment, labels) kept. */
export function applyOrderEdit(
  existing: OrderRecord,
  content: OrderContent,
  ctx: Omit<BuildContext, 'id' | 'source' | 'storeId'>,
): OrderRecord {
  const { orderDate, customerId, ...rest } = content;
  const byId = new Map(existing.shipments.map((s) => [s.id, s]));
  const claimed = new Set<string>();
  return {
    ...existing,
    ...rest,
    orderDate: orderDate ? new Date(orderDate).toISOString() : existing.orderDate,
    customerId: customerId === undefined ? existing.customerId : customerId,
    warehouse: ctx.warehouse,
    tags: normaliseTags(content.tags),
    shipments: content.shipments.map((s) => {
      // An id names one of the order's shipments once; any other id is replaced by a new one.
      const before = s.id && !claimed.has(s.id) ? byId.get(s.id) : undefined;
      if (before?.id) claimed.add(before.id);
      // Purchase state is the server's: an edit never forges or drops a label.
      const {
        shipmentStatus: _s,
        label: _l,
        createdShipment: _c,
        billOfLading: _b,
        refund: _r,
        fulfillment: _f,
        allRates: _a,
        tracking: _t,
        ...sent
      } = s;
      const kept = before
        ? {
            shipmentStatus: before.shipmentStatus,
            label: before.label,
            createdShipment: before.createdShipment,
            billOfLading: before.billOfLading,
            refund: before.refund,
            fulfillment: before.fulfillment,
            allRates: before.allRates,
            tracking: before.tracking,
          }
        : {};
      return withComputedWeights({ ...sent, id: before?.id, ...kept }, ctx.newShipmentId(), ctx.weights);
    }),
  };
}

/** orders §4 edit rule, for the whole order: every shipment must be editable. */
export function isOrderEditable(order: OrderRecord): boolean {
  const actionOrder = { ...order, platformType: order.source };
  return order.shipments.length === 0 || order.shipments.every((s) => canEdit(actionOrder, s));
}

/** A copy for "duplicate": a new id and number, no labels, nothing printed or fulfilled. */
export function duplicateOrder(
  order: OrderRecord,
  ctx: { id: string; now: Date; orderNumber: string; newShipmentId: () => string },
): OrderRecord {
  return {
    ...order,
    id: ctx.id,
    orderNumber: ctx.orderNumber,
    orderDate: ctx.now.toISOString(),
    archived: false,
    isCancelled: false,
    isDeleted: false,
    version: undefined,
    createdAt: undefined,
    updatedAt: undefined,
    printState: { labelPrinted: false, packingSlipPrinted: false, printDate: null },
    fulfillmentState: 'unFulfilled',
    warnings: [],
    shipments: order.shipments.map((s) => ({
      ...s,
      id: ctx.newShipmentId(),
      shipmentStatus: undefined,
      label: null,
      createdShipment: null,
      billOfLading: undefined,
      refund: null,
      fulfillment: undefined,
      allRates: undefined,
      tracking: undefined,
    })),
  };
}

/** Candidates for a duplicate's number: "<number>-copy", then "<number>-copy-2", … */
export function duplicateOrderNumberCandidate(orderNumber: string, attempt: number): string {
  return attempt <= 1 ? `${orderNumber}-copy` : `${orderNumber}-copy-${attempt}`;
}
