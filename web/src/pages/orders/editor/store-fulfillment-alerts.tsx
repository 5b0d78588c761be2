import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { OrderRecord } from '#domain/orders/order-record';
import { FULFILLMENT_ERROR_TITLE, fulfillableShipmentIds } from '#domain/stores/store-fulfillment.rules';
import { useStoreFulfillment } from './use-store-fulfillment';

/** The header already says "Error in fulfilling the shipment": the body gives the store's reason. */
const reasonOf = (message: string) =>
  message.startsWith(`${FULFILLMENT_ERROR_TITLE}: `) ? message.slice(FULFILLMENT_ERROR_TITLE.length + 2) : message;

/**
 * A store order's tracking out (orders §4 "shipment fulfilled"): each fulfillment warning with its
 * "Retry fulfillment", and "Send tracking to store" while labelled shipments have not reached the
 * store. Nothing for an order that came from no store.
 */
export function StoreFulfillmentAlerts({ order, onChanged }: { order: OrderRecord; onChanged: () => void }) {
  const { send, sending } = useStoreFulfillment({ orderId: order.id, onQueued: onChanged });
  if (!order.storeOrder) return null;
  const failures = order.warnings.filter((w) => w.type === 'fulfillment');
  const failedIds = new Set(failures.map((w) => w.shipmentId));
  const waiting = fulfillableShipmentIds(order).filter((id) => !failedIds.has(id));
  const shop = order.storeOrder.shop;

  return (
    <SpaceBetween size="s">
      {failures.map((w, i) => (
        <Alert
          key={w.shipmentId ?? i}
          type="error"
          header={FULFILLMENT_ERROR_TITLE}
          action={
            <Button
              formAction="none"
              loading={sending === (w.shipmentId ?? 'all')}
              onClick={() => void send(w.shipmentId ?? 'all', w.shipmentId ? [w.shipmentId] : undefined)}
            >
              Retry fulfillment
            </Button>
          }
        >
          {reasonOf(w.message)}
        </Alert>
      ))}
      {waiting.length > 0 && (
        <Alert
          type="info"
          header="Tracking not sent to the store yet"
          action={
            <Button formAction="none" loading={sending === 'all'} onClick={() => void send('all', waiting)}>
              Send tracking to store
            </Button>
          }
        >
          {waiting.length === 1 ? 'A labelled shipment has' : `${waiting.length} labelled shipments have`} not been
          fulfilled in {shop} yet.
        </Alert>
      )}
    </SpaceBetween>
  );
}
