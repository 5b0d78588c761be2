import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { OrderDetail } from '#api/orders';
import { usePermissions } from '#web/components/permission-guard';
import { WalletBalance } from '#web/components/wallet-balance';
import { ShipmentRates } from './shipment-rates';

const PURCHASE: ['purchase_orders'] = ['purchase_orders'];

/**
 * Rates and labels of a saved order: per shipment "Get rates", the quotes to choose from, "Buy
 * label" and the bought label. Quotes are for the saved order, so unsaved changes turn them off.
 */
export function RatesPanel({
  detail,
  dirty,
  onChanged,
}: {
  detail: OrderDetail;
  dirty: boolean;
  onChanged: () => void;
}) {
  const canBuy = usePermissions(PURCHASE);
  const shipments = detail.order.shipments.filter((s): s is typeof s & { id: string } => Boolean(s.id));
  return (
    <Container
      header={
        <Header
          variant="h2"
          description="Compare the carriers' rates, choose one and buy the label."
          actions={<WalletBalance />}
        >
          Rates and labels
        </Header>
      }
    >
      <SpaceBetween size="xl">
        {shipments.map((s, i) => (
          <ShipmentRates
            key={s.id}
            detail={detail}
            index={i}
            shipment={s}
            dirty={dirty}
            canBuy={canBuy}
            onChanged={onChanged}
          />
        ))}
      </SpaceBetween>
    </Container>
  );
}
