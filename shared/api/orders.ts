import * as z from 'zod';
import { MESSAGES, OUR_MESSAGES } from '#domain/validation/messages';
import { ORDER_COMMENT_MAX } from '#domain/orders/order.schema';
import { orderFiltersSchema, orderQuerySchema, savedFilterRequestSchema } from '#domain/orders/order-query.schema';
import type { OrderGridRow } from '#domain/orders/order-grid.rules';
import type { OrderRecord } from '#domain/orders/order-record';
import type { ActivityEvent } from '#domain/activity/activity.constants';
import { pathIdSchema } from './path-params';
import { idText, tagList } from './order-requests';

export * from './order-requests';

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
