import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import CollectionPreferences from '@cloudscape-design/components/collection-preferences';
import DateRangePicker, { type DateRangePickerProps } from '@cloudscape-design/components/date-range-picker';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Pagination from '@cloudscape-design/components/pagination';
import PropertyFilter, { type PropertyFilterProps } from '@cloudscape-design/components/property-filter';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import type { BulkOrderAction, BulkOrderRequest, SavedFilter } from '#api/orders';
import type { OrderGridRow } from '#domain/orders/order-grid.rules';
import { hasAnyFilter } from '#domain/orders/order-filter.rules';
import { orderFiltersSchema, savedFilterRequestSchema } from '#domain/orders/order-query.schema';
import { useApi } from '../../api/api-context';
import { ApiError, SessionEndedError, errorMessageOf } from '../../api/api-error';
import { ordersApi } from '../../api/orders-api';
import { warehousesApi } from '../../api/warehouses-api';
import { useAccount } from '../../app/account/account-context';
import { useNotifications } from '../../app/notifications/notifications-context';
import { PermissionGuard, usePermissions } from '../../components/permission-guard';
import { useTablePreferences } from '../../hooks/use-table-preferences';
import { validateWithSchema } from '../../lib/field-errors';
import { BULK_MENU, BulkInputModal, summariseBulk } from './bulk-actions';
import { FIRST_PAGE, afterPageLoaded, cursorFor, goToPage, paginationOf, type CursorStack } from './cursor-stack';
import { FILTERING_GROUPS, FILTERING_PROPERTIES, filteringOptions } from './filtering-properties';
import {
  DATE_RANGE_RELATIVE_OPTIONS,
  EMPTY_QUERY,
  ORDER_VIEWS,
  formatRelativeRange,
  fromDateRangeFilter,
  fromOrderFilters,
  toDateRangeFilter,
  toOrderFilters,
  type OrderView,
} from './order-filter-tokens';
import { CONTENT_DISPLAY_OPTIONS, DEFAULT_PREFERENCES, ORDERS_TABLE_ID, PAGE_SIZE_OPTIONS, orderColumns, type RowAction } from './table-config';
import { downloadText } from './download';

const EDIT: ['edit_orders'] = ['edit_orders'];
const IMPORT_EXPORT: ['import_export_orders'] = ['import_export_orders'];

type Sort = { field: 'orderDate' | 'orderNumber'; direction: 'asc' | 'desc' };

