import ContentLayout from '@cloudscape-design/components/content-layout';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import type { ClaimStatus } from '#domain/statuses/claim-status.rules';
import type { ClaimView } from '#web/api/claims-api';
import { LoadErrorAlert } from '#web/components/load-error-alert';
import { CLAIM_STATUS_OPTIONS } from './claim-status';
import { CLAIM_COLUMNS, ClaimsEmptyState } from './table-config';
import { useClaims } from './use-claims';

const ALL = { value: '', label: 'All statuses' };

/** Claims: the account's claims, newest first, filtered by status (accounts §3-§4). */
export function ClaimsPage() {
  const claims = useClaims();
  const selected = CLAIM_STATUS_OPTIONS.find((o) => o.value === claims.status) ?? ALL;
  return (
    <ContentLayout
      header={
        <Header variant="h1" description="Claims filed for lost, damaged or late shipments, and what became of them.">
          Claims
        </Header>
      }
    >
      <SpaceBetween size="l">
        {claims.error && <LoadErrorAlert header="Could not load claims" error={claims.error} onRetry={claims.reload} />}
        <Table<ClaimView>
          items={claims.items}
          columnDefinitions={CLAIM_COLUMNS}
          trackBy="claimId"
          loading={claims.loading && claims.items.length === 0}
          loadingText="Loading claims"
          empty={<ClaimsEmptyState filtered={Boolean(claims.status)} />}
          header={<Header counter={claims.items.length ? `(${claims.items.length})` : undefined}>Claims</Header>}
          filter={
            <FormField label="Status">
              <Select
                selectedOption={selected}
                options={[ALL, ...CLAIM_STATUS_OPTIONS]}
                onChange={({ detail }) =>
                  claims.setStatus((detail.selectedOption.value || undefined) as ClaimStatus | undefined)
                }
                ariaLabel="Filter claims by status"
              />
            </FormField>
          }
          pagination={
            <Pagination
              currentPageIndex={claims.page}
              pagesCount={claims.page + (claims.hasNext ? 1 : 0)}
              openEnd={claims.hasNext}
              onNextPageClick={() => claims.next()}
              onPreviousPageClick={() => claims.previous()}
              ariaLabels={{ nextPageLabel: 'Next page', previousPageLabel: 'Previous page' }}
            />
          }
          ariaLabels={{ tableLabel: 'Claims' }}
        />
      </SpaceBetween>
    </ContentLayout>
  );
}
