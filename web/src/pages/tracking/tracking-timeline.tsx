import Box from '@cloudscape-design/components/box';
import { formatScanTime } from '#domain/tracking/tracking-email-render.rules';
import type { TrackingPageEventView } from '#domain/tracking/tracking-page.rules';

const placeOf = (e: TrackingPageEventView) =>
  [e.location.city, e.location.state, e.location.country].filter(Boolean).join(', ');

const EXCEPTION_COLOR = '#d91515';
const isException = (e: TrackingPageEventView) => e.status === 'failure' || e.status === 'return_to_sender';

/** The carrier's scans, newest first, on a line in the merchant's details colour: what happened, where, when. */
export function TrackingTimeline({ events, color }: { events: readonly TrackingPageEventView[]; color: string }) {
  if (events.length === 0) return <Box color="text-status-inactive">No carrier scans yet.</Box>;
  return (
    <ol aria-label="Tracking history" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {events.map((e, i) => {
        const dot = isException(e) ? EXCEPTION_COLOR : i === 0 ? color : '#b6bec9';
        return (
          <li key={`${e.datetime}-${i}`} style={{ display: 'flex', gap: 12 }}>
            <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', width: 14 }}>
              <span
                style={{
                  width: 12,
                  height: 12,
                  marginTop: 4,
                  borderRadius: '50%',
                  background: dot,
                  boxShadow: i === 0 ? `0 0 0 3px ${dot}33` : undefined,
                }}
              />
              {i < events.length - 1 && <span style={{ flex: 1, width: 2, background: '#e9ebed', marginTop: 2 }} />}
            </div>
            <div style={{ paddingBottom: 14 }}>
              <Box fontWeight={i === 0 ? 'bold' : 'normal'}>{e.message}</Box>
              <Box fontSize="body-s" color="text-body-secondary">
                {[formatScanTime(e.datetime), placeOf(e)].filter(Boolean).join(' · ')}
              </Box>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
