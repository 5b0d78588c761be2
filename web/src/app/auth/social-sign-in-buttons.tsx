import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { SocialSignInProvider } from '#api/runtime-config';
import { useRuntimeConfig } from '../runtime-config-context';
import { authErrorMessage } from './auth-error';
import { rememberSocialSignupAnswers, type SocialSignupAnswers } from './social-signup.storage';

/**
 * "Continue with Google / LinkedIn / Microsoft" (accounts §4): the user pool's hosted UI takes the
 * visitor to the provider and back to the app, where Amplify finishes the sign-in. On sign-up the
 * answers that must survive the round trip (the referral) wait in sessionStorage.
 */
export function SocialSignInButtons({ answers }: { answers?: SocialSignupAnswers }) {
  const config = useRuntimeConfig();
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState<SocialSignInProvider | null>(null);
  const providers = config.oauth?.providers ?? [];
  if (!providers.length) return null;

  async function start(provider: SocialSignInProvider) {
    setError(null);
    setStarting(provider);
    try {
      if (answers) rememberSocialSignupAnswers(answers);
      const { startSocialRedirect } = await import('./social-redirect');
      await startSocialRedirect(provider);
    } catch (e) {
      setError(authErrorMessage(e));
      setStarting(null);
    }
  }

  return (
    <SpaceBetween size="xs">
      {error && <Alert type="error">{error}</Alert>}
      {providers.map((provider) => (
        <Button
          key={provider}
          formAction="none"
          fullWidth
          loading={starting === provider}
          disabled={starting !== null && starting !== provider}
          onClick={() => void start(provider)}
        >
          Continue with {provider}
        </Button>
      ))}
      <Box textAlign="center" color="text-body-secondary">
        or
      </Box>
    </SpaceBetween>
  );
}
