import { handler as courierQuotesRoute } from '#functions/couriers/handlers/shipment-courier-quotes.handler';
import type { OrderRecord } from '#domain/orders/order-record';
import { apiEvent, invoke, type TestUser } from './api-events';
import { createTestOrder } from './order-handlers';
import { validOrderRequest } from './orders';
import { addTestWarehouse } from './warehouses';

/** A local courier order from a fresh Austin warehouse to an Austin recipient: van, now, a $4 tip. */
export async function createCourierOrder(
  user: TestUser,
  accountId: string,
  options: Record<string, unknown> = {},
): Promise<OrderRecord> {
  const warehouseId = await addTestWarehouse(user, accountId);
  return createTestOrder(user, accountId, {
    warehouseId,
    shipmentType: 'LocalCourier',
    localCourierOptions: { vehicleSize: 'van', deliverySchedule: 'now', tip: 4, ...options },
    shippingAddress: { ...validOrderRequest().shippingAddress! },
  });
}

/** POST …/courier-quotes for the order's first shipment. */
export function courierQuotesOf(order: OrderRecord, user: TestUser, accountId: string) {
  const shipmentId = order.shipments[0]!.id!;
  return invoke(
    courierQuotesRoute,
    apiEvent({
      method: 'POST',
      path: `/api/v1/orders/${order.id}/shipments/${shipmentId}/courier-quotes`,
      user,
      accountId,
      pathParameters: { orderId: order.id, shipmentId },
    }),
  );
}
