import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import Header from '@cloudscape-design/components/header';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import type { PlanCatalog, PlanCatalogRow } from '#api/plans';
import { planChangeOf, type BillingCycle } from '#domain/plans/plan-change.rules';
import type { SubscriptionPlan } from '#domain/statuses/account-states.constants';
import { formatCents } from '#domain/money/cents.rules';
import { CURRENT_PLAN_VERSION } from '#domain/plans/plan-tables.constants';

const limit = (n: number | null, unit: string, one: string) =>
  n === null ? `Unlimited ${unit}` : `${n.toLocaleString()} ${n === 1 ? one : unit}`;

export function priceOf(row: PlanCatalogRow, cycle: BillingCycle): number {
  return (cycle === 'yearly' ? row.yearlyPriceCents : null) ?? row.monthlyPriceCents ?? 0;
}

/** The current version's plans (accounts §9) with their price for the chosen cycle and their limits. */
export function PlanCards({
  catalog,
  cycle,
  onCycle,
  canEdit,
  onChoose,
}: {
  catalog: PlanCatalog;
  cycle: BillingCycle;
  onCycle: (cycle: BillingCycle) => void;
  canEdit: boolean;
  onChoose: (row: PlanCatalogRow) => void;
}) {
  const rows = (catalog.versions[CURRENT_PLAN_VERSION] ?? []).filter((r) => r.plan !== 'trial');
  const current = catalog.current;
  const isCurrent = (row: PlanCatalogRow) =>
    row.plan === current.plan &&
    (current.billingCycle ?? 'monthly') === cycle &&
    current.planVersion === CURRENT_PLAN_VERSION;
  return (
    <Cards
      header={
        <Header
          variant="h2"
          description="Every plan pays per label from your balance; higher plans pay a smaller label fee."
          actions={
            <SegmentedControl
              label="Billing cycle"
              selectedId={cycle}
              options={[
                { id: 'monthly', text: 'Monthly' },
                { id: 'yearly', text: 'Yearly' },
              ]}
              onChange={(e) => onCycle(e.detail.selectedId as BillingCycle)}
            />
          }
        >
          Plans
        </Header>
      }
      items={rows}
      trackBy="plan"
      cardsPerRow={[{ cards: 1 }, { minWidth: 700, cards: 4 }]}
      cardDefinition={{
        header: (row) => row.name,
        sections: [
          {
            id: 'price',
            content: (row) => (
              <Box variant="h3" data-testid={`price-${row.plan}`}>
                {priceOf(row, cycle) === 0
                  ? 'Free'
                  : `${formatCents(priceOf(row, cycle))} / ${cycle === 'yearly' && row.yearlyPriceCents !== null ? 'year' : 'month'}`}
              </Box>
            ),
          },
          { id: 'fee', header: 'Label fee', content: (row) => formatCents(row.labelFeeCents) },
          {
            id: 'limits',
            header: 'Includes',
            content: (row) => (
              <ul style={{ margin: 0, paddingLeft: 18 }}>
                <li>{limit(row.limits.labelsPerMonth, 'labels a month', 'label a month')}</li>
                <li>{limit(row.limits.users, 'users', 'user')}</li>
                <li>{limit(row.limits.stores, 'stores', 'store')}</li>
                <li>{limit(row.limits.carrierAccounts, 'carrier accounts', 'carrier account')}</li>
              </ul>
            ),
          },
          {
            id: 'action',
            content: (row) =>
              isCurrent(row) ? (
                <Box color="text-status-success">Your current plan</Box>
              ) : (
                canEdit && (
                  <Button
                    variant={
                      planChangeOf(current.plan as SubscriptionPlan, row.plan as SubscriptionPlan) === 'upgrade'
                        ? 'primary'
                        : 'normal'
                    }
                    ariaLabel={`Choose ${row.name}`}
                    onClick={() => onChoose(row)}
                  >
                    {planChangeOf(current.plan as SubscriptionPlan, row.plan as SubscriptionPlan) === 'downgrade'
                      ? 'Downgrade'
                      : row.plan === current.plan
                        ? 'Switch cycle'
                        : 'Upgrade'}
                  </Button>
                )
              ),
          },
        ],
      }}
    />
  );
}
