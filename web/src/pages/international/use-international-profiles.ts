import { useCallback, useMemo } from 'react';
import type { InternationalProfileRequest } from '#api/international';
import { useApi } from '#web/api/api-context';
import { internationalApi } from '#web/api/international-api';
import { useLoad } from '#web/hooks/use-load';

/** The account's international profiles and their writes; each write reloads the list (the default may move). */
export function useInternationalProfiles() {
  const { client } = useApi();
  const api = useMemo(() => internationalApi(client), [client]);
  const loaded = useLoad(useCallback(() => api.list(), [api]));
  const { reload } = loaded;
  return useMemo(
    () => ({
      ...loaded,
      profiles: loaded.data?.profiles ?? [],
      async save(id: string | null, body: InternationalProfileRequest) {
        const saved = id ? await api.update(id, body) : await api.create(body);
        await reload();
        return saved;
      },
      async remove(id: string) {
        await api.remove(id);
        await reload();
      },
    }),
    [loaded, api, reload],
  );
}
