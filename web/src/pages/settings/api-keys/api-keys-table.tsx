import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import type { ApiKeyView } from '#api/api-keys';
import { formatDateTime } from '#domain/dates/date-format.rules';
import { API_KEYS_PER_ACCOUNT_MAX } from '#domain/api-keys/api-key.rules';
import { LoadErrorAlert } from '#web/components/load-error-alert';
import { TableEmptyState } from '#web/components/table-states';

const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
const when = (iso: string | null | undefined) => (iso ? formatDateTime(new Date(iso), TIME_ZONE) : '-');

const COLUMNS: TableProps.ColumnDefinition<ApiKeyView>[] = [
  { id: 'name', header: 'Name', cell: (k) => k.name },
  { id: 'prefix', header: 'Key', cell: (k) => <Box variant="code">{k.prefix}…</Box> },
  { id: 'createdAt', header: 'Created', cell: (k) => <span title={`by ${k.createdBy}`}>{when(k.createdAt)}</span> },
  { id: 'lastUsedAt', header: 'Last used', cell: (k) => (k.lastUsedAt ? when(k.lastUsedAt) : 'Never') },
  {
    id: 'status',
    header: 'Status',
    cell: (k) =>
      k.status === 'active' ? (
        <StatusIndicator type="success">Active</StatusIndicator>
      ) : (
        <StatusIndicator type="stopped">Revoked</StatusIndicator>
      ),
  },
];

interface KeysState {
  items: readonly ApiKeyView[];
  loading: boolean;
  error: string | null;
  reload: () => Promise<void>;
}

/** The keys, newest first; a key is revoked from its row. */
export function ApiKeysTable({
  keys,
  onCreate,
  onRevoke,
}: {
  keys: KeysState;
  onCreate: () => void;
  onRevoke: (key: ApiKeyView) => void;
}) {
  const active = keys.items.filter((k) => k.status === 'active').length;
  const full = active >= API_KEYS_PER_ACCOUNT_MAX;
  return (
    <SpaceBetween size="s">
      {keys.error && (
        <LoadErrorAlert header="Could not load the API keys" error={keys.error} onRetry={() => void keys.reload()} />
      )}
      <Table<ApiKeyView>
        data-testid="api-keys-table"
        items={[...keys.items]}
        loading={keys.loading && keys.items.length === 0}
        loadingText="Loading API keys"
        trackBy="keyId"
        variant="container"
        columnDefinitions={[
          ...COLUMNS,
          {
            id: 'actions',
            header: 'Actions',
            cell: (k) =>
              k.status === 'active' ? (
                <Button variant="inline-link" ariaLabel={`Revoke ${k.name}`} onClick={() => onRevoke(k)}>
                  Revoke
                </Button>
              ) : null,
          },
        ]}
        header={
          <Header
            variant="h2"
            counter={`(${active}/${API_KEYS_PER_ACCOUNT_MAX} active)`}
            description="Only a short prefix of each key is kept in view; the key itself is shown once, when it is created."
            actions={
              <Button variant="primary" disabled={full} onClick={onCreate}>
                Create API key
              </Button>
            }
          >
            API keys
          </Header>
        }
        empty={
          <TableEmptyState
            title="No API keys"
            description="Create a key to push orders from your own store."
            action={<Button onClick={onCreate}>Create API key</Button>}
          />
        }
      />
    </SpaceBetween>
  );
}
