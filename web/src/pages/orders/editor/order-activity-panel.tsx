import { useCallback } from 'react';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { formatDateTime } from '#domain/dates/date-format.rules';
import { useApi } from '#web/api/api-context';
import { ordersApi } from '#web/api/orders-api';
import { useLoad } from '#web/hooks/use-load';

const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The order's activity log (orders §4 event types), newest first; read again for each saved version. */
export function OrderActivityPanel({ orderId, version }: { orderId: string; version: number }) {
  const { client } = useApi();
  const load = useCallback(async () => {
    const { items } = await ordersApi(client).activity(orderId);
    return [...items].sort((x, y) => y.at.localeCompare(x.at));
    // The version is the reason to read again: a save writes new events.
  }, [client, orderId, version]);
  const { data: items, error } = useLoad(load);

  return (
    <Container header={<Header variant="h2">Activity</Header>}>
      {error ? (
        <StatusIndicator type="error">{error}</StatusIndicator>
      ) : !items ? (
        <StatusIndicator type="loading">Loading activity</StatusIndicator>
      ) : items.length === 0 ? (
        <Box color="text-status-inactive">No activity yet.</Box>
      ) : (
        <SpaceBetween size="s">
          {items.map((e) => (
            <div key={e.eventId}>
              <Box variant="small">
                {formatDateTime(new Date(e.at), TIME_ZONE)} · {e.actor}
              </Box>
              <Box>{e.message}</Box>
            </div>
          ))}
        </SpaceBetween>
      )}
    </Container>
  );
}
