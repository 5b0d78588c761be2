/**
 * The order editor's request bodies on their own: the public API's order routes bundle these and none of the
 * grid's query, saved-filter and bulk schemas (#api/orders re-exports them).
 */
import * as z from 'zod';
import { MESSAGES, OUR_MESSAGES } from '#domain/validation/messages';
import { orderSchema } from '#domain/orders/order.schema';
import { shipmentRequestSchema } from '#domain/shipments/shipment.schema';
import { LIST_MAX, checkUnitsPerOrder, list, orderSizeIssue } from '#domain/validation/bounded.schema';
import { SHIPMENT_DEFAULT_FIELDS, unsetFieldsOfShipments } from '#domain/settings/shipment-defaults.rules';
import { pathIdSchema } from './path-params';

/** Path parameters of /api/v1/orders/{orderId}/… */
export const orderParamsSchema = z.object({ orderId: pathIdSchema });

/** Ids of the caller's own warehouses and customers. */
export const idText = () => z.string().trim().max(64, MESSAGES.tooLong);
/** Tags (orders §3): ten at most, each of 1 to 60 characters. */
export const tagList = () =>
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
