import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import type { PurchaseBatchView, PurchaseItemState, PurchaseItemView } from '#api/shipping';
import { actionErrorTitle } from '#domain/errors/error-message.rules';
import { formatCents } from '#domain/money/cents.rules';
import { batchDone, batchPercent, batchSummary } from './shipping-view';

const STATES: Record<PurchaseItemState, { type: StatusIndicatorProps.Type; text: string }> = {
  queued: { type: 'pending', text: 'Queued' },
  purchasing: { type: 'in-progress', text: 'Purchasing' },
  purchased: { type: 'success', text: 'Purchased' },
  failed: { type: 'error', text: 'Failed' },
};

/** A label purchase batch: purchased + failed of total, and one row per order. */
export function PurchaseProgress({ batch }: { batch: PurchaseBatchView }) {
  const done = batchDone(batch);
  return (
    <SpaceBetween size="m">
      <ProgressBar
        label="Buying labels"
        value={batchPercent(batch)}
        status={done ? (batch.failed ? 'error' : 'success') : 'in-progress'}
        resultText={done ? batchSummary(batch) : undefined}
        additionalInfo={done ? undefined : batchSummary(batch)}
      />
      <Table<PurchaseItemView>
        variant="embedded"
        items={batch.items}
        trackBy={(i) => `${i.orderId}/${i.shipmentId}`}
        columnDefinitions={[
          { id: 'order', header: 'Order', cell: (i) => i.orderNumber },
          {
            id: 'state',
            header: 'State',
            cell: (i) => <StatusIndicator type={STATES[i.state].type}>{STATES[i.state].text}</StatusIndicator>,
          },
          { id: 'tracking', header: 'Tracking', cell: (i) => i.trackingCode ?? '-' },
          {
            id: 'amount',
            header: 'Amount',
            cell: (i) => (i.amountCents === undefined ? '-' : formatCents(i.amountCents)),
          },
          {
            id: 'message',
            header: 'Message',
            cell: (i) => (i.state === 'failed' ? `${actionErrorTitle('purchase')}: ${i.message ?? 'Failed'}` : ''),
          },
        ]}
      />
    </SpaceBetween>
  );
}

/** The grid's "Buy labels" progress, with "Retry failed" once the batch is over. */
export function PurchaseProgressModal({
  visible,
  batch,
  running,
  onRetry,
  onDismiss,
}: {
  visible: boolean;
  batch: PurchaseBatchView | null;
  running: boolean;
  onRetry: () => void;
  onDismiss: () => void;
}) {
  const canRetry = Boolean(batch && batchDone(batch) && batch.failed > 0);
  return (
    <Modal
      visible={visible}
      size="large"
      onDismiss={onDismiss}
      header="Buy labels"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button disabled={!canRetry || running} onClick={onRetry}>
              Retry failed
            </Button>
            <Button variant="primary" onClick={onDismiss}>
              Close
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {batch ? <PurchaseProgress batch={batch} /> : <ProgressBar label="Buying labels" value={0} />}
    </Modal>
  );
}
