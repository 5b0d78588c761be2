import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Table from '@cloudscape-design/components/table';
import { useNavigate } from 'react-router-dom';
import { formatCents } from '#domain/money/cents.rules';
import { freightQuoteHref } from './freight-paths';
import { useFreightShipments } from './use-freight-shipments';

/**
 * Freight shipments: every booking with its PRO, carrier, pickup and where it stands; each opens its page.
 * Shown once there is one (a merchant's first visit is the quote form alone).
 */
export function FreightShipmentsTable() {
  const navigate = useNavigate();
  const { items } = useFreightShipments();
  if (items.length === 0) return null;
  return (
    <Table
      header={
        <Header variant="h2" counter={`(${items.length})`}>
          Freight shipments
        </Header>
      }
      items={[...items]}
      trackBy="bookingId"
      columnDefinitions={[
        {
          id: 'pro',
          header: 'PRO',
          cell: (s) => {
            const href = freightQuoteHref(s.quoteId);
            return (
              <Link
                href={href}
                onFollow={(e) => {
                  e.preventDefault();
                  navigate(href);
                }}
              >
                {s.pro ?? 'Booking…'}
              </Link>
            );
          },
        },
        { id: 'carrier', header: 'Carrier', cell: (s) => `${s.carrierName} (${s.scac})` },
        { id: 'pickup', header: 'Pickup', cell: (s) => s.pickupDate },
        { id: 'destination', header: 'Destination', cell: (s) => s.destination },
        { id: 'status', header: 'Status', cell: (s) => s.trackingStatus },
        { id: 'total', header: 'Total', cell: (s) => formatCents(s.totalCents) },
      ]}
    />
  );
}
