import type { OnboardingStepInput, OnboardingView } from '#api/onboarding';
import type { ApiClient } from './api-client';

export const ONBOARDING_API_PATH = '/api/v1/onboarding';

/** GET/PUT /api/v1/onboarding: the account's progress through the wizard, one step saved at a time. */
export function onboardingApi(client: ApiClient) {
  return {
    get: (): Promise<OnboardingView> => client.get(ONBOARDING_API_PATH),
    saveStep: (step: OnboardingStepInput): Promise<OnboardingView> => client.put(ONBOARDING_API_PATH, step),
  };
}