/** The orders grid (orders §2): server-side filters, sort and cursor pages. */
export function OrdersPage() {
  const navigate = useNavigate();
  const { client } = useApi();
  const api = useMemo(() => ordersApi(client), [client]);
  const { me } = useAccount();
  const { notify } = useNotifications();
  const canEdit = usePermissions(EDIT);
  const [preferences, setPreferences] = useTablePreferences(me.userId, ORDERS_TABLE_ID, DEFAULT_PREFERENCES, PAGE_SIZE_OPTIONS);

  const [view, setView] = useState<OrderView>('active');
  const [query, setQuery] = useState<PropertyFilterProps.Query>(EMPTY_QUERY);
  const [dateValue, setDateValue] = useState<DateRangePickerProps.Value | null>(null);
  const [sort, setSort] = useState<Sort>({ field: 'orderDate', direction: 'desc' });
  const filters = useMemo(() => toOrderFilters({ query, view, dateRange: toDateRangeFilter(dateValue) }), [query, view, dateValue]);
  const pageSize = preferences.pageSize as 20 | 50 | 100;
  const filtersKey = JSON.stringify([filters, sort, pageSize]);

  // The cursor stack belongs to one filter/sort/page-size combination; a new one starts over.
  const [paging, setPaging] = useState<{ key: string; stack: CursorStack }>({ key: filtersKey, stack: FIRST_PAGE });
  const stack = paging.key === filtersKey ? paging.stack : FIRST_PAGE;
  const updateStack = useCallback((change: (s: CursorStack) => CursorStack) => setPaging((p) => ({ key: filtersKey, stack: change(p.key === filtersKey ? p.stack : FIRST_PAGE) })), [filtersKey]);

  const [items, setItems] = useState<OrderGridRow[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<OrderGridRow[]>([]);
  const [reloadTick, setReloadTick] = useState(0);
  const reload = () => setReloadTick((t) => t + 1);
  const [seen, setSeen] = useState<{ tags: string[]; batches: string[] }>({ tags: [], batches: [] });

  const pageIndex = stack.pageIndex;
  const cursor = cursorFor(stack);
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    api
      .query({ filters, sort, pageSize, ...(cursor ? { cursor } : {}) }, controller.signal)
      .then((page) => {
        if (controller.signal.aborted) return;
        setItems(page.items);
        setSelected([]);
        updateStack((s) => afterPageLoaded(s, pageIndex, page.cursor));
        setSeen((s) => ({
          tags: [...new Set([...s.tags, ...page.items.flatMap((o) => o.tags)])],
          batches: [...new Set([...s.batches, ...page.items.map((o) => o.batchNumber).filter(Boolean)])],
        }));
      })
      .catch((e: unknown) => {
        if (controller.signal.aborted || e instanceof SessionEndedError) return;
        setError(errorMessageOf(e));
        setItems([]);
      })
      .finally(() => !controller.signal.aborted && setLoading(false));
    return () => controller.abort();
    // filtersKey stands for filters, sort and pageSize.
  }, [api, filtersKey, pageIndex, cursor, reloadTick]);

  // Saved filters (orders §5 "Filters").
  const [savedFilters, setSavedFilters] = useState<SavedFilter[]>([]);
  const [appliedFilterId, setAppliedFilterId] = useState<string | null>(null);
  const [savingFilter, setSavingFilter] = useState(false);
  const loadSavedFilters = useCallback(async () => {
    try {
      setSavedFilters(await api.savedFilters());
    } catch (e) {
      if (!(e instanceof SessionEndedError)) notify({ type: 'error', content: errorMessageOf(e) });
    }
  }, [api, notify]);
  useEffect(() => {
    void loadSavedFilters();
  }, [loadSavedFilters]);

  function applySavedFilter(filter: SavedFilter | undefined) {
    setAppliedFilterId(filter?.filterId ?? null);
    const state = fromOrderFilters(filter?.filters ?? { view: 'active' });
    setQuery(state.query);
    setView(state.view);
    setDateValue(fromDateRangeFilter(state.dateRange));
  }
  function clearFilters() {
    applySavedFilter(undefined);
  }

  async function deleteSavedFilter() {
    const filter = savedFilters.find((f) => f.filterId === appliedFilterId);
    if (!filter) return;
    try {
      await api.deleteFilter(filter.filterId);
      notify({ type: 'success', content: `Filter ${filter.name} deleted.` });
      setAppliedFilterId(null);
      await loadSavedFilters();
    } catch (e) {
      if (!(e instanceof SessionEndedError)) notify({ type: 'error', content: errorMessageOf(e) });
    }
  }

  // Bulk actions.
  const [warehouses, setWarehouses] = useState<{ id: string; name: string }[]>([]);
  useEffect(() => {
    if (!canEdit) return;
    warehousesApi(client).list().then(setWarehouses, () => undefined);
  }, [client, canEdit]);
  const [inputAction, setInputAction] = useState<BulkOrderAction | null>(null);

  async function runBulk(request: Omit<BulkOrderRequest, 'orderIds'>, targets: readonly OrderGridRow[] = selected) {
    try {
      const { results } = await api.bulk({ ...request, orderIds: targets.map((o) => o.id) } as BulkOrderRequest);
      const numberOf = (id: string) => targets.find((o) => o.id === id)?.orderNumber ?? id;
      const summary = summariseBulk(request.action, results, numberOf);
      if (summary.ok) notify({ type: 'success', content: summary.success });
      if (summary.failed) notify({ type: 'error', header: `${summary.failed} ${summary.failed === 1 ? 'order' : 'orders'} not changed`, content: summary.failures.join('\n') });
      setInputAction(null);
      reload();
    } catch (e) {
      if (!(e instanceof SessionEndedError)) notify({ type: 'error', content: errorMessageOf(e) });
    }
  }

  function onRowAction(action: RowAction, row: OrderGridRow) {
    if (action === 'edit') navigate(`/orders/${encodeURIComponent(row.id)}`);
    else void runBulk({ action }, [row]);
  }
  // Columns are built once; the row menu calls the latest handler through the ref.
  const rowAction = useRef(onRowAction);
  rowAction.current = onRowAction;
  const columns = useMemo(() => orderColumns((action, row) => rowAction.current(action, row)), []);

  async function exportView() {
    notify({ type: 'info', content: 'CSV export in process' });
    try {
      const csv = await api.exportCsv(filters, sort);
      downloadText(csv, `orders-${new Date().toISOString().slice(0, 10)}.csv`, 'text/csv');
    } catch (e) {
      if (!(e instanceof SessionEndedError)) notify({ type: 'error', content: errorMessageOf(e) });
    }
  }

  const filtered = hasAnyFilter(orderFiltersSchema.parse(filters));
  const sortingColumn = columns.find((c) => c.sortingField === sort.field);
  const appliedFilter = savedFilters.find((f) => f.filterId === appliedFilterId);

  return (
    <>
      <Table<OrderGridRow>
        variant="full-page"
        stickyHeader
        resizableColumns
        items={items}
        columnDefinitions={columns}
        columnDisplay={preferences.contentDisplay}
        trackBy="id"
        selectionType={canEdit ? 'multi' : undefined}
        selectedItems={selected}
        onSelectionChange={(e) => setSelected(e.detail.selectedItems)}
        loading={loading}
        loadingText="Loading orders"
        sortingColumn={sortingColumn as TableProps.SortingColumn<OrderGridRow> | undefined}
        sortingDescending={sort.direction === 'desc'}
        onSortingChange={(e) =>
          setSort({ field: (e.detail.sortingColumn.sortingField as Sort['field']) ?? 'orderDate', direction: e.detail.isDescending ? 'desc' : 'asc' })
        }
        ariaLabels={{
          selectionGroupLabel: 'Order selection',
          allItemsSelectionLabel: () => 'Select all orders on this page',
          itemSelectionLabel: (_, item) => `Select order ${item.orderNumber}`,
        }}
        empty={
          filtered ? (
            <Box textAlign="center" color="inherit">
              <SpaceBetween size="xxs">
                <b>No matches</b>
                <Box variant="p" color="inherit">No order matches the filter.</Box>
              </SpaceBetween>
              <Button onClick={clearFilters}>Clear filter</Button>
            </Box>
          ) : (
            <Box textAlign="center" color="inherit">
              <SpaceBetween size="xxs">
                <b>No orders</b>
                <Box variant="p" color="inherit">Create an order, import a spreadsheet or connect a store.</Box>
              </SpaceBetween>
              {canEdit && <Button onClick={() => navigate('/orders/new')}>Create order</Button>}
            </Box>
          )
        }
        header={
          <Header
            variant="awsui-h1-sticky"
            counter={selected.length ? `(${selected.length} selected)` : undefined}
            description="Every order of the selected view. Filters, sorting and pages are applied by the server."
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button iconName="refresh" ariaLabel="Refresh orders" onClick={reload} disabled={loading} />
                <PermissionGuard required={IMPORT_EXPORT}>
                  <Button iconName="download" onClick={() => void exportView()}>Export view</Button>
                  <Button iconName="upload" onClick={() => navigate('/orders/import')}>Import</Button>
                </PermissionGuard>
                <PermissionGuard required={EDIT}>
                  <ButtonDropdown
                    disabled={selected.length === 0}
                    items={BULK_MENU.filter((m) => m.id !== 'restore' || view === 'deleted').map((m) => ({ id: m.id, text: m.text }))}
                    onItemClick={(e) => {
                      const entry = BULK_MENU.find((m) => m.id === e.detail.id)!;
                      if (entry.needsInput) setInputAction(entry.id);
                      else void runBulk({ action: entry.id });
                    }}
                  >
                    Bulk actions
                  </ButtonDropdown>
                  <Button variant="primary" onClick={() => navigate('/orders/new')}>Create order</Button>
                </PermissionGuard>
              </SpaceBetween>
            }
          >
            Orders
          </Header>
        }
        filter={
          <SpaceBetween size="s">
            {error && (
              <Alert type="error" header="Could not load orders" action={<Button onClick={reload}>Retry</Button>}>
                {error}
              </Alert>
            )}
            <SpaceBetween direction="horizontal" size="s" alignItems="end">
              <FormField label="View">
                <SegmentedControl
                  selectedId={view}
                  label="View"
                  options={ORDER_VIEWS.map((v) => ({ id: v.id, text: v.text }))}
                  onChange={(e) => setView(e.detail.selectedId as OrderView)}
                />
              </FormField>
              <FormField label="Order date">
                <DateRangePicker
                  value={dateValue}
                  onChange={(e) => setDateValue(e.detail.value)}
                  relativeOptions={DATE_RANGE_RELATIVE_OPTIONS}
                  dateOnly
                  placeholder="Any date"
                  i18nStrings={{ formatRelativeRange, customRelativeRangeOptionLabel: 'Custom', customRelativeRangeOptionDescription: 'Pick the days on the calendar' }}
                  isValidRange={(range) =>
                    !range || range.type === 'relative' || (range.startDate && range.endDate) ? { valid: true } : { valid: false, errorMessage: 'Choose a start and an end day.' }
                  }
                  rangeSelectorMode="default"
                  showClearButton
                  expandToViewport
                />
              </FormField>
              <FormField label="Saved filter">
                <Select
                  placeholder="Choose a saved filter"
                  selectedOption={appliedFilter ? { value: appliedFilter.filterId, label: appliedFilter.name } : null}
                  options={savedFilters.map((f) => ({ value: f.filterId, label: f.name }))}
                  empty="No saved filters"
                  onChange={(e) => applySavedFilter(savedFilters.find((f) => f.filterId === e.detail.selectedOption.value))}
                />
              </FormField>
              <Button onClick={() => setSavingFilter(true)}>Save filter</Button>
              <Button disabled={!appliedFilter} onClick={() => void deleteSavedFilter()}>Delete filter</Button>
              <Button variant="link" disabled={!filtered} onClick={clearFilters}>Reset filters</Button>
            </SpaceBetween>
            <PropertyFilter
              query={query}
              onChange={(e) => {
                setQuery(e.detail);
                setAppliedFilterId(null);
              }}
              filteringProperties={FILTERING_PROPERTIES}
              filteringOptions={filteringOptions(seen)}
              customGroupsText={FILTERING_GROUPS}
              filteringPlaceholder="Filter orders by status, fulfillment, printed, warnings, tags, batch or a text column"
              disableFreeTextFiltering
              hideOperations
              expandToViewport
            />
          </SpaceBetween>
        }
        pagination={
          <Pagination
            {...paginationOf(stack)}
            disabled={loading}
            onChange={(e) => updateStack((s) => goToPage(s, e.detail.currentPageIndex - 1))}
            onNextPageClick={(e) => {
              if (!e.detail.requestedPageAvailable) updateStack((s) => goToPage(s, e.detail.requestedPageIndex - 1));
            }}
          />
        }
        preferences={
          <CollectionPreferences
            title="Preferences"
            confirmLabel="Confirm"
            cancelLabel="Cancel"
            preferences={preferences}
            onConfirm={({ detail }) =>
              setPreferences({ pageSize: detail.pageSize ?? preferences.pageSize, contentDisplay: detail.contentDisplay ?? preferences.contentDisplay })
            }
            pageSizePreference={{ title: 'Page size', options: PAGE_SIZE_OPTIONS.map((value) => ({ value, label: `${value} orders` })) }}
            contentDisplayPreference={{ title: 'Column preferences', options: CONTENT_DISPLAY_OPTIONS, enableColumnFiltering: true }}
          />
        }
      />
      <BulkInputModal
        key={inputAction ?? 'none'}
        action={inputAction}
        count={selected.length}
        warehouses={warehouses}
        onDismiss={() => setInputAction(null)}
        onSubmit={(request) => runBulk(request)}
      />
      {savingFilter && (
        <SaveFilterModal
          filters={filters}
          onDismiss={() => setSavingFilter(false)}
          onSave={async (name) => {
            const saved = await api.saveFilter(name, filters);
            notify({ type: 'success', content: `Filter ${saved.name} saved.` });
            setSavingFilter(false);
            await loadSavedFilters();
            setAppliedFilterId(saved.filterId);
          }}
        />
      )}
    </>
  );
}

