import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useApi } from '#web/api/api-context';
import { SessionEndedError, errorMessageOf } from '#web/api/api-error';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { PLATFORM_LABELS } from './store-labels';
import { storesApi, type OAuthPlatform } from '#web/api/stores-api';
import { STORES_PATH } from './stores-page';

type ReturnState = { status: 'connecting' } | { status: 'failed'; message: string };

export const missingAnswerMessage = (platform: OAuthPlatform) =>
  `This page is where ${PLATFORM_LABELS[platform]} sends you back after you approve Shipdeck, but it was opened without ${PLATFORM_LABELS[platform]}’s answer. Start again from the Stores page.`;

/**
 * The store OAuth return on the app's own origin (orders §2: /shopify/token, /square/token): hands
 * the platform's query to the API, which checks it (signature, time, single-use state) and
 * connects the store; then the Stores page with a success message, or the refusal with a way back.
 */
export function StoreOAuthReturnPage({ platform }: { platform: OAuthPlatform }) {
  const { client } = useApi();
  const { notify } = useNotifications();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [state, setState] = useState<ReturnState>({ status: 'connecting' });
  // The state in the query is single-use: the answer is sent once even if the effect runs twice.
  const sent = useRef(false);
  const label = PLATFORM_LABELS[platform];

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const query = Object.fromEntries(new URLSearchParams(search));
    if (Object.keys(query).length === 0) {
      setState({ status: 'failed', message: missingAnswerMessage(platform) });
      return;
    }
    storesApi(client)
      .completeOAuth(platform, query)
      .then(({ store }) => {
        notify({ type: 'success', content: `${label} store ${store.shop} connected.` });
        navigate(STORES_PATH, { replace: true });
      })
      .catch((e: unknown) => {
        if (e instanceof SessionEndedError) return;
        setState({ status: 'failed', message: errorMessageOf(e) });
      });
  }, [client, label, navigate, notify, platform, search]);

  return (
    <Box padding={{ vertical: 'xxxl', horizontal: 'l' }}>
      <div style={{ maxWidth: 640, margin: '0 auto' }}>
        <Container header={<Header variant="h1">Connecting your {label} store</Header>}>
          {state.status === 'connecting' ? (
            <StatusIndicator type="loading">Checking {label}’s answer and connecting the store…</StatusIndicator>
          ) : (
            <SpaceBetween size="l">
              <Alert type="error" header={`Could not connect the ${label} store`}>
                {state.message}
              </Alert>
              <Button variant="primary" onClick={() => navigate(STORES_PATH, { replace: true })}>
                Back to Stores
              </Button>
            </SpaceBetween>
          )}
        </Container>
      </div>
    </Box>
  );
}
