import { useState } from 'react';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { PlanCatalogRow } from '#api/plans';
import type { BillingCycle } from '#domain/plans/plan-change.rules';
import { useNotifiedAction } from '#web/hooks/use-notified-action';
import { LoadErrorAlert } from '#web/components/load-error-alert';
import { PageLoading } from '#web/components/page-loading';
import { usePermissions } from '#web/components/permission-guard';
import { CurrentPlanPanel } from './current-plan-panel';
import { PlanCards } from './plan-cards';
import { CancelSubscriptionModal, ChangePlanModal } from './plan-modals';
import { usePlans } from './use-plans';

/** Billing › Plans (`/billing/plans`): the plan, its usage, the plans to move to; cancel, pause, resume (accounts §2, §4, §9). */
export function PlansPage() {
  const plans = usePlans();
  const canEdit = usePermissions(['edit_payments']);
  const [cycle, setCycle] = useState<BillingCycle | null>(null);
  const [choosing, setChoosing] = useState<PlanCatalogRow | null>(null);
  const [canceling, setCanceling] = useState(false);
  const catalog = plans.data;
  const shownCycle = cycle ?? catalog?.current.billingCycle ?? 'monthly';

  const run = useNotifiedAction();

  return (
    <ContentLayout
      header={
        <Header variant="h1" description="Your subscription decides the label fee and the account's limits.">
          Plans
        </Header>
      }
    >
      {plans.error && (
        <LoadErrorAlert header="Could not load plans" error={plans.error} onRetry={() => void plans.reload()} />
      )}
      {!catalog ? (
        !plans.error && <PageLoading />
      ) : (
        <SpaceBetween size="l">
          <CurrentPlanPanel
            catalog={catalog}
            canEdit={canEdit}
            onCancel={() => setCanceling(true)}
            onPause={() => void run(plans.pause, 'Subscription paused. Label purchase is blocked until you resume it.')}
            onResume={() => void run(plans.resume, 'Subscription resumed.')}
          />
          <PlanCards catalog={catalog} cycle={shownCycle} onCycle={setCycle} canEdit={canEdit} onChoose={setChoosing} />
        </SpaceBetween>
      )}
      <ChangePlanModal
        row={choosing}
        cycle={shownCycle}
        onCancel={() => setChoosing(null)}
        onConfirm={async (row) => {
          await run(
            () => plans.change({ plan: row.plan as 'start', cycle: shownCycle }),
            `You are on the ${row.name} plan.`,
          );
          setChoosing(null);
        }}
      />
      <CancelSubscriptionModal
        visible={canceling}
        onCancel={() => setCanceling(false)}
        onConfirm={async (request) => {
          await run(() => plans.cancel(request), 'Subscription canceled.');
          setCanceling(false);
        }}
      />
    </ContentLayout>
  );
}
