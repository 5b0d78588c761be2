import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { CourierQuoteTerms } from '#api/shipping';
import { VEHICLE_LABELS, type VehicleSize } from '#domain/couriers/courier.rules';
import { useCountdown } from './use-countdown';

const clock = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
const mmss = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** A courier quote's terms in the rates table: vehicle, pickup and drop-off times, and the time left to buy it. */
export function CourierQuoteNote({ terms }: { terms: CourierQuoteTerms }) {
  const left = useCountdown(terms.expiresAt);
  return (
    <SpaceBetween size="xxxs">
      <Box fontSize="body-s">
        {`${VEHICLE_LABELS[terms.vehicle as VehicleSize] ?? terms.vehicle} · ${terms.distanceMiles} mi · pickup ${clock(terms.pickupEta)} · drop-off by ${clock(terms.dropoffEta)}`}
      </Box>
      {left > 0 ? (
        <StatusIndicator type="pending">{`Quote expires in ${mmss(left)}`}</StatusIndicator>
      ) : (
        <StatusIndicator type="warning">Quote expired: get rates again</StatusIndicator>
      )}
    </SpaceBetween>
  );
}
