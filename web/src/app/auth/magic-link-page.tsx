import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import { parseMagicLinkFragment } from '#domain/auth/magic-link.rules';
import { RouterLink } from '#web/components/router-link';
import { useAuth } from './auth-context';
import { AuthLayout } from './auth-layout';
import { MAGIC_LINK_REFUSED, magicLinkErrorMessage, signInWithMagicLink } from './magic-link';

/** Where an emailed sign-in link lands: signs in with its token, once, then opens the app. */
export function MagicLinkPage() {
  const error = useMagicLinkSignIn();
  return (
    <AuthLayout
      title={error ? 'Sign-in link' : 'Signing you in'}
      footer={
        <Box textAlign="center">
          <RouterLink href="/sign-in">Back to sign in</RouterLink>
        </Box>
      }
    >
      {error ? (
        <Alert type="error" header="This link cannot sign you in">
          {error}
        </Alert>
      ) : (
        <Box textAlign="center">
          <Spinner size="large" /> <Box variant="p">Checking your sign-in link…</Box>
        </Box>
      )}
    </AuthLayout>
  );
}

/** Reads the link from the fragment once (and drops it from the address bar), then signs in. */
function useMagicLinkSignIn(): string | null {
  const auth = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Development runs effects twice; a token is single use, so only the first run spends it.
    if (started.current) return;
    started.current = true;
    const link = parseMagicLinkFragment(window.location.hash);
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!link) {
      setError(MAGIC_LINK_REFUSED);
      return;
    }
    signInWithMagicLink(link.email, link.token)
      .then(async () => {
        await auth.refresh();
        navigate('/', { replace: true });
      })
      .catch((e: unknown) => setError(magicLinkErrorMessage(e)));
  }, [auth, navigate]);

  return error;
}
