import { useCallback, useMemo, useRef } from 'react';
import type { ApiClient } from '#web/api/api-client';
import { useApi } from '#web/api/api-context';
import { useLoad, type Loaded } from './use-load';

/**
 * GET `path` with useLoad, and the writes `actions` builds on the client: each write reloads the
 * resource after it succeeds and answers what the write answered.
 */
export function useApiResource<T, A extends Record<string, (...args: never[]) => Promise<unknown>>>(
  path: string,
  actions: (client: ApiClient) => A,
): Loaded<T> & A {
  const { client } = useApi();
  const loaded = useLoad(useCallback(() => client.get<T>(path), [client, path]));
  const { reload } = loaded;
  // The builder is fixed for the hook's life (the first one is kept).
  const build = useRef(actions).current;
  return useMemo(() => {
    const reloading = Object.fromEntries(
      Object.entries(build(client)).map(([name, write]) => [
        name,
        async (...args: never[]) => {
          const result = await write(...args);
          await reload();
          return result;
        },
      ]),
    ) as A;
    return { ...loaded, ...reloading };
  }, [loaded, client, reload, build]);
}
