import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';
import { useRuntimeConfig } from '#web/app/runtime-config-context';
import { useAuth } from '#web/app/auth/auth-context';
import { createApiClient, type ApiClient } from './api-client';

interface ApiValue {
  client: ApiClient;
  /** The account switcher writes here; every later request carries it. */
  setAccountId: (accountId: string | null) => void;
}

const ApiContext = createContext<ApiValue | null>(null);

export function ApiProvider({ children }: { children: ReactNode }) {
  const config = useRuntimeConfig();
  const { getIdToken, endSession } = useAuth();
  const accountId = useRef<string | null>(null);
  const value = useMemo<ApiValue>(
    () => ({
      client: createApiClient({
        baseUrl: config.apiBaseUrl,
        getIdToken,
        getAccountId: () => accountId.current,
        onSessionEnd: endSession,
      }),
      setAccountId: (id) => {
        accountId.current = id;
      },
    }),
    [config.apiBaseUrl, getIdToken, endSession],
  );
  return <ApiContext.Provider value={value}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiValue {
  const value = useContext(ApiContext);
  if (!value) throw new Error('useApi needs an ApiProvider');
  return value;
}
