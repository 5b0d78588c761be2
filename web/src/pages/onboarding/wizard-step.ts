import type { Ref } from 'react';
import type { OnboardingStepInput, OnboardingView } from '#api/onboarding';

/** What the wizard asks of the step on screen when the merchant presses Next (or the final button). */
export interface StepHandle {
  /** Checks and saves the step; true when the wizard may move on. */
  next: () => Promise<boolean>;
}

/** What every step of the wizard gets. */
export interface StepProps {
  ref: Ref<StepHandle>;
  view: OnboardingView;
  saveStep: (step: OnboardingStepInput) => Promise<unknown>;
  /** Moves on after a step was skipped from inside it. */
  onSkipped: () => void;
}
