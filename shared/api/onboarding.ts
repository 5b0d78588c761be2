import type { OnboardingProgress, OnboardingStep } from '#domain/onboarding/onboarding.rules';
import type { PreferredServices } from '#domain/onboarding/ports';
import type { ShippingSchedule } from '#domain/shipping-schedule/shipping-schedule.schema';

export {
  onboardingStepRequestSchema,
  type OnboardingStepInput,
  type OnboardingStepRequest,
} from '#domain/onboarding/onboarding.schema';

/** GET/PUT /api/v1/onboarding: the account's progress and what the wizard shows beside it. */
export interface OnboardingView {
  progress: OnboardingProgress;
  /** Every step settled (accounts §2 "onboarding is complete"). */
  complete: boolean;
  /** Where the wizard resumes. */
  resumeAt: OnboardingStep | 'finish';
  /** The account has at least one order (accounts §2: then no redirect). */
  hasOrder: boolean;
  /** An own carrier account is connected (accounts §5: then a preferred service is needed). */
  ownAccountConnected: boolean;
  schedule: ShippingSchedule;
  /** false until the merchant saves a schedule (`schedule` holds the defaults). */
  scheduleSaved: boolean;
  services: PreferredServices;
}
