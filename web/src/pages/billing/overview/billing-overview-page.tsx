import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useNavigate } from 'react-router-dom';
import { formatCents } from '#domain/money/cents.rules';
import { PermissionGuard } from '#web/components/permission-guard';
import { useWallet } from '#web/hooks/use-wallet';
import { useWarehouseOptions } from './use-warehouse-options';
import { BillingAccessGate } from '../billing-access-gate';
import { BalanceChart } from './balance-chart';
import { InvoicesTable } from './invoices-table';
import { useInvoices } from './use-invoices';

/** Billing › Overview (`/billing`): the balance, its chart and the invoice list (accounts §2, §4). */
export function BillingOverviewPage() {
  const navigate = useNavigate();
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description="Labels are paid from your balance; every change of it is an invoice."
          actions={
            <PermissionGuard required={['deposit_funds']}>
              <Button variant="primary" onClick={() => navigate('/billing/payment-methods')}>
                Add funds
              </Button>
            </PermissionGuard>
          }
        >
          Billing
        </Header>
      }
    >
      <PermissionGuard
        required={['view_billing_activity']}
        fallback={
          <Alert type="error" header="Not allowed">
            Your team permissions do not include viewing billing activity.
          </Alert>
        }
      >
        <BillingAccessGate>
          <OverviewContent />
        </BillingAccessGate>
      </PermissionGuard>
    </ContentLayout>
  );
}

function OverviewContent() {
  const invoices = useInvoices();
  const warehouses = useWarehouseOptions();
  return (
    <SpaceBetween size="l">
      <BalanceFigures />
      <BalanceChart />
      <InvoicesTable invoices={invoices} warehouses={warehouses} />
    </SpaceBetween>
  );
}

function BalanceFigures() {
  const { wallet } = useWallet();
  const figure = (label: string, cents: number | undefined, testId: string) => (
    <div>
      <Box variant="awsui-key-label">{label}</Box>
      <Box variant="awsui-value-large" data-testid={testId}>
        {cents === undefined ? '—' : formatCents(cents)}
      </Box>
    </div>
  );
  return (
    <Container header={<Header variant="h2">Balance</Header>}>
      <ColumnLayout columns={4} variant="text-grid">
        {figure('Balance', wallet?.balanceCents, 'balance-total')}
        {figure('Available for labels', wallet?.availableCents, 'balance-available')}
        {figure('Held for purchases in progress', wallet?.heldCents, 'balance-held')}
        {figure('Minimum threshold', wallet?.minimumThresholdCents, 'balance-threshold')}
      </ColumnLayout>
    </Container>
  );
}
