import Button from '@cloudscape-design/components/button';
import type { ShipmentRef } from '#api/shipping';
import type { Shipment } from '#domain/shipments/shipment.schema';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { PlanGateModal } from '#web/components/plan-gate-modal';
import { rebookBlockedReason } from './shipping-view';
import { useLabelPurchase } from './use-label-purchase';

/**
 * The editor's "Rebook" (orders §4): on only when the shared rule allows it, its reason shown otherwise;
 * the new label is bought through the purchase queue and the old one voided, then the order reloads.
 */
export function RebookButton({
  shipmentRef,
  shipment,
  dirty,
  canBuy,
  onChanged,
}: {
  shipmentRef: ShipmentRef;
  shipment: Shipment;
  dirty: boolean;
  canBuy: boolean;
  onChanged: () => void;
}) {
  const { notify } = useNotifications();
  const rebook = useLabelPurchase({
    rebook: true,
    onFinished: (batch) => {
      const item = batch.items.find((i) => i.shipmentId === shipmentRef.shipmentId);
      if (item?.state === 'purchased')
        notify({ type: 'success', content: `Shipment rebooked${item.trackingCode ? `: ${item.trackingCode}` : ''}.` });
      else
        notify({
          type: 'error',
          header: 'Rebooking failed',
          content: item?.message ?? 'The shipment was not rebooked.',
        });
      onChanged();
    },
  });
  const reason = rebookBlockedReason({ dirty, canBuy, shipment });
  return (
    <>
      <Button
        formAction="none"
        loading={rebook.running}
        disabled={reason !== null}
        disabledReason={reason ?? undefined}
        onClick={() => void rebook.start([shipmentRef])}
      >
        Rebook
      </Button>
      <PlanGateModal gate={rebook.planGate} onDismiss={rebook.dismissPlanGate} />
    </>
  );
}
