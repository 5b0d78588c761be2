import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import { VEHICLE_LABELS, type VehicleSize } from '#domain/couriers/courier.rules';
import { formatCents } from '#domain/money/cents.rules';
import type { Shipment } from '#domain/shipments/shipment.schema';

type CourierLabel = NonNullable<NonNullable<Shipment['label']>['courier']>;

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A dispatched courier on the shipment's label panel: who delivers, in what, and when (the status is the shipment's). */
export function CourierDispatchDetails({ courier }: { courier: CourierLabel }) {
  const items: [string, string][] = [
    ['Courier', courier.provider],
    ['Vehicle', VEHICLE_LABELS[courier.vehicle as VehicleSize] ?? courier.vehicle],
    ['Delivery', courier.deliveryId],
    ['Pickup ETA', when(courier.pickupEta)],
    ['Dropoff ETA', when(courier.dropoffEta)],
    ['Tip', formatCents(courier.tipCents ?? 0)],
  ];
  return (
    <ColumnLayout columns={3} variant="text-grid">
      {items.map(([label, value]) => (
        <div key={label}>
          <Box variant="awsui-key-label">{label}</Box>
          <div>{value}</div>
        </div>
      ))}
    </ColumnLayout>
  );
}
