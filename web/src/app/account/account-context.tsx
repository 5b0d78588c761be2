import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Spinner from '@cloudscape-design/components/spinner';
import type { MeResponse, Membership } from '#api/accounts';
import { accountsApi } from '#web/api/accounts-api';
import { useApi } from '#web/api/api-context';
import { browserStorage } from '#web/lib/preferences-storage';
import { useNotifications } from '../notifications/notifications-context';
import { pickSelectedAccount, selectedAccountStorageKey } from './account-selection';
import { CreateAccountPage } from './create-account-page';

interface AccountValue {
  me: MeResponse;
  membership: Membership;
  selectAccount: (accountId: string) => void;
}

const AccountContext = createContext<AccountValue | null>(null);

type LoadState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; me: MeResponse };

/**
 * Loads `/me` once signed in. No membership → the "create your merchant account" step;
 * otherwise the selected membership (remembered per user) drives the account header and permissions.
 */
export function AccountProvider({ children }: { children: ReactNode }) {
  const { client, setAccountId } = useApi();
  const { reportError } = useNotifications();
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      const me = await accountsApi(client).me();
      const stored = browserStorage()?.getItem(selectedAccountStorageKey(me.userId)) ?? null;
      const picked = pickSelectedAccount(me.memberships, stored);
      setAccountId(picked?.accountId ?? null);
      setSelectedId(picked?.accountId ?? null);
      setState({ status: 'ready', me });
    } catch (error) {
      reportError(error, { showIn: (message) => setState({ status: 'error', message }) });
    }
  }, [client, setAccountId, reportError]);

  useEffect(() => {
    void load();
  }, [load]);

  const selectAccount = useCallback(
    (accountId: string) => {
      if (state.status !== 'ready') return;
      browserStorage()?.setItem(selectedAccountStorageKey(state.me.userId), accountId);
      setAccountId(accountId);
      setSelectedId(accountId);
    },
    [state, setAccountId],
  );

  const membership = state.status === 'ready' ? pickSelectedAccount(state.me.memberships, selectedId) : null;
  const value = useMemo(
    () => (state.status === 'ready' && membership ? { me: state.me, membership, selectAccount } : null),
    [state, membership, selectAccount],
  );

  if (state.status === 'loading') {
    return (
      <Box textAlign="center" padding="xxxl">
        <Spinner size="large" />
      </Box>
    );
  }
  if (state.status === 'error') {
    return (
      <Box padding="xxl">
        <Alert
          type="error"
          header="Could not load your account"
          action={<Button onClick={() => void load()}>Retry</Button>}
        >
          {state.message}
        </Alert>
      </Box>
    );
  }
  if (!value) return <CreateAccountPage onCreated={load} />;
  return <AccountContext.Provider value={value}>{children}</AccountContext.Provider>;
}

export function useAccount(): AccountValue {
  const value = useContext(AccountContext);
  if (!value) throw new Error('useAccount needs an AccountProvider');
  return value;
}

/** For components that may render outside the account (e.g. the permission guard in tests). */
export function useOptionalAccount(): AccountValue | null {
  return useContext(AccountContext);
}
