import Button from '@cloudscape-design/components/button';
import { REBOOK_BULK_MAX } from '#api/shipping';
import type { OrderGridRow } from '#domain/orders/order-grid.rules';
import { PermissionGuard } from '#web/components/permission-guard';
import { PlanGateModal } from '#web/components/plan-gate-modal';
import { WalletBalance } from '#web/components/wallet-balance';
import { BulkRatesModal } from './bulk-rates-modal';
import { PurchaseProgressModal } from './purchase-progress';
import { useBulkShipping } from './use-bulk-shipping';

const PURCHASE: ['purchase_orders'] = ['purchase_orders'];

/** The grid header's shipping actions on the selection: the wallet balance, "Get rates" and "Buy labels". */
export function ShippingBulkActions({ selected, onDone }: { selected: readonly OrderGridRow[]; onDone: () => void }) {
  const shipping = useBulkShipping({ selected, onDone });
  const none = selected.length === 0;
  const tooMany = selected.length > REBOOK_BULK_MAX;
  return (
    <>
      <PermissionGuard required={PURCHASE}>
        <WalletBalance />
      </PermissionGuard>
      <PermissionGuard required={PURCHASE}>
        <Button disabled={none} disabledReason="Select orders first." onClick={shipping.openRules}>
          Get rates
        </Button>
      </PermissionGuard>
      <PermissionGuard required={PURCHASE}>
        <Button
          disabled={none || shipping.purchase.running}
          disabledReason={none ? 'Select orders first.' : undefined}
          loading={shipping.preparing}
          onClick={() => void shipping.buyLabels()}
        >
          Buy labels
        </Button>
      </PermissionGuard>
      <PermissionGuard required={PURCHASE}>
        <Button
          disabled={none || tooMany || shipping.rebook.running}
          disabledReason={
            none ? 'Select orders first.' : tooMany ? `Rebook at most ${REBOOK_BULK_MAX} orders at once.` : undefined
          }
          loading={shipping.rebook.running}
          onClick={() => void shipping.rebookLabels()}
        >
          Rebook
        </Button>
      </PermissionGuard>
      <BulkRatesModal
        visible={shipping.rulesOpen}
        count={selected.length}
        busy={shipping.rating}
        onDismiss={shipping.closeRules}
        onSubmit={(rule) => void shipping.getRates(rule)}
      />
      <PurchaseProgressModal
        visible={shipping.progressOpen}
        batch={shipping.progress.batch}
        running={shipping.progress.running}
        onRetry={() => void shipping.progress.retryFailed()}
        onDismiss={shipping.closeProgress}
      />
      <PlanGateModal gate={shipping.progress.planGate} onDismiss={shipping.progress.dismissPlanGate} />
    </>
  );
}
