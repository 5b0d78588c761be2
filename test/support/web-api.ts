// The web app's API client over a recorded fetch, as the web tests drive it.
import { vi } from 'vitest';
import { createApiClient } from '#web/api/api-client';

/** A signed-in client whose every call answers `body` with `status`; `calls` are the requests it sent. */
export function answeringClient(body: unknown, status = 200) {
  const fetchImpl = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  const client = createApiClient({
    baseUrl: '',
    getIdToken: async () => 'token',
    getAccountId: () => null,
    onSessionEnd: () => undefined,
    fetchImpl,
  });
  const calls = () => fetchImpl.mock.calls as unknown as [string, RequestInit][];
  return { client, fetchImpl, calls };
}
