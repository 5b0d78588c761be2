import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCollection, type PropertyFilterProperty } from '@cloudscape-design/collection-hooks';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import PropertyFilter from '@cloudscape-design/components/property-filter';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import type { PermissionKey } from '#domain/permissions/permission-keys';
import { useAccount } from '#web/app/account/account-context';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { DeleteConfirmModal } from '#web/components/delete-confirm-modal';
import { LoadErrorAlert } from '#web/components/load-error-alert';
import { PermissionGuard, usePermissions } from '#web/components/permission-guard';
import { Preferences } from '#web/components/table-preferences';
import { TableEmptyState, TableNoMatchState } from '#web/components/table-states';
import { useTablePreferences } from '#web/hooks/use-table-preferences';
import { CATALOG_PAGE_SIZES, tableSettings } from './catalog-columns';

export interface CatalogTableProps<T extends { id: string }> {
  tableId: string;
  /** 'product' / 'products' as shown in buttons, counters and messages. */
  singular: string;
  plural: string;
  title: string;
  description: string;
  rows: readonly T[];
  loading: boolean;
  error: string | null;
  reload: () => Promise<void>;
  columns: TableProps.ColumnDefinition<T>[];
  hiddenByDefault: readonly string[];
  filteringProperties: PropertyFilterProperty[];
  editPermission: PermissionKey;
  createHref: string;
  editHref: (row: T) => string;
  nameOf: (row: T) => string;
  remove: (row: T) => Promise<unknown>;
  /** More header buttons (import, presets), placed before Create. */
  extraActions?: ReactNode;
  /** Buttons on the selection (Set as default), before Edit, for those allowed to edit; `run` toasts, clears and reloads. */
  selectionActions?: (selection: {
    single: T | null;
    busy: boolean;
    run: (action: () => Promise<unknown>, success: string) => Promise<void>;
  }) => ReactNode;
  emptyText: string;
}

/**
 * The catalog list, in the Cloudscape demos' pattern: property filter, sorting, page size
 * and columns kept per user, selection, Edit/Delete/Create guarded by the edit permission,
 * empty and no-match states, and a confirm modal before deleting.
 */
export function CatalogTable<T extends { id: string }>(props: CatalogTableProps<T>) {
  const navigate = useNavigate();
  const { me } = useAccount();
  const { notify, reportError } = useNotifications();
  const required = [props.editPermission];
  const canEdit = usePermissions(required);
  const { contentDisplayOptions, defaults } = tableSettings(props.columns, props.hiddenByDefault);
  const [preferences, setPreferences] = useTablePreferences(me.userId, props.tableId, defaults, CATALOG_PAGE_SIZES);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [busy, setBusy] = useState(false);
  const { singular, plural } = props;

  const { items, actions, filteredItemsCount, collectionProps, propertyFilterProps, paginationProps } = useCollection(
    props.rows,
    {
      propertyFiltering: {
        filteringProperties: props.filteringProperties,
        empty: (
          <TableEmptyState
            title={`No ${plural}`}
            description={props.emptyText}
            action={canEdit && <Button onClick={() => navigate(props.createHref)}>Create {singular}</Button>}
          />
        ),
        noMatch: (
          <TableNoMatchState
            item={singular}
            onClearFilter={() => actions.setPropertyFiltering({ tokens: [], operation: 'and' })}
          />
        ),
      },
      pagination: { pageSize: preferences.pageSize },
      sorting: { defaultState: { sortingColumn: props.columns[0] } },
      selection: { keepSelection: false, trackBy: 'id' },
    },
  );

  const selected = collectionProps.selectedItems ?? [];
  const single = selected.length === 1 ? selected[0] : null;

  /** Sends a change to the selected rows: a toast when it is done, the selection cleared, the list read again. */
  async function run(action: () => Promise<unknown>, success: string) {
    setBusy(true);
    try {
      await action();
      notify({ type: 'success', content: success });
      actions.setSelectedItems([]);
    } catch (e) {
      reportError(e);
    } finally {
      setBusy(false);
      await props.reload();
    }
  }

  async function deleteSelected(targets: readonly T[]) {
    setConfirmingDelete(false);
    await run(
      async () => {
        for (const row of targets) await props.remove(row);
      },
      targets.length === 1
        ? `${capitalize(singular)} ${props.nameOf(targets[0])} deleted.`
        : `${targets.length} ${plural} deleted.`,
    );
  }

  return (
    <>
      <Table<T>
        {...collectionProps}
        variant="full-page"
        stickyHeader
        resizableColumns
        enableKeyboardNavigation
        items={items}
        columnDefinitions={props.columns}
        columnDisplay={preferences.contentDisplay}
        trackBy="id"
        selectionType={canEdit ? 'multi' : undefined}
        loading={props.loading}
        loadingText={`Loading ${plural}`}
        ariaLabels={{
          selectionGroupLabel: `${capitalize(singular)} selection`,
          allItemsSelectionLabel: () => `Select all ${plural}`,
          itemSelectionLabel: (_, item) => `Select ${singular} ${props.nameOf(item)}`,
        }}
        header={
          <Header
            variant="awsui-h1-sticky"
            counter={
              props.loading
                ? undefined
                : selected.length
                  ? `(${selected.length}/${props.rows.length})`
                  : `(${props.rows.length})`
            }
            description={props.description}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  iconName="refresh"
                  ariaLabel={`Refresh ${plural}`}
                  onClick={() => void props.reload()}
                  disabled={props.loading}
                />
                {props.extraActions}
                <PermissionGuard required={required}>
                  {props.selectionActions?.({ single, busy, run })}
                  <Button disabled={!single || busy} onClick={() => single && navigate(props.editHref(single))}>
                    Edit
                  </Button>
                  <Button disabled={selected.length === 0 || busy} onClick={() => setConfirmingDelete(true)}>
                    Delete
                  </Button>
                  <Button variant="primary" onClick={() => navigate(props.createHref)}>
                    Create {singular}
                  </Button>
                </PermissionGuard>
              </SpaceBetween>
            }
          >
            {props.title}
          </Header>
        }
        filter={
          <SpaceBetween size="s">
            {props.error && (
              <LoadErrorAlert
                header={`Could not load ${plural}`}
                error={props.error}
                onRetry={() => void props.reload()}
              />
            )}
            <PropertyFilter
              {...propertyFilterProps}
              filteringPlaceholder={`Find ${plural}`}
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
            pageSizes={CATALOG_PAGE_SIZES}
            plural={plural}
            columns={contentDisplayOptions}
          />
        }
      />
      <DeleteConfirmModal
        visible={confirmingDelete}
        singular={singular}
        plural={plural}
        names={selected.map(props.nameOf)}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => void deleteSelected(selected)}
      />
    </>
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
