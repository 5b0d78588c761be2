import type { Handler } from '#lib/http/http-route';
import { startStoreSimulator, type StoreSimulator } from '../../infra/local/store-simulators/store-simulator';
import { apiEvent, invoke, type TestUser } from './api-events';

/**
 * The store connect routes as the connect tests call them: the local store simulators started, the
 * functions pointed at them by configuration (as the local runtime does), and the two handlers loaded
 * after that configuration.
 */
export async function startStoreConnectRoutes(appOrigin: string): Promise<{
  sim: StoreSimulator;
  connect: Handler;
  oauth: Handler;
}> {
  const sim = await startStoreSimulator();
  process.env.APP_URL = appOrigin;
  process.env.STORE_SIMULATOR_URL = sim.origin;
  // The simulators listen on loopback, which only the local runtime's outbound calls may reach.
  process.env.SHIPDECK_LOCAL_RUNTIME = 'true';
  process.env.SHIPDECK_ADAPTERS = 'sandbox';
  const connect = (await import('#functions/stores/handlers/connect-store.handler')).handler;
  const oauth = (await import('#functions/stores/handlers/store-oauth.handler')).handler;
  return { sim, connect, oauth };
}

/** POST /api/v1/stores/connect, or /api/v1/stores/oauth/{platform} when a platform is named. */
export const postStoreRoute = (handler: Handler, user: TestUser, accountId: string, body: unknown, platform?: string) =>
  invoke(
    handler,
    apiEvent({
      method: 'POST',
      path: platform ? `/api/v1/stores/oauth/${platform}` : '/api/v1/stores/connect',
      user,
      accountId,
      body,
      ...(platform ? { pathParameters: { platform } } : {}),
    }),
  );
