import * as z from 'zod';
import { LIST_MAX } from '#domain/validation/bounded.schema';
import { OUR_MESSAGES } from '#domain/validation/messages';
import { pathIdSchema } from './path-params';

/**
 * POST /api/v1/orders/{orderId}/fulfillments: send the labels' tracking to the order's store
 * (orders §4 "shipment fulfilled"), or retry a failed send. Without `shipmentIds`, every labelled
 * shipment not fulfilled yet.
 */
export const fulfillmentRequestSchema = z.object({
  shipmentIds: z
    .array(pathIdSchema)
    .min(1)
    .max(LIST_MAX.shipmentsPerOrder, OUR_MESSAGES.atMost(LIST_MAX.shipmentsPerOrder))
    .optional(),
});
export type FulfillmentRequest = z.output<typeof fulfillmentRequestSchema>;

export interface FulfillmentRequestResponse {
  orderId: string;
  /** The shipments whose push was queued; the order shows the outcome (fulfilled, or the fulfillment warning). */
  queued: string[];
}
