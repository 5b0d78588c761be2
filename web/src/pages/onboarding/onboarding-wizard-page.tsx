import { useRef, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router-dom';
import Wizard, { type WizardProps } from '@cloudscape-design/components/wizard';
import type { OnboardingView } from '#api/onboarding';
import { ONBOARDING_STEPS, isSkippable } from '#domain/onboarding/onboarding.rules';
import { ONBOARDING_API_PATH, onboardingApi } from '#web/api/onboarding-api';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { LoadErrorAlert } from '#web/components/load-error-alert';
import { PageLoading } from '#web/components/page-loading';
import { useApiResource } from '#web/hooks/use-api-resource';
import { CompanyStep } from './company-step';
import { FinishStep } from './finish-step';
import { FundsStep } from './funds-step';
import { ScheduleStep } from './schedule-step';
import { ServicesStep } from './services-step';
import { StoreStep } from './store-step';
import { WarehouseStep } from './warehouse-step';
import type { StepHandle, StepProps } from './wizard-step';

type WizardPage = { title: string; description: string; Step: ComponentType<StepProps> };

/** The wizard's pages: the six saved steps, in ONBOARDING_STEPS order, then the first order. */
const PAGES: WizardPage[] = [
  { title: 'Company', description: 'Your name and logo head your packing slips and tracking page.', Step: CompanyStep },
  { title: 'First warehouse', description: 'Where your orders ship from.', Step: WarehouseStep },
  { title: 'Shipping schedule', description: 'Your ship days and daily cutoff.', Step: ScheduleStep },
  { title: 'Preferred services', description: 'The carrier services you rate with first.', Step: ServicesStep },
  { title: 'Connect a store', description: 'Bring your orders in.', Step: StoreStep },
  { title: 'Add funds', description: 'Labels are paid from your balance.', Step: FundsStep },
  { title: 'First order', description: 'See real rates on your first order.', Step: FinishStep },
];
const FINISH_INDEX = ONBOARDING_STEPS.length;

/** `/onboarding-wizard` (accounts §2, §5 Onboarding): resumes at the first unfinished step. */
export function OnboardingWizardPage() {
  const onboarding = useApiResource<OnboardingView, ReturnType<typeof onboardingApi>>(
    ONBOARDING_API_PATH,
    onboardingApi,
  );
  if (!onboarding.data) {
    return onboarding.error ? (
      <LoadErrorAlert
        header="Could not load onboarding"
        error={onboarding.error}
        onRetry={() => void onboarding.reload()}
      />
    ) : (
      <PageLoading />
    );
  }
  return <OnboardingWizard view={onboarding.data} saveStep={onboarding.saveStep} />;
}

function OnboardingWizard({ view, saveStep }: Pick<StepProps, 'view' | 'saveStep'>) {
  const navigate = useNavigate();
  const { reportError } = useNotifications();
  const [active, setActive] = useState(() =>
    view.resumeAt === 'finish' ? FINISH_INDEX : ONBOARDING_STEPS.indexOf(view.resumeAt),
  );
  const [busy, setBusy] = useState(false);
  const handle = useRef<StepHandle>(null);

  /** Saves the page on screen through its handle; true when the wizard may move on. */
  const saveActive = async (): Promise<boolean> => {
    setBusy(true);
    try {
      return (await handle.current?.next()) ?? false;
    } catch (e) {
      reportError(e);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const onNavigate = async ({ detail }: { detail: WizardProps.NavigateDetail }) => {
    if (detail.requestedStepIndex < active || (await saveActive())) setActive(detail.requestedStepIndex);
  };

  const steps: WizardProps.Step[] = PAGES.map(({ title, description, Step }, index) => ({
    title,
    description,
    isOptional: index < FINISH_INDEX && isSkippable(ONBOARDING_STEPS[index]!),
    content:
      index === active ? (
        <Step ref={handle} view={view} saveStep={saveStep} onSkipped={() => setActive(index + 1)} />
      ) : null,
  }));

  return (
    <Wizard
      steps={steps}
      activeStepIndex={active}
      isLoadingNextStep={busy}
      onNavigate={(e) => void onNavigate(e)}
      onSubmit={() => void saveActive()}
      onCancel={() => navigate('/orders')}
      i18nStrings={{
        stepNumberLabel: (n) => `Step ${n}`,
        collapsedStepsLabel: (n, count) => `Step ${n} of ${count}`,
        navigationAriaLabel: 'Onboarding steps',
        cancelButton: 'Finish later',
        previousButton: 'Previous',
        nextButton: 'Next',
        submitButton: view.hasOrder ? 'Rate my first order' : 'Create a sample order',
        optional: 'optional',
      }}
    />
  );
}
