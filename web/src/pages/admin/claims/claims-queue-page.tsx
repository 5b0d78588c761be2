import { useCallback, useState } from 'react';
import { useCollection } from '@cloudscape-design/collection-hooks';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { REVIEW_CLAIM_STATUSES } from '#domain/claims/claim-lifecycle.rules';
import { claimStatusLabel, type ClaimStatus } from '#domain/statuses/claim-status.rules';
import { LoadErrorAlert } from '#web/components/load-error-alert';
import { TableEmptyState, TableNoMatchState } from '#web/components/table-states';
import { useAdminApi } from '../use-admin-api';
import { useCursorList } from '../use-cursor-list';
import { claimColumns } from './claim-columns';

const STATUS_OPTIONS = REVIEW_CLAIM_STATUSES.map((s) => ({ value: s, label: claimStatusLabel(s) }));

/** /admin/claims: the claims waiting on staff, one open status at a time, oldest first, across accounts. */
export function ClaimsQueuePage() {
  const api = useAdminApi();
  const [status, setStatus] = useState<ClaimStatus>('claim_received');
  const list = useCursorList(useCallback((cursor?: string) => api.claimQueue(status, cursor), [api, status]));
  const { items, collectionProps, filterProps, actions } = useCollection(list.items, {
    filtering: {
      filteringFunction: (c, text) =>
        [c.orderNumber, c.trackingCode ?? '', c.accountId, c.claimId].some((v) =>
          v.toLowerCase().includes(text.toLowerCase()),
        ),
      empty: <TableEmptyState title="No claims" description="No claim is waiting in this status." />,
      noMatch: <TableNoMatchState item="claim" onClearFilter={() => actions.setFiltering('')} />,
    },
  });

  return (
    <SpaceBetween size="m">
      {list.error && (
        <LoadErrorAlert header="The claims could not be loaded" error={list.error} onRetry={() => void list.reload()} />
      )}
      <Table
        {...collectionProps}
        variant="full-page"
        loading={list.loading && list.items.length === 0}
        loadingText="Loading claims"
        items={items}
        columnDefinitions={claimColumns()}
        header={
          <Header
            variant="awsui-h1-sticky"
            counter={`(${list.items.length}${list.hasMore ? '+' : ''})`}
            description="Claims merchants submitted, oldest first: open one to review its documents and decide it."
            actions={<Button iconName="refresh" ariaLabel="Refresh" onClick={() => void list.reload()} />}
          >
            Claims review
          </Header>
        }
        filter={
          <SpaceBetween direction="horizontal" size="xs">
            <TextFilter {...filterProps} filteringPlaceholder="Find by order, tracking or account" />
            <FormField label="Status">
              <Select
                selectedOption={STATUS_OPTIONS.find((o) => o.value === status) ?? null}
                options={STATUS_OPTIONS}
                onChange={(e) => setStatus(e.detail.selectedOption.value as ClaimStatus)}
              />
            </FormField>
          </SpaceBetween>
        }
        footer={
          list.hasMore ? (
            <Button onClick={() => void list.loadMore()} loading={list.loading}>
              Load more
            </Button>
          ) : undefined
        }
      />
    </SpaceBetween>
  );
}
