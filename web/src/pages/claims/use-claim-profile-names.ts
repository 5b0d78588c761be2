import { useCallback, useMemo } from 'react';
import { useApi } from '#web/api/api-context';
import { claimsApi } from '#web/api/claims-api';
import { useLoad } from '#web/hooks/use-load';

/** The account's claim settings profile names (accounts §3), for picking one when a claim is filed. */
export function useClaimProfileNames() {
  const { client } = useApi();
  const api = useMemo(() => claimsApi(client), [client]);
  const load = useCallback(async () => (await api.settings()).settings.profiles.map((p) => p.profileName), [api]);
  return useLoad(load);
}
