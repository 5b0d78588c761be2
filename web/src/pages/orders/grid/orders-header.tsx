import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { BulkOrderAction } from '#api/orders';
import { PermissionGuard } from '#web/components/permission-guard';
import { BULK_MENU } from './bulk-actions';
import type { OrderView } from './order-filter-tokens';

const EDIT: ['edit_orders'] = ['edit_orders'];
const IMPORT_EXPORT: ['import_export_orders'] = ['import_export_orders'];

/** The grid's title and actions: refresh, export and import, bulk actions on the selection, create. */
export function OrdersHeader({
  selectedCount,
  loading,
  view,
  onRefresh,
  onExport,
  onBulk,
  shippingActions,
  printActions,
  lateActions,
  automationActions,
}: {
  selectedCount: number;
  loading: boolean;
  /** Restore is offered in the Deleted view only. */
  view: OrderView;
  onRefresh: () => void;
  onExport: () => void;
  onBulk: (action: BulkOrderAction) => void;
  /** Wallet balance, "Get rates" and "Buy labels" on the selection. */
  shippingActions?: ReactNode;
  /** "Print" on the selection: labels and slips, manifest, order summary PDF. */
  printActions?: ReactNode;
  /** "Send late notification" on the selection, for a user who sees late shipments. */
  lateActions?: ReactNode;
  /** "Apply automations" and "Undo automations" on the selection. */
  automationActions?: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <Header
      variant="awsui-h1-sticky"
      counter={selectedCount ? `(${selectedCount} selected)` : undefined}
      description="Every order of the selected view. Filters, sorting and pages are applied by the server."
      actions={
        <SpaceBetween direction="horizontal" size="xs">
          <Button iconName="refresh" ariaLabel="Refresh orders" onClick={onRefresh} disabled={loading} />
          <PermissionGuard required={IMPORT_EXPORT}>
            <Button iconName="download" onClick={onExport}>
              Export view
            </Button>
            <Button iconName="upload" onClick={() => navigate('/orders/import')}>
              Import
            </Button>
          </PermissionGuard>
          {shippingActions}
          {printActions}
          {lateActions}
          {automationActions}
          <PermissionGuard required={EDIT}>
            <ButtonDropdown
              disabled={selectedCount === 0}
              items={BULK_MENU.filter((m) => m.id !== 'restore' || view === 'deleted').map((m) => ({
                id: m.id,
                text: m.text,
              }))}
              onItemClick={(e) => onBulk(e.detail.id as BulkOrderAction)}
            >
              Bulk actions
            </ButtonDropdown>
            <Button variant="primary" onClick={() => navigate('/orders/new')}>
              Create order
            </Button>
          </PermissionGuard>
        </SpaceBetween>
      }
    >
      Orders
    </Header>
  );
}
