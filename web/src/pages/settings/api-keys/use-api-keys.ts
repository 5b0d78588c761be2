import { useCallback, useMemo } from 'react';
import type { CreatedApiKey } from '#api/api-keys';
import { useApi } from '#web/api/api-context';
import { useRuntimeConfig } from '#web/app/runtime-config-context';
import { useList } from '#web/hooks/use-load';
import { apiKeysApi } from '#web/api/api-keys-api';

/** The account's keys, and creating and revoking them (each reloads the list). */
export function useApiKeys() {
  const { client } = useApi();
  const api = useMemo(() => apiKeysApi(client), [client]);
  const list = useList(useCallback(() => api.list(), [api]));
  const { reload } = list;

  const create = useCallback(
    async (name: string): Promise<CreatedApiKey> => {
      const made = await api.create({ name });
      await reload();
      return made;
    },
    [api, reload],
  );
  const revoke = useCallback(
    async (keyId: string) => {
      await api.revoke(keyId);
      await reload();
    },
    [api, reload],
  );
  return { ...list, create, revoke };
}

/** Where the public API answers: the API's own base, else this page's origin (CloudFront forwards /api/*). */
export function usePublicApiOrigin(): string {
  const { apiBaseUrl } = useRuntimeConfig();
  return apiBaseUrl || window.location.origin;
}
