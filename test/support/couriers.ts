import { handler as courierQuotesRoute } from '#functions/couriers/handlers/shipment-courier-quotes.handler';
import type { CourierPort } from '#domain/couriers/ports';
import { zip3Centroid } from '#functions/carriers/data/sandbox-tariffs';
import { dynamoSandboxCourierLedger } from '#functions/couriers/adapters/sandbox.courier-ledger';
import { makeSandboxCourier } from '#functions/couriers/adapters/sandbox.courier';
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

/** The sandbox courier on the table's ledger at real speed; `lateByMs` moves its clock on. */
export function sandboxCourierAt(lateByMs = 0): CourierPort {
  return makeSandboxCourier({
    ledger: dynamoSandboxCourierLedger,
    centroidOf: zip3Centroid,
    trackingUrlOf: (code) => `http://localhost:5173/track/${code}`,
    trackingSpeed: 1,
    clock: () => new Date(Date.now() + lateByMs),
  });
}
