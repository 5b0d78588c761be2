import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCollection } from '@cloudscape-design/collection-hooks';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import PropertyFilter from '@cloudscape-design/components/property-filter';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useApi } from '../../api/api-context';
import { warehousesApi } from '../../api/warehouses-api';
import { useAccount } from '../../app/account/account-context';
import { useNotifications } from '../../app/notifications/notifications-context';
import { DeleteConfirmModal } from '../../components/delete-confirm-modal';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { PermissionGuard, usePermissions } from '../../components/permission-guard';
import { Preferences } from '../../components/table-preferences';
import { TableEmptyState, TableNoMatchState } from '../../components/table-states';
import { useList } from '../../hooks/use-load';
import { useTablePreferences } from '../../hooks/use-table-preferences';
import { FILTERING_PROPERTIES } from './filtering-properties';
import {
  COLUMN_DEFINITIONS,
  CONTENT_DISPLAY_OPTIONS,
  DEFAULT_PREFERENCES,
  PAGE_SIZE_OPTIONS,
  WAREHOUSES_TABLE_ID,
  editWarehouseHref,
} from './table-config';
import { toWarehouseRow, type WarehouseRow } from './warehouse-rows';

const EDIT: ['edit_warehouses'] = ['edit_warehouses'];

export function WarehousesPage() {
  const navigate = useNavigate();
  const { client } = useApi();
  const { me } = useAccount();
  const { notify, reportError } = useNotifications();
  const canEdit = usePermissions(EDIT);
  const { items, loading, error, reload } = useList(useCallback(() => warehousesApi(client).list(), [client]));
  const rows = useMemo(() => items.map(toWarehouseRow), [items]);
  const [preferences, setPreferences] = useTablePreferences(
    me.userId,
    WAREHOUSES_TABLE_ID,
    DEFAULT_PREFERENCES,
    PAGE_SIZE_OPTIONS,
  );
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [busy, setBusy] = useState(false);

  const {
    items: pageItems,
    actions,
    filteredItemsCount,
    collectionProps,
    propertyFilterProps,
    paginationProps,
  } = useCollection(rows, {
    propertyFiltering: {
      filteringProperties: FILTERING_PROPERTIES,
      empty: (
        <TableEmptyState
          title="No warehouses"
          description="Add the address you ship from to start creating orders."
          action={canEdit && <Button onClick={() => navigate('/warehouses/create')}>Create warehouse</Button>}
        />
      ),
      noMatch: (
        <TableNoMatchState
          item="warehouse"
          onClearFilter={() => actions.setPropertyFiltering({ tokens: [], operation: 'and' })}
        />
      ),
    },
    pagination: { pageSize: preferences.pageSize },
    sorting: { defaultState: { sortingColumn: COLUMN_DEFINITIONS[0] } },
    selection: { keepSelection: false, trackBy: 'id' },
  });

  const selected = collectionProps.selectedItems ?? [];
  const single = selected.length === 1 ? selected[0] : null;

  async function run(action: () => Promise<unknown>, success: string) {
    setBusy(true);
    try {
      await action();
      notify({ type: 'success', content: success });
      actions.setSelectedItems([]);
      await reload();
    } catch (e) {
      reportError(e);
    } finally {
      setBusy(false);
    }
  }

  async function deleteSelected(targets: readonly WarehouseRow[]) {
    setConfirmingDelete(false);
    await run(
      async () => {
        for (const w of targets) await warehousesApi(client).remove(w.id);
      },
      targets.length === 1 ? `Warehouse ${targets[0].name} deleted.` : `${targets.length} warehouses deleted.`,
    );
  }

  return (
    <>
      <Table<WarehouseRow>
        {...collectionProps}
        variant="full-page"
        stickyHeader
        resizableColumns
        enableKeyboardNavigation
        items={pageItems}
        columnDefinitions={COLUMN_DEFINITIONS}
        columnDisplay={preferences.contentDisplay}
        trackBy="id"
        selectionType={canEdit ? 'multi' : undefined}
        loading={loading}
        loadingText="Loading warehouses"
        ariaLabels={{
          selectionGroupLabel: 'Warehouse selection',
          allItemsSelectionLabel: () => 'Select all warehouses',
          itemSelectionLabel: (_, item) => `Select warehouse ${item.name}`,
        }}
        header={
          <Header
            variant="awsui-h1-sticky"
            counter={loading ? undefined : selected.length ? `(${selected.length}/${rows.length})` : `(${rows.length})`}
            description="Addresses you ship from. The default warehouse is used for new orders."
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  iconName="refresh"
                  ariaLabel="Refresh warehouses"
                  onClick={() => void reload()}
                  disabled={loading}
                />
                <PermissionGuard required={EDIT}>
                  <Button
                    disabled={!single || single.default || busy}
                    onClick={() =>
                      single &&
                      void run(
                        () => warehousesApi(client).setDefault(single.id),
                        `${single.name} is now the default warehouse.`,
                      )
                    }
                  >
                    Set as default
                  </Button>
                  <Button disabled={!single || busy} onClick={() => single && navigate(editWarehouseHref(single.id))}>
                    Edit
                  </Button>
                  <Button disabled={selected.length === 0 || busy} onClick={() => setConfirmingDelete(true)}>
                    Delete
                  </Button>
                  <Button variant="primary" onClick={() => navigate('/warehouses/create')}>
                    Create warehouse
                  </Button>
                </PermissionGuard>
              </SpaceBetween>
            }
          >
            Warehouses
          </Header>
        }
        filter={
          <SpaceBetween size="s">
            {error && <LoadErrorAlert header="Could not load warehouses" error={error} onRetry={() => void reload()} />}
            <PropertyFilter
              {...propertyFilterProps}
              filteringPlaceholder="Find warehouses"
              countText={`${filteredItemsCount ?? 0} ${filteredItemsCount === 1 ? 'match' : 'matches'}`}
              expandToViewport
            />
          </SpaceBetween>
        }
        pagination={<Pagination {...paginationProps} />}
        preferences={
          <Preferences
            preferences={preferences}
            onChange={setPreferences}
            pageSizes={PAGE_SIZE_OPTIONS}
            plural="warehouses"
            columns={CONTENT_DISPLAY_OPTIONS}
          />
        }
      />
      <DeleteConfirmModal
        visible={confirmingDelete}
        singular="warehouse"
        plural="warehouses"
        names={selected.map((w) => w.name)}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => void deleteSelected(selected)}
      />
    </>
  );
}
