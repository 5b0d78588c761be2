import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ONBOARDING_PATH, shouldRedirectToOnboarding } from '#domain/onboarding/onboarding.rules';
import { useApi } from '#web/api/api-context';
import { onboardingApi } from '#web/api/onboarding-api';

/**
 * accounts §2 onboarding redirect, asked once each time an account is opened (sign-in, reload, account
 * switch): an account with no order that has not completed onboarding goes to the wizard. Later
 * navigation is the merchant's own, so the wizard's links to the store, import and billing pages work.
 */
export function useOnboardingRedirect(accountId: string): void {
  const { client } = useApi();
  const navigate = useNavigate();
  useEffect(() => {
    let current = true;
    // The location when the answer comes: a page opened meanwhile is judged, not the first one.
    onboardingApi(client)
      .get()
      .then((view) => {
        const redirect = shouldRedirectToOnboarding({
          hasOrder: view.hasOrder,
          onboardingComplete: view.complete,
          path: window.location.pathname,
          allowShopifyToken: false,
        });
        if (current && redirect) navigate(ONBOARDING_PATH, { replace: true });
      })
      // The redirect is guidance: a failed read leaves the merchant where they are.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [client, navigate, accountId]);
}
