// Orders and rates through their real handlers, as the integration tests drive them.
import type { OrderRecord } from '#domain/orders/order-record';
import type { OrderRequest } from '#api/orders';
import { handler as createOrder } from '#functions/orders/handlers/create-order.handler';
import { handler as shipmentRates } from '#functions/rates/handlers/shipment-rates.handler';
import { handler as chooseRate } from '#functions/rates/handlers/choose-rate.handler';
import { apiEvent, invoke, type TestUser } from './api-events';
import { validOrderRequest } from './orders';

/** POST …/shipments/{shipmentId}/rates for the order's first shipment through the real handler. */
export function rateFirstShipment(order: OrderRecord, user: TestUser, accountId: string) {
  const shipmentId = order.shipments[0]!.id!;
  return invoke(
    shipmentRates,
    apiEvent({
      method: 'POST',
      path: `/api/v1/orders/${order.id}/shipments/${shipmentId}/rates`,
      user,
      accountId,
      pathParameters: { orderId: order.id, shipmentId },
    }),
  );
}

/** PUT …/shipments/{shipmentId}/preferred-rate for the order's first shipment through the real handler. */
export function chooseFirstShipmentRate(order: OrderRecord, rateId: string, user: TestUser, accountId: string) {
  const shipmentId = order.shipments[0]!.id!;
  return invoke(
    chooseRate,
    apiEvent({
      method: 'PUT',
      path: `/api/v1/orders/${order.id}/shipments/${shipmentId}/preferred-rate`,
      user,
      accountId,
      pathParameters: { orderId: order.id, shipmentId },
      body: { rateId },
    }),
  );
}

/** Creates an order through the real handler (the account needs a warehouse) and answers it as stored. */
export async function createTestOrder(
  user: TestUser,
  accountId: string,
  overrides: Partial<OrderRequest> = {},
): Promise<OrderRecord> {
  const res = await invoke(
    createOrder,
    apiEvent({ method: 'POST', path: '/api/v1/orders', user, accountId, body: validOrderRequest(overrides) }),
  );
  if (res.status !== 201) throw new Error(`order not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.order as OrderRecord;
}
