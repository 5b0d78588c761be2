import Box from '@cloudscape-design/components/box';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { TRACKING_PAGE_STEPS, type TrackingPageShipmentView } from '#domain/tracking/tracking-page.rules';

const LAST_STEP = TRACKING_PAGE_STEPS.length - 1;
const TRACK_GREY = '#e9ebed';

/**
 * Label created → In transit → Out for delivery → Delivered, the steps reached filled in the
 * merchant's details colour; an exception is named under the bar, never hidden in it.
 */
export function ShipmentProgress({ shipment, color }: { shipment: TrackingPageShipmentView; color: string }) {
  const { step, exception } = shipment;
  return (
    <div
      data-testid="shipment-progress"
      role="progressbar"
      aria-valuemin={1}
      aria-valuemax={TRACKING_PAGE_STEPS.length}
      aria-valuenow={step + 1}
      aria-valuetext={shipment.statusLabel}
    >
      <Box variant="h3" padding={{ bottom: 's' }}>
        <span style={{ color }}>{shipment.statusLabel}</span>
      </Box>
      <div style={{ display: 'grid', gridTemplateColumns: `repeat(${TRACKING_PAGE_STEPS.length}, 1fr)`, gap: 6 }}>
        {TRACKING_PAGE_STEPS.map((s, i) => (
          <div key={s.key}>
            <div style={{ height: 8, borderRadius: 4, background: i <= step ? color : TRACK_GREY }} />
            <Box
              fontSize="body-s"
              padding={{ top: 'xs' }}
              color={i <= step ? 'text-body-secondary' : 'text-status-inactive'}
            >
              {i <= step ? (
                <StatusIndicator type="success" colorOverride={i === LAST_STEP ? 'green' : undefined}>
                  {s.label}
                </StatusIndicator>
              ) : (
                s.label
              )}
            </Box>
          </div>
        ))}
      </div>
      {exception && (
        <Box padding={{ top: 's' }}>
          <StatusIndicator type={exception.kind}>{exception.label}</StatusIndicator>
        </Box>
      )}
    </div>
  );
}
