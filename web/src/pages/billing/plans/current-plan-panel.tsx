import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { PlanCatalog } from '#api/plans';
import { CANCEL_REASON_LABELS, PLAN_NAMES } from '#domain/plans/plan-change.rules';
import type { CancelReason, SubscriptionPlan } from '#domain/statuses/account-states.constants';

const STATUS: Record<PlanCatalog['current']['status'], { type: StatusIndicatorProps.Type; text: string }> = {
  active: { type: 'success', text: 'Active' },
  trial: { type: 'info', text: 'Trial' },
  trial_ended: { type: 'warning', text: 'Trial ended: choose a plan' },
  canceled: { type: 'error', text: 'Canceled: label purchase is blocked' },
  paused: { type: 'stopped', text: 'Paused: label purchase is blocked' },
};

const LIMIT_LABELS: Record<PlanCatalog['usage'][number]['key'], string> = {
  labelsPerMonth: 'Labels this month',
  users: 'Users',
  stores: 'Stores',
  carrierAccounts: 'Carrier accounts',
  automations: 'Automations',
};

const day = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

/** The plan as it stands: status, cycle, when it renews or the trial ends, and the usage of each limit. */
export function CurrentPlanPanel({
  catalog,
  canEdit,
  onCancel,
  onPause,
  onResume,
}: {
  catalog: PlanCatalog;
  canEdit: boolean;
  onCancel: () => void;
  onPause: () => void;
  onResume: () => void;
}) {
  const { current } = catalog;
  const inactive = current.status === 'canceled' || current.status === 'paused';
  const items = [
    {
      label: 'Plan',
      value: <span data-testid="current-plan">{PLAN_NAMES[current.plan as SubscriptionPlan] ?? current.plan}</span>,
    },
    {
      label: 'Status',
      value: <StatusIndicator type={STATUS[current.status].type}>{STATUS[current.status].text}</StatusIndicator>,
    },
    {
      label: 'Billing cycle',
      value: current.billingCycle === 'yearly' ? 'Yearly' : current.billingCycle ? 'Monthly' : '—',
    },
    {
      label: current.trialEndDate && !current.billingCycle ? 'Trial ends' : 'Renews',
      value: current.currentPeriodEnd
        ? day(current.currentPeriodEnd)
        : current.trialEndDate
          ? day(current.trialEndDate)
          : '—',
    },
    ...(current.cancelReason
      ? [
          {
            label: 'Cancel reason',
            value: CANCEL_REASON_LABELS[current.cancelReason as CancelReason] ?? current.cancelReason,
          },
        ]
      : []),
  ];
  return (
    <Container
      header={
        <Header
          variant="h2"
          actions={
            canEdit && (
              <SpaceBetween direction="horizontal" size="xs">
                {inactive ? (
                  <Button onClick={onResume}>Resume subscription</Button>
                ) : (
                  <>
                    <Button onClick={onPause}>Pause subscription</Button>
                    <Button onClick={onCancel}>Cancel subscription</Button>
                  </>
                )}
              </SpaceBetween>
            )
          }
        >
          Your plan
        </Header>
      }
    >
      <SpaceBetween size="l">
        {current.renewalFailure && (
          <Alert type="error" header="The renewal could not be charged">
            {current.renewalFailure} Resume the subscription to try again.
          </Alert>
        )}
        <KeyValuePairs columns={items.length > 4 ? 5 : 4} items={items} />
        <ColumnLayout columns={3} variant="text-grid">
          {catalog.usage.map((u) => (
            <div key={u.key}>
              {u.limit === null ? (
                <>
                  <Box variant="awsui-key-label">{LIMIT_LABELS[u.key]}</Box>
                  <Box>{u.used} (unlimited)</Box>
                </>
              ) : (
                <ProgressBar
                  label={LIMIT_LABELS[u.key]}
                  value={Math.min(100, (u.used / Math.max(1, u.limit)) * 100)}
                  additionalInfo={`${u.used} of ${u.limit}`}
                  status={u.used > u.limit ? 'error' : 'in-progress'}
                  resultText={`${u.used} of ${u.limit}`}
                />
              )}
            </div>
          ))}
        </ColumnLayout>
      </SpaceBetween>
    </Container>
  );
}
