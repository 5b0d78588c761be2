import { randomUUID } from 'node:crypto';
import type { BillOfLading } from '#domain/labels/label-purchase.rules';
import type { OrderRecord } from '#domain/orders/order-record';
import { dynamoOrderStore } from '#functions/orders/adapters/dynamodb.order-store';
import type { TestUser } from './api-events';
import { createTestOrder } from './order-handlers';
import { addTestWarehouse } from './warehouses';

/**
 * An order whose first shipment has a bought label (as the purchase worker leaves it: label, billOfLading,
 * createdShipment) and insurance declared at `declaredValue` dollars: what a claim is filed from.
 */
export async function createLabelledOrder(
  user: TestUser,
  accountId: string,
  { declaredValue = 150, withWarehouse = true }: { declaredValue?: number; withWarehouse?: boolean } = {},
): Promise<{ order: OrderRecord; orderId: string; shipmentId: string; trackingCode: string }> {
  if (withWarehouse) await addTestWarehouse(user, accountId);
  const created = (await dynamoOrderStore.get(accountId, (await createTestOrder(user, accountId)).id))!;
  const shipment = created.shipments[0];
  const trackingCode = `1Z${randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase()}`;
  const bill: BillOfLading = {
    trackingCode,
    carrier: 'UPS',
    service: 'Ground',
    labelDate: '2030-01-02',
    shipDate: '2030-01-02',
    purchaseKey: `${shipment.id}#1`,
    sequence: 1,
    carrierShipmentId: `shp_${randomUUID().slice(0, 8)}`,
    purchasedAt: '2030-01-02T15:00:00.000Z',
  };
  const labelled: OrderRecord = {
    ...created,
    shipments: [
      {
        ...shipment,
        options: { ...shipment.options, carrierInsuranceAmountActive: true, carrierInsuranceAmount: declaredValue },
        shipmentStatus: 'in_transit',
        label: { trackingCode },
        billOfLading: bill,
        createdShipment: {
          shipmentStatus: 'in_transit',
          status: 'in_transit',
          tracking_code: trackingCode,
          selected_rate: { carrier: 'UPS', service: 'Ground', markedUpRates: { rate: 12.5 } },
        },
      },
      ...created.shipments.slice(1),
    ],
  };
  const order = await dynamoOrderStore.replace(accountId, created, labelled);
  return { order, orderId: order.id, shipmentId: shipment.id!, trackingCode };
}
