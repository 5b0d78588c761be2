import { useCallback, useState } from 'react';
import { validateHumanCheck } from '#web/lib/human-check/validate-recaptcha';
import { useRuntimeConfig } from '../runtime-config-context';

/** Shown at the widget when the provider says the token proves no person (the spec words none). */
export const HUMAN_CHECK_REFUSED = 'We could not confirm you are human. Please complete the check again.';

export class HumanCheckRefusedError extends Error {
  override readonly name = 'HumanCheckRefusedError';
  constructor() {
    super(HUMAN_CHECK_REFUSED);
  }
}

/**
 * The human check before a sensitive auth call (accounts §4 "A human check runs before sensitive
 * authentication flows", §7 GET /auth/v1/validate-recaptcha): the widget's token, checked once; a
 * refusal resets the widget (tokens are single use) and stops the flow with HumanCheckRefusedError.
 */
export function useHumanCheck() {
  const { apiBaseUrl } = useRuntimeConfig();
  const [token, setToken] = useState<string | undefined>(undefined);
  const [resetSignal, setResetSignal] = useState(0);
  const [errorText, setErrorText] = useState<string | undefined>(undefined);

  const onToken = useCallback((next: string | undefined) => {
    setToken(next);
    if (next) setErrorText(undefined);
  }, []);

  const ensureHuman = useCallback(async () => {
    const validated = await validateHumanCheck(token, { baseUrl: apiBaseUrl });
    // Spent either way: the next attempt needs a fresh token.
    setResetSignal((n) => n + 1);
    if (!validated) {
      setErrorText(HUMAN_CHECK_REFUSED);
      throw new HumanCheckRefusedError();
    }
  }, [token, apiBaseUrl]);

  return { field: { onToken, resetSignal, errorText }, ensureHuman };
}
