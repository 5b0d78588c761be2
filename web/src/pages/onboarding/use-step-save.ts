import { useCallback, useState } from 'react';
import type { OnboardingStepInput } from '#api/onboarding';
import { ApiError } from '#web/api/api-error';
import { useNotifications } from '#web/app/notifications/notifications-context';

/**
 * Saves one wizard step: the server's field messages land on the step's fields (`setFieldErrors`), any
 * other failure is reported once. Answers whether it was saved.
 */
export function useStepSave(
  saveStep: (step: OnboardingStepInput) => Promise<unknown>,
  setFieldErrors: (errors: Record<string, string>) => void,
) {
  const { reportError } = useNotifications();
  const [error, setError] = useState<string | null>(null);
  const save = useCallback(
    async (step: OnboardingStepInput): Promise<boolean> => {
      setError(null);
      try {
        await saveStep(step);
        return true;
      } catch (e) {
        if (e instanceof ApiError && Object.keys(e.fieldErrors).length > 0) setFieldErrors(e.fieldErrors);
        else reportError(e, { showIn: setError });
        return false;
      }
    },
    [saveStep, setFieldErrors, reportError],
  );
  return { save, error };
}
