import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { formatCents } from '#domain/money/cents.rules';
import { LoadErrorAlert } from '#web/components/load-error-alert';
import { PageLoading } from '#web/components/page-loading';
import { TableEmptyState } from '#web/components/table-states';
import { useLoad } from '#web/hooks/use-load';
import { AuditTable } from '../audit/audit-table';
import { claimColumns } from '../claims/claim-columns';
import { useAdminApi } from '../use-admin-api';

/** /admin/accounts/:accountId: the account's plan and wallet, its recent claims and the staff actions on it. */
export function AccountPage() {
  const { accountId = '' } = useParams();
  const api = useAdminApi();
  const { data, error, reload } = useLoad(useCallback(() => api.account(accountId), [api, accountId]));
  if (error && !data)
    return <LoadErrorAlert header="The account could not be loaded" error={error} onRetry={() => void reload()} />;
  if (!data) return <PageLoading />;
  const plan = data.plan;

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={data.account.accountId}>
          {data.account.name}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Container header={<Header variant="h2">Summary</Header>}>
          <KeyValuePairs
            columns={4}
            items={[
              {
                label: 'Plan',
                value: plan
                  ? `${plan.selectedPlan}${plan.canceled ? ' (canceled)' : ''}${plan.paused ? ' (paused)' : ''}`
                  : '—',
              },
              { label: 'Wallet balance', value: formatCents(data.wallet.balanceCents) },
              { label: 'Available', value: formatCents(data.wallet.availableCents) },
              { label: 'Time zone', value: data.account.timezone },
            ]}
          />
        </Container>
        <Table
          variant="container"
          header={<Header counter={`(${data.recentClaims.length})`}>Recent claims</Header>}
          items={data.recentClaims}
          columnDefinitions={claimColumns().filter((c) => c.id !== 'account')}
          empty={<TableEmptyState title="No claims" description="This account has submitted no claim." />}
        />
        <AuditTable title="Recent staff actions" items={data.recentAudit} loading={false} />
      </SpaceBetween>
    </ContentLayout>
  );
}
