import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@cloudscape-design/components/button';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import type { OrderGridRow } from '#domain/orders/order-grid.rules';
import { useApi } from '#web/api/api-context';
import { AutomationBulkActions } from '#web/pages/automations/automation-bulk-actions';
import { ordersApi } from '#web/api/orders-api';
import { useAccount } from '#web/app/account/account-context';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { usePermissions } from '#web/components/permission-guard';
import { Preferences } from '#web/components/table-preferences';
import { TableEmptyState, TableNoMatchState } from '#web/components/table-states';
import { useTablePreferences } from '#web/hooks/use-table-preferences';
import { BulkInputModal } from './bulk-actions';
import { downloadText } from './download';
import { OrdersFilterBar } from './orders-filter-bar';
import { OrdersHeader } from './orders-header';
import { PrintActions } from '../print/print-actions';
import { SaveFilterModal } from './save-filter-modal';
import { ShippingBulkActions } from '../shipping/shipping-bulk-actions';
import {
  CONTENT_DISPLAY_OPTIONS,
  DEFAULT_PREFERENCES,
  ORDERS_TABLE_ID,
  PAGE_SIZE_OPTIONS,
  useOrderColumns,
  type RowAction,
} from './table-config';
import { useBulkActions } from './use-bulk-actions';
import { LateShipmentsBanner, SendLateNotificationButton } from './late-shipments-banner';
import { useLateShipments } from './use-late-shipments';
import { useOrderFilters, type OrderSort } from './use-order-filters';
import { useOrdersQuery } from './use-orders-query';
import { useSavedFilters } from './use-saved-filters';

const EDIT: ['edit_orders'] = ['edit_orders'];

/** The orders grid (orders §2): server-side filters, sort and cursor pages; saved filters and bulk actions (orders §5). */
export function OrdersPage() {
  const navigate = useNavigate();
  const { client } = useApi();
  const api = useMemo(() => ordersApi(client), [client]);
  const { me } = useAccount();
  const { notify, reportError } = useNotifications();
  const canEdit = usePermissions(EDIT);
  const [preferences, setPreferences] = useTablePreferences(
    me.userId,
    ORDERS_TABLE_ID,
    DEFAULT_PREFERENCES,
    PAGE_SIZE_OPTIONS,
  );

  const controls = useOrderFilters();
  const { filters, sort } = controls;
  const orders = useOrdersQuery(api, { filters, sort, pageSize: preferences.pageSize as 20 | 50 | 100 });
  const saved = useSavedFilters(api, controls.show);
  const bulk = useBulkActions({ api, selected: orders.selected, canEdit, onDone: orders.reload });

  const late = useLateShipments({ onChanged: orders.reload });

  const columns = useOrderColumns((action: RowAction, row: OrderGridRow) => {
    if (action === 'edit') navigate(`/orders/${encodeURIComponent(row.id)}`);
    else if (action === 'lateNotification') void late.send([row]);
    else void bulk.run({ action }, [row]);
  });
  const sortingColumn = columns.find((c) => c.sortingField === sort.field);

  async function exportView() {
    notify({ type: 'info', content: 'CSV export in process' });
    try {
      const csv = await api.exportCsv(filters, sort);
      downloadText(csv, `orders-${new Date().toISOString().slice(0, 10)}.csv`, 'text/csv');
    } catch (e) {
      reportError(e);
    }
  }

  return (
    <SpaceBetween size="m">
      <LateShipmentsBanner late={late} />
      <Table<OrderGridRow>
        variant="full-page"
        stickyHeader
        resizableColumns
        items={orders.items}
        columnDefinitions={columns}
        columnDisplay={preferences.contentDisplay}
        trackBy="id"
        selectionType={canEdit ? 'multi' : undefined}
        selectedItems={orders.selected}
        onSelectionChange={(e) => orders.setSelected(e.detail.selectedItems)}
        loading={orders.loading}
        loadingText="Loading orders"
        sortingColumn={sortingColumn as TableProps.SortingColumn<OrderGridRow> | undefined}
        sortingDescending={sort.direction === 'desc'}
        onSortingChange={(e) =>
          controls.setSort({
            field: (e.detail.sortingColumn.sortingField as OrderSort['field']) ?? 'orderDate',
            direction: e.detail.isDescending ? 'desc' : 'asc',
          })
        }
        ariaLabels={{
          selectionGroupLabel: 'Order selection',
          allItemsSelectionLabel: () => 'Select all orders on this page',
          itemSelectionLabel: (_, item) => `Select order ${item.orderNumber}`,
        }}
        empty={
          controls.filtered ? (
            <TableNoMatchState item="order" onClearFilter={saved.clear} />
          ) : (
            <TableEmptyState
              title="No orders"
              description="Create an order, import a spreadsheet or connect a store."
              action={canEdit && <Button onClick={() => navigate('/orders/new')}>Create order</Button>}
            />
          )
        }
        header={
          <OrdersHeader
            selectedCount={orders.selected.length}
            loading={orders.loading}
            view={controls.view}
            onRefresh={orders.reload}
            onExport={() => void exportView()}
            onBulk={bulk.choose}
            shippingActions={<ShippingBulkActions selected={orders.selected} onDone={orders.reload} />}
            printActions={<PrintActions orders={orders.selected} onPrinted={orders.reload} />}
            lateActions={canEdit && <SendLateNotificationButton late={late} selected={orders.selected} />}
            automationActions={<AutomationBulkActions selected={orders.selected} onDone={orders.reload} />}
          />
        }
        filter={
          <OrdersFilterBar
            controls={controls}
            saved={saved}
            seen={orders.seen}
            error={orders.error}
            onRetry={orders.reload}
            showLate={late.visible}
          />
        }
        pagination={<Pagination {...orders.paginationProps} />}
        preferences={
          <Preferences
            preferences={preferences}
            onChange={setPreferences}
            pageSizes={PAGE_SIZE_OPTIONS}
            plural="orders"
            columns={CONTENT_DISPLAY_OPTIONS}
            columnFiltering
          />
        }
      />
      <BulkInputModal
        key={bulk.inputAction ?? 'none'}
        action={bulk.inputAction}
        count={orders.selected.length}
        warehouses={bulk.warehouses}
        onDismiss={bulk.closeInput}
        onSubmit={(request) => bulk.run(request)}
      />
      {saved.dialogOpen && (
        <SaveFilterModal
          filters={filters}
          existingNames={saved.items.map((f) => f.name)}
          onDismiss={saved.closeDialog}
          onSave={(name) => saved.save(name, filters)}
        />
      )}
    </SpaceBetween>
  );
}
