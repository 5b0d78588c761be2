import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { TRACKING_PAGE_STEPS, type TrackingPageShipmentView } from '#domain/tracking/tracking-page.rules';

const LAST_STEP = TRACKING_PAGE_STEPS.length - 1;

/** Label created → In transit → Out for delivery → Delivered; an exception is named under the bar, never hidden. */
export function ShipmentProgress({ shipment, color }: { shipment: TrackingPageShipmentView; color: string }) {
  const { step, exception } = shipment;
  return (
    <div data-testid="shipment-progress" style={{ ['--tracking-accent' as string]: color }}>
      <ProgressBar
        value={(step / LAST_STEP) * 100}
        label={<span style={{ color }}>{shipment.statusLabel}</span>}
        ariaLabel={`Shipment progress: ${shipment.statusLabel}`}
        status={exception?.kind === 'error' ? 'error' : 'in-progress'}
        resultText={exception?.label}
        additionalInfo={
          exception ? <StatusIndicator type={exception.kind}>{exception.label}</StatusIndicator> : undefined
        }
      />
      <ColumnLayout columns={4} minColumnWidth={100}>
        {TRACKING_PAGE_STEPS.map((s, i) => (
          <Box key={s.key} fontSize="body-s" textAlign="center">
            <StatusIndicator type={i < step || step === LAST_STEP ? 'success' : i === step ? 'in-progress' : 'pending'}>
              {s.label}
            </StatusIndicator>
          </Box>
        ))}
      </ColumnLayout>
    </div>
  );
}
