import { useState } from 'react';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { claimPermission } from '#domain/claims/claim-record';
import type { ClaimView } from '#web/api/claims-api';
import { useAccount } from '#web/app/account/account-context';
import { LoadErrorAlert } from '#web/components/load-error-alert';
import { PermissionGuard } from '#web/components/permission-guard';
import { Preferences } from '#web/components/table-preferences';
import { useTablePreferences } from '#web/hooks/use-table-preferences';
import { ClaimsFilters } from './claims-filters';
import { ProtectionClaimDecision } from './protection-claim-decision';
import {
  CLAIM_COLUMN_OPTIONS,
  CLAIM_COLUMNS,
  CLAIM_PAGE_SIZE_OPTIONS,
  CLAIMS_TABLE_ID,
  ClaimsEmptyState,
  DEFAULT_CLAIM_PREFERENCES,
  awaitsDecision,
} from './table-config';
import { useClaims } from './use-claims';

/**
 * Claims: the account's claims, newest first, filtered by status and by who filed (accounts §3-§4); a shopper's
 * order-protection claim, once selected, is decided here as on its order's page.
 */
export function ClaimsPage() {
  const { me } = useAccount();
  const [preferences, setPreferences] = useTablePreferences(
    me.userId,
    CLAIMS_TABLE_ID,
    DEFAULT_CLAIM_PREFERENCES,
    CLAIM_PAGE_SIZE_OPTIONS,
  );
  const claims = useClaims(preferences.pageSize);
  const [selected, setSelected] = useState<ClaimView | null>(null);
  const deciding = selected && awaitsDecision(selected) ? selected : null;
  const resolved = () => {
    setSelected(null);
    void claims.reload();
  };
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
          columnDisplay={preferences.contentDisplay}
          resizableColumns
          wrapLines
          trackBy="claimId"
          selectionType="single"
          selectedItems={selected ? [selected] : []}
          onSelectionChange={({ detail }) => setSelected(detail.selectedItems[0] ?? null)}
          loading={claims.loading && claims.items.length === 0}
          loadingText="Loading claims"
          empty={<ClaimsEmptyState filtered={Boolean(claims.status || claims.filer)} />}
          header={
            <Header
              counter={claims.items.length ? `(${claims.items.length})` : undefined}
              description="Select a shopper's protection claim to reship, refund or deny it."
              actions={
                deciding && (
                  <PermissionGuard required={[claimPermission('protection')]}>
                    <ProtectionClaimDecision
                      key={deciding.claimId}
                      claimId={deciding.claimId}
                      orderNumber={deciding.orderNumber}
                      onResolved={resolved}
                    />
                  </PermissionGuard>
                )
              }
            >
              Claims
            </Header>
          }
          filter={
            <ClaimsFilters
              status={claims.status}
              filer={claims.filer}
              onStatus={(s) => {
                setSelected(null);
                claims.setStatus(s);
              }}
              onFiler={(f) => {
                setSelected(null);
                claims.setFiler(f);
              }}
            />
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
          preferences={
            <Preferences
              preferences={preferences}
              onChange={setPreferences}
              pageSizes={CLAIM_PAGE_SIZE_OPTIONS}
              plural="claims"
              columns={CLAIM_COLUMN_OPTIONS}
            />
          }
          ariaLabels={{
            tableLabel: 'Claims',
            selectionGroupLabel: 'Claim selection',
            itemSelectionLabel: (_s, c) => `Select the claim of order ${c.orderNumber}`,
          }}
        />
      </SpaceBetween>
    </ContentLayout>
  );
}
