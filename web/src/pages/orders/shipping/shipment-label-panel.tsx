import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Link from '@cloudscape-design/components/link';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { ShipmentRef } from '#api/shipping';
import type { Shipment } from '#domain/shipments/shipment.schema';
import { FileClaimButton } from '#web/pages/claims/file-claim-button';
import { courierCancelBlockedReason } from '#web/pages/couriers/courier-cancel';
import { CourierDispatchDetails } from '#web/pages/couriers/courier-dispatch-details';
import { NO_PURCHASE_PERMISSION, refundBlockedReason } from './shipping-view';
import { useShipmentLabel } from './use-shipment-label';

const REFUND_STATUS: Record<string, { type: StatusIndicatorProps.Type; text: string }> = {
  submitted: { type: 'pending', text: 'Refund submitted' },
  refunded: { type: 'success', text: 'Refunded' },
  rejected: { type: 'error', text: 'Refund rejected' },
};

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Box variant="awsui-key-label">{label}</Box>
      <div>{children}</div>
    </div>
  );
}

/** A shipment with a label: tracking code, status, the label as PDF or ZPL, and the refund (orders §4). */
export function ShipmentLabelPanel({
  shipmentRef,
  shipment,
  canRefundByPermission,
  onChanged,
}: {
  shipmentRef: ShipmentRef;
  shipment: Shipment;
  canRefundByPermission: boolean;
  onChanged: () => void;
}) {
  const label = useShipmentLabel({ ref: shipmentRef, onRefunded: onChanged });
  const [confirming, setConfirming] = useState(false);
  const tracking = shipment.label?.trackingCode ?? shipment.createdShipment?.tracking_code;
  const trackingUrl = shipment.label?.trackingUrl ?? shipment.label?.tracker?.public_url;
  const status = shipment.shipmentStatus ?? shipment.createdShipment?.status;
  const refundStatus = label.refundStatus ?? shipment.refund?.refund_status;
  const refundBlocked = canRefundByPermission ? refundBlockedReason(shipment) : NO_PURCHASE_PERMISSION;
  // A courier label's refund cancels the delivery: offered as "Cancel courier" until pickup.
  const courier = Boolean(shipment.label?.courier);
  const blocked = courier ? courierCancelBlockedReason(status, refundBlocked) : refundBlocked;
  const action = courier ? 'Cancel courier' : 'Refund label';

  return (
    <SpaceBetween size="s">
      <ColumnLayout columns={3} variant="text-grid">
        <Field label="Tracking code">
          {tracking ? (
            trackingUrl ? (
              <Link href={trackingUrl} external>
                {tracking}
              </Link>
            ) : (
              tracking
            )
          ) : (
            '-'
          )}
        </Field>
        <Field label="Status">{status ?? '-'}</Field>
        <Field label="Refund">
          {refundStatus ? (
            <StatusIndicator type={REFUND_STATUS[refundStatus]?.type ?? 'info'}>
              {REFUND_STATUS[refundStatus]?.text ?? refundStatus}
            </StatusIndicator>
          ) : (
            '-'
          )}
        </Field>
      </ColumnLayout>
      {shipment.label?.courier && <CourierDispatchDetails courier={shipment.label.courier} />}
      <SpaceBetween direction="horizontal" size="xs">
        <Button
          formAction="none"
          iconName="external"
          loading={label.opening === 'pdf'}
          onClick={() => void label.open('pdf')}
        >
          Open label (PDF)
        </Button>
        <Button
          formAction="none"
          iconName="download"
          loading={label.opening === 'zpl'}
          onClick={() => void label.open('zpl')}
        >
          Download ZPL
        </Button>
        <Button
          formAction="none"
          disabled={blocked !== null}
          disabledReason={blocked ?? undefined}
          onClick={() => setConfirming(true)}
        >
          {action}
        </Button>
        <FileClaimButton orderId={shipmentRef.orderId} shipmentId={shipmentRef.shipmentId} />
      </SpaceBetween>
      <Modal
        visible={confirming}
        onDismiss={() => setConfirming(false)}
        header={action}
        footer={
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" onClick={() => setConfirming(false)}>
                {courier ? 'Keep the courier' : 'Cancel'}
              </Button>
              <Button
                variant="primary"
                loading={label.refunding}
                onClick={() => void label.refund().then((ok) => ok && setConfirming(false))}
              >
                {courier ? 'Cancel courier' : 'Refund'}
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        {courier
          ? 'Cancel the courier before pickup? The delivery is canceled and its charge, tip included, returns to your balance.'
          : `Refund the label ${tracking ? `with tracking code ${tracking}` : 'of this shipment'}? The carrier reviews the request; the amount returns to your balance once the label is refunded.`}
      </Modal>
    </SpaceBetween>
  );
}
