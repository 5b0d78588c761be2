import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import type { OrderGridRow } from '#domain/orders/order-grid.rules';
import type { LateShipmentsState } from './use-late-shipments';

/** The late_shipments announcement banner (orders §2, accounts §2), dismissible once per user. */
export function LateShipmentsBanner({ late }: { late: LateShipmentsState }) {
  if (!late.bannerShown) return null;
  return (
    <Alert
      type="info"
      dismissible
      onDismiss={late.dismissBanner}
      i18nStrings={{ dismissAriaLabel: 'Dismiss the late shipments announcement' }}
      header="Late shipments"
      action={
        late.visible ? undefined : (
          <Button loading={late.busy} onClick={() => void late.showLateShipments()}>
            Show late shipments
          </Button>
        )
      }
    >
      Late shipments are now detected so you can send a late notification or process a service request.
    </Alert>
  );
}

/** "Send late notification" on the selection, for a user who sees late shipments (accounts §6). */
export function SendLateNotificationButton({
  late,
  selected,
}: {
  late: LateShipmentsState;
  selected: readonly OrderGridRow[];
}) {
  if (!late.visible) return null;
  return (
    <Button disabled={selected.length === 0} loading={late.busy} onClick={() => void late.send(selected)}>
      Send late notification
    </Button>
  );
}