/** orders §5 Filters: name required, some filter applied, a duplicate name refused (the API's message). */
function SaveFilterModal({ filters, onDismiss, onSave }: { filters: unknown; onDismiss: () => void; onSave: (name: string) => Promise<void> }) {
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save() {
    const found = validateWithSchema(savedFilterRequestSchema, { name, filters });
    setErrors(found);
    setFormError(null);
    if (found.name) return;
    setBusy(true);
    try {
      await onSave(name.trim());
    } catch (e) {
      if (e instanceof SessionEndedError) return;
      if (e instanceof ApiError && e.fieldErrors.name) setErrors({ name: e.fieldErrors.name });
      else setFormError(errorMessageOf(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      visible
      onDismiss={onDismiss}
      header="Save filter"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onDismiss}>Cancel</Button>
            <Button variant="primary" loading={busy} onClick={() => void save()}>Save</Button>
          </SpaceBetween>
        </Box>
      }
    >
      <form onSubmit={(e) => { e.preventDefault(); void save(); }}>
        <SpaceBetween size="s">
          {formError && <Alert type="error">{formError}</Alert>}
          <FormField label="Filter name" errorText={errors.name} description="Saved filters are shared with your team.">
            <Input value={name} onChange={(e) => setName(e.detail.value)} autoFocus />
          </FormField>
        </SpaceBetween>
      </form>
    </Modal>
  );
}
