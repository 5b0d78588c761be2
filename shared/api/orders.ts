import * as z from 'zod';
import { MESSAGES, OUR_MESSAGES } from '#domain/validation/messages';
import { ORDER_COMMENT_MAX, orderSchema } from '#domain/orders/order.schema';
import { shipmentRequestSchema } from '#domain/shipments/shipment.schema';
import { LIST_MAX, checkUnitsPerOrder, list, orderSizeIssue } from '#domain/validation/bounded.schema';
import { orderFiltersSchema, orderQuerySchema, savedFilterRequestSchema } from '#domain/orders/order-query.schema';
import type { OrderGridRow } from '#domain/orders/order-grid.rules';
import type { OrderRecord } from '#domain/orders/order-record';
import type { ActivityEvent } from '#domain/activity/activity.constants';
import { SHIPMENT_DEFAULT_FIELDS, unsetFieldsOfShipments } from '#domain/settings/shipment-defaults.rules';
import { pathIdSchema } from './path-params';

/** Path parameters of /api/v1/orders/{orderId}/… */
export const orderParamsSchema = z.object({ orderId: pathIdSchema });

/** Ids of the caller's own warehouses and customers. */
const idText = () => z.string().trim().max(64, MESSAGES.tooLong);
/** Tags (orders §3): ten at most, each of 1 to 60 characters. */
const tagList = () =>
  z.array(z.string().trim().min(1, MESSAGES.required).max(60, MESSAGES.tooLong)).max(10, OUR_MESSAGES.atMost(10));

/**
 * POST /api/v1/orders and PUT /api/v1/orders/{orderId}: the editor's order (orders §3 fields).
 * The warehouse is named by id and resolved inside the caller's account; edits carry the
 * version they were loaded at so a concurrent change is refused rather than overwritten.
 * What the server owns is not part of it (dropped like any unknown key): the order's id,
 * lifecycle flags, print and delivery state, and each shipment's purchase state
 * (shipmentRequestSchema). An order holds at most 10,000 units and fits one item (bounded.schema).
 */
export const orderRequestSchema = orderSchema
  .omit({
    id: true,
    warehouse: true,
    archived: true,
    isCancelled: true,
    printed: true,
    deliveryDate: true,
    shipments: true,
  })
  .extend({
    shipments: list(shipmentRequestSchema, LIST_MAX.shipmentsPerOrder).default([]),
    warehouseId: idText().optional(),
    orderDate: z.iso.datetime({ offset: true, error: MESSAGES.invalid }).optional(),
    customerId: idText().nullish(),
    tags: tagList().default([]),
    version: z.number({ error: MESSAGES.invalid }).int(MESSAGES.invalid).positive(MESSAGES.invalid).optional(),
  })
  .superRefine((order, ctx) => {
    checkUnitsPerOrder(ctx, order.shipments);
    // The order's other fields are capped one by one; its shipments are what can grow past an item.
    const tooLarge = orderSizeIssue(order.shipments);
    if (tooLarge) ctx.addIssue({ code: 'custom', path: ['shipments'], message: tooLarge });
  });
export type OrderRequest = z.input<typeof orderRequestSchema>;
export type OrderRequestValues = z.output<typeof orderRequestSchema>;

/**
 * POST /api/v1/orders body: the editor's order, plus what each shipment as sent left unset.
 * That is read before the schema fills its own defaults (afterwards an absent dryIceActive and
 * an explicit `false` look alike), so the account's defaults never override a value that was set.
 * A client cannot send `unsetDefaults`: it is always recomputed from the body.
 */
export const createOrderRequestSchema = z.preprocess(
  (raw) =>
    raw && typeof raw === 'object' && !Array.isArray(raw)
      ? { ...raw, unsetDefaults: unsetFieldsOfShipments((raw as { shipments?: unknown }).shipments) }
      : raw,
  orderRequestSchema.extend({ unsetDefaults: z.array(z.array(z.enum(SHIPMENT_DEFAULT_FIELDS))).default([]) }),
);

export interface OrderDetail {
  order: OrderRecord;
  row: OrderGridRow;
}

/** POST /api/v1/orders/query */
export const orderQueryRequestSchema = orderQuerySchema;
export interface OrderQueryResponse {
  items: OrderGridRow[];
  cursor?: string;
}

/** Saved filters: GET/POST /api/v1/orders/saved-filters, DELETE /api/v1/orders/saved-filters/{filterId} */
export { savedFilterRequestSchema, orderFiltersSchema };
export const savedFilterParamsSchema = z.object({ filterId: pathIdSchema });
export interface SavedFilter {
  filterId: string;
  name: string;
  filters: z.output<typeof orderFiltersSchema>;
  createdBy: string;
  createdAt: string;
}

export const BULK_ORDER_ACTIONS = [
  'archive',
  'unarchive',
  'cancel',
  'delete',
  'restore',
  'duplicate',
  'addTags',
  'removeTags',
  'setBatch',
  'removeFromBatch',
  'edit',
] as const;
export type BulkOrderAction = (typeof BULK_ORDER_ACTIONS)[number];

/** Fields a bulk edit may set (orders §5: at least one field). */
export const bulkEditFieldsSchema = z
  .object({
    warehouseId: idText().min(1, MESSAGES.required),
    shipmentType: z.enum(['Parcel', 'LocalCourier']),
    comment: z.string().max(ORDER_COMMENT_MAX, MESSAGES.tooLong),
    saturdayDelivery: z.boolean(),
    deliveryConfirmation: z.boolean(),
    carbonNeutral: z.boolean(),
    holdDate: z.string().max(40, MESSAGES.tooLong),
  })
  .partial();

/** orders §5 "Bulk edit needs at least one field" (wording ours). */
export const BULK_EDIT_NEEDS_A_FIELD = OUR_MESSAGES.atLeastOne('field');

export const bulkOrderRequestSchema = z
  .object({
    orderIds: z
      .array(z.string().min(1, MESSAGES.required).max(64, MESSAGES.tooLong))
      .min(1, 'Select at least one order')
      .max(500, OUR_MESSAGES.atMost(500)),
    action: z.enum(BULK_ORDER_ACTIONS),
    tags: tagList().optional(),
    batchNumber: z.string().trim().min(1, MESSAGES.required).max(60, MESSAGES.tooLong).optional(),
    fields: bulkEditFieldsSchema.optional(),
  })
  .superRefine((req, ctx) => {
    if ((req.action === 'addTags' || req.action === 'removeTags') && !req.tags?.length) {
      ctx.addIssue({ code: 'custom', path: ['tags'], message: MESSAGES.required });
    }
    if (req.action === 'setBatch' && !req.batchNumber)
      ctx.addIssue({ code: 'custom', path: ['batchNumber'], message: MESSAGES.required });
    if (req.action === 'edit' && Object.values(req.fields ?? {}).every((v) => v === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['fields'], message: BULK_EDIT_NEEDS_A_FIELD });
    }
  });
export type BulkOrderRequest = z.input<typeof bulkOrderRequestSchema>;

export interface BulkOrderResult {
  orderId: string;
  ok: boolean;
  error?: string;
  /** For duplicate: the new order's id. */
  newOrderId?: string;
}

export interface OrderActivityResponse {
  items: ActivityEvent[];
}
