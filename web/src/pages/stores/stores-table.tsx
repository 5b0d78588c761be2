import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import type { StoreConnectionViewResponse as Store } from '#api/store-connections';
import { TableEmptyState } from '#web/components/table-states';
import { PLATFORM_LABELS, STATUS_INDICATORS, formatWhen } from './store-labels';
import { STORE_IMPORT_TOPIC } from '#domain/stores/store-event.message';

const COLUMNS: TableProps.ColumnDefinition<Store>[] = [
  {
    id: 'name',
    header: 'Store',
    cell: (s) => (
      <SpaceBetween size="xxxs">
        <Box fontWeight="bold">{s.name}</Box>
        {s.shop !== s.name && (
          <Box variant="small" color="text-body-secondary">
            {s.shop}
          </Box>
        )}
      </SpaceBetween>
    ),
  },
  { id: 'platform', header: 'Platform', cell: (s) => PLATFORM_LABELS[s.platform] },
  {
    id: 'status',
    header: 'Status',
    cell: (s) => (
      <StatusIndicator type={STATUS_INDICATORS[s.status].type}>{STATUS_INDICATORS[s.status].text}</StatusIndicator>
    ),
  },
  { id: 'connectedAt', header: 'Connected', cell: (s) => formatWhen(s.connectedAt) },
  {
    id: 'lastEvent',
    header: 'Last event',
    cell: (s) =>
      s.lastEventAt ? (
        <SpaceBetween size="xxxs">
          <span>{formatWhen(s.lastEventAt)}</span>
          {/* An import page is ours, not a platform topic: said in words. */}
          {s.lastEventTopic === STORE_IMPORT_TOPIC ? (
            <Box fontSize="body-s">Order import</Box>
          ) : (
            s.lastEventTopic && (
              <Box variant="code" fontSize="body-s">
                {s.lastEventTopic}
              </Box>
            )
          )}
        </SpaceBetween>
      ) : (
        'No events yet'
      ),
  },
  {
    id: 'lastError',
    header: 'Last error',
    cell: (s) => (s.lastError ? <StatusIndicator type="warning">{s.lastError}</StatusIndicator> : '-'),
  },
];

/** The account's stores; `actions` only for members with edit_integrations. */
export function StoresTable({
  stores,
  loading,
  limitText,
  canEdit,
  onConnect,
  onDisconnect,
  onReconnect,
}: {
  stores: readonly Store[];
  loading: boolean;
  limitText?: string;
  canEdit: boolean;
  onConnect: () => void;
  onDisconnect: (store: Store) => void;
  /** A disconnected or failing store connected again (the platform removed Shipdeck, or its token broke). */
  onReconnect: (store: Store) => void;
}) {
  const [selected, setSelected] = useState<Store[]>([]);
  const current = selected[0] ? stores.find((s) => s.storeId === selected[0].storeId) : undefined;
  return (
    <Table<Store>
      variant="container"
      items={[...stores]}
      columnDefinitions={COLUMNS}
      trackBy="storeId"
      loading={loading}
      loadingText="Loading stores"
      selectionType={canEdit ? 'single' : undefined}
      selectedItems={current ? [current] : []}
      onSelectionChange={(e) => setSelected(e.detail.selectedItems)}
      ariaLabels={{
        itemSelectionLabel: (_, s) => `Select ${s.name}`,
        selectionGroupLabel: 'Stores',
        allItemsSelectionLabel: () => 'All stores',
      }}
      header={
        <Header
          counter={`(${stores.length})`}
          description={limitText ? `Your plan: ${limitText}.` : undefined}
          actions={
            canEdit && (
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  disabled={!current || current.status === 'connected'}
                  onClick={() => current && onReconnect(current)}
                >
                  Reconnect
                </Button>
                <Button
                  disabled={!current || current.status === 'disconnected'}
                  onClick={() => current && onDisconnect(current)}
                >
                  Disconnect
                </Button>
                <Button variant="primary" onClick={onConnect}>
                  Connect store
                </Button>
              </SpaceBetween>
            )
          }
        >
          Connected stores
        </Header>
      }
      empty={
        <TableEmptyState
          title="No stores"
          description="Connect a store and its orders arrive here as they are placed."
          action={canEdit ? <Button onClick={onConnect}>Connect store</Button> : undefined}
        />
      }
    />
  );
}
