import Box from '@cloudscape-design/components/box';
import Steps from '@cloudscape-design/components/steps';
import { formatScanTime } from '#domain/tracking/tracking-email-render.rules';
import type { TrackingPageEventView } from '#domain/tracking/tracking-page.rules';

const placeOf = (e: TrackingPageEventView) =>
  [e.location.city, e.location.state, e.location.country].filter(Boolean).join(', ');

const statusOf = (e: TrackingPageEventView, newest: boolean) =>
  e.status === 'failure' || e.status === 'return_to_sender'
    ? 'warning'
    : e.status === 'delivered'
      ? 'success'
      : newest
        ? 'in-progress'
        : 'success';

/** The carrier's scans, newest first: what happened, where, and when (the scan's local time). */
export function TrackingTimeline({ events }: { events: readonly TrackingPageEventView[] }) {
  if (events.length === 0) return <Box color="text-status-inactive">No carrier scans yet.</Box>;
  return (
    <Steps
      ariaLabel="Tracking history"
      steps={events.map((e, i) => ({
        status: statusOf(e, i === 0),
        statusIconAriaLabel: e.status,
        header: e.message,
        details: (
          <Box fontSize="body-s" color="text-body-secondary">
            {[formatScanTime(e.datetime), placeOf(e)].filter(Boolean).join(' · ')}
          </Box>
        ),
      }))}
    />
  );
}
