import type { FulfillmentRequest, FulfillmentRequestResponse } from '#api/fulfillments';
import type { FulfillmentMessage, FulfillmentOrders, FulfillmentQueue } from '#domain/stores/store-fulfillment';
import { NOT_A_STORE_ORDER, fulfillableShipmentIds, fulfillmentBlocker } from '#domain/stores/store-fulfillment.rules';
import { NotFoundError, ServiceUnavailableError, ValidationError } from '#lib/errors';
import type { Caller } from '#lib/http/caller';

export interface RequestFulfillmentsDeps {
  orders: Pick<FulfillmentOrders, 'get'>;
  queue: FulfillmentQueue;
}

export const NOTHING_TO_FULFILL = 'Every labelled shipment of this order is already fulfilled, or none has a label yet';

/**
 * "Send tracking to store" and "Retry fulfillment" (orders §4): queues the push of the named
 * shipments, or of every labelled shipment not fulfilled yet. The worker decides the outcome; a
 * shipment whose push is already under way or done is pushed at most once all the same.
 */
export function makeRequestFulfillments(deps: RequestFulfillmentsDeps) {
  return async function request(
    caller: Caller,
    orderId: string,
    body: FulfillmentRequest,
  ): Promise<FulfillmentRequestResponse> {
    const { accountId } = caller;
    const order = await deps.orders.get(accountId, orderId);
    if (!order || order.isDeleted) throw new NotFoundError('Order');
    if (!order.storeOrder) throw new ValidationError({ orderId: NOT_A_STORE_ORDER }, NOT_A_STORE_ORDER);

    let shipmentIds: string[];
    if (body.shipmentIds) {
      shipmentIds = [...new Set(body.shipmentIds)];
      const errors: Record<string, string> = {};
      shipmentIds.forEach((id, i) => {
        const shipment = order.shipments.find((s) => s.id === id);
        const problem = shipment ? fulfillmentBlocker(order, shipment) : 'This shipment is not on this order';
        if (problem) errors[`shipmentIds.${i}`] = problem;
      });
      const first = Object.values(errors)[0];
      if (first) throw new ValidationError(errors, first);
    } else {
      shipmentIds = fulfillableShipmentIds(order);
      if (shipmentIds.length === 0) throw new ValidationError({ shipmentIds: NOTHING_TO_FULFILL }, NOTHING_TO_FULFILL);
    }

    const messages: FulfillmentMessage[] = shipmentIds.map((shipmentId) => ({
      accountId,
      orderId,
      shipmentId,
      reason: order.warnings.some((w) => w.type === 'fulfillment' && (w.shipmentId ?? shipmentId) === shipmentId)
        ? 'retry'
        : 'manual',
    }));
    try {
      await deps.queue.send(messages);
    } catch {
      throw new ServiceUnavailableError('The tracking could not be queued for the store; nothing was sent. Try again.');
    }
    return { orderId, queued: shipmentIds };
  };
}
