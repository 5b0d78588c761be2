import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TrackingLookupView } from '#api/tracking-page';
import type { TrackingPageShipmentView } from '#domain/tracking/tracking-page.rules';
import { ShipmentProgress } from './shipment-progress';
import { TrackingTimeline } from './tracking-timeline';

/** YYYY-MM-DD as the shopper reads it: "Friday, January 5". */
function formatDay(day: string | undefined): string | undefined {
  if (!day) return undefined;
  const at = new Date(`${day.slice(0, 10)}T12:00:00Z`);
  return Number.isNaN(at.getTime())
    ? day
    : at.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

function ShipmentCard({
  shipment,
  color,
  title,
}: {
  shipment: TrackingPageShipmentView;
  color: string;
  title: string;
}) {
  const delivered = formatDay(shipment.deliveryDate);
  const estimate = formatDay(shipment.estimatedDeliveryDate);
  return (
    <Container
      data-testid="tracking-shipment"
      header={
        <Header variant="h2" description={shipment.service || shipment.carrier}>
          {title}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <ShipmentProgress shipment={shipment} color={color} />
        <KeyValuePairs
          columns={3}
          items={[
            delivered
              ? { label: 'Delivered', value: delivered }
              : { label: 'Estimated delivery', value: estimate ?? 'Not yet available' },
            {
              label: 'Tracking number',
              value: shipment.trackingLink ? (
                <Link href={shipment.trackingLink} external>
                  {shipment.trackingCode}
                </Link>
              ) : (
                shipment.trackingCode
              ),
            },
            { label: 'Status', value: shipment.statusLabel },
          ]}
        />
        {shipment.items && shipment.items.length > 0 && (
          <div data-testid="tracking-items">
            <Box variant="h3" padding={{ bottom: 'xs' }}>
              Items
            </Box>
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {shipment.items.map((item, i) => (
                <li key={i}>
                  {item.name} × {item.quantity}
                </li>
              ))}
            </ul>
          </div>
        )}
        <div data-testid="tracking-timeline">
          <Box variant="h3" padding={{ bottom: 'xs' }}>
            Tracking history
          </Box>
          <TrackingTimeline events={shipment.events} color={color} />
        </div>
      </SpaceBetween>
    </Container>
  );
}

/** What a lookup found: the greeting and destination when the visitor proved the order theirs, then each shipment. */
export function TrackingResult({ view }: { view: TrackingLookupView }) {
  const color = view.branding.colors.details;
  const { order } = view;
  return (
    <SpaceBetween size="l">
      {order && (
        <Box variant="h2" data-testid="tracking-greeting">
          {order.recipientFirstName ? `Hi ${order.recipientFirstName}, ` : ''}here is order {order.orderNumber}
          {order.destination.city
            ? ` to ${[order.destination.city, order.destination.state].filter(Boolean).join(', ')}`
            : ''}
        </Box>
      )}
      {view.shipments.length === 0 && <Box>Your order has not shipped yet. Check back once it is on its way.</Box>}
      {view.shipments.map((shipment, i) => (
        <ShipmentCard
          key={shipment.trackingCode}
          shipment={shipment}
          color={color}
          title={view.shipments.length > 1 ? `Package ${i + 1} of ${view.shipments.length}` : 'Your package'}
        />
      ))}
    </SpaceBetween>
  );
}
