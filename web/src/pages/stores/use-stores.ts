import { useCallback, useMemo } from 'react';
import { useApi } from '#web/api/api-context';
import { useLoad } from '#web/hooks/use-load';
import { storesApi } from '#web/api/stores-api';

/** The account's stores, the platforms and the plan limit (GET /api/v1/stores), with the calls that change them. */
export function useStores() {
  const { client } = useApi();
  const api = useMemo(() => storesApi(client), [client]);
  const load = useCallback(() => api.list(), [api]);
  return { api, ...useLoad(load) };
}
