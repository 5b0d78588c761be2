import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import type { FreightShipmentView } from '#api/freight-bookings';
import { formatDateTime } from '#domain/dates/date-format.rules';
import type { FreightTrackingEvent, FreightTrackingStatus } from '#domain/freight/freight.models';
import { formatCents } from '#domain/money/cents.rules';

const INVOICE_LABELS = { shipment_purchase: 'Freight', freight_accessorial: 'Freight accessorial' } as const;

export const FREIGHT_STATUS_LABELS: Record<FreightTrackingStatus, string> = {
  booked: 'Booked',
  picked_up: 'Picked up',
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  exception: 'Exception',
};

/** Scan times in the merchant's own clock, as the rest of the app shows times. */
const localTime = (at: string) => formatDateTime(new Date(at), Intl.DateTimeFormat().resolvedOptions().timeZone);
const placeOf = (e: FreightTrackingEvent) => [e.city, e.state].filter(Boolean).join(', ') || '—';

/** The PRO's scans, newest first: what happened, when and where. */
function TrackingEvents({ shipment }: { shipment: FreightShipmentView }) {
  const events = [...shipment.trackingEvents].reverse();
  return (
    <Table
      header={
        <Header variant="h2" counter={`(${events.length})`} description={`PRO ${shipment.pro ?? '—'}`}>
          Tracking
        </Header>
      }
      items={events}
      trackBy={(e) => `${e.at}-${e.status}-${e.message}`}
      empty={<Box color="text-status-inactive">No carrier scans yet: the carrier reports the pickup first.</Box>}
      columnDefinitions={[
        { id: 'status', header: 'Status', cell: (e) => FREIGHT_STATUS_LABELS[e.status] },
        { id: 'message', header: 'Event', cell: (e) => e.message },
        { id: 'time', header: 'Time', cell: (e) => localTime(e.at) },
        { id: 'place', header: 'Place', cell: placeOf },
      ]}
    />
  );
}

/** A booked shipment: its PRO, documents, tracking and the charges the wallet took for it. */
export function BookedShipment({ shipment }: { shipment: FreightShipmentView }) {
  return (
    <SpaceBetween size="l">
      <Container header={<Header variant="h2">Booked with {shipment.carrierName}</Header>}>
        <KeyValuePairs
          columns={4}
          items={[
            { label: 'PRO number', value: shipment.pro ?? '—' },
            { label: 'Pickup', value: `${shipment.pickupDate} · ${shipment.pickupConfirmation ?? 'awaiting'}` },
            { label: 'Status', value: FREIGHT_STATUS_LABELS[shipment.trackingStatus] },
            { label: 'Total', value: formatCents(shipment.totalCents) },
            { label: 'Load', value: shipment.loadType },
            { label: 'Pallets', value: String(shipment.pallets) },
            {
              label: 'Documents',
              value: (
                <SpaceBetween direction="horizontal" size="xs">
                  {shipment.bolUrl && (
                    <Button href={shipment.bolUrl} target="_blank" iconName="external" iconAlign="right">
                      Bill of lading
                    </Button>
                  )}
                  {shipment.palletLabelsUrl && (
                    <Button href={shipment.palletLabelsUrl} target="_blank" iconName="external" iconAlign="right">
                      Pallet labels
                    </Button>
                  )}
                </SpaceBetween>
              ),
            },
          ]}
        />
      </Container>
      <TrackingEvents shipment={shipment} />
      <Table
        header={<Header variant="h2">Charges</Header>}
        items={shipment.invoices}
        trackBy="entryId"
        columnDefinitions={[
          { id: 'type', header: 'Type', cell: (i) => INVOICE_LABELS[i.type] },
          { id: 'description', header: 'Description', cell: (i) => i.description },
          { id: 'amount', header: 'Amount', cell: (i) => formatCents(i.amountCents) },
          { id: 'posted', header: 'Wallet', cell: (i) => (i.posted ? 'Charged' : 'Pending') },
        ]}
      />
    </SpaceBetween>
  );
}
