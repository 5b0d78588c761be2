import { randomUUID } from 'node:crypto';
import { SHOPIFY_OAUTH_SCOPES } from '#domain/stores/store-oauth.constants';
import { dynamoStoreConnections } from '#functions/stores/adapters/dynamodb.store-connections';
import { makeStoreAdapters } from '#functions/stores/store-apis';
import { DEMO_SHOPIFY_SHOP } from '../local-config';
import type { StoreSimulator } from '../store-simulators/store-simulator';
import { DEMO_ACCOUNT_ID } from './demo-data.seed';

export { DEMO_SHOPIFY_SHOP };

/**
 * The demo account's connected Shopify store, as if the merchant had installed the app: connected
 * with the token the simulator's OAuth exchange hands out, and subscribed to the webhooks at this
 * app's origin. Idempotent on every start; a store the merchant disconnected stays disconnected.
 */
export async function seedDemoStore(input: { simulator: StoreSimulator; appUrl: string }): Promise<void> {
  const { simulator, appUrl } = input;
  const apiBaseUrl = `${simulator.origin}/shopify/${DEMO_SHOPIFY_SHOP}`;
  const existing = (await dynamoStoreConnections.list(DEMO_ACCOUNT_ID)).find(
    (c) => c.platform === 'shopify' && c.shop === DEMO_SHOPIFY_SHOP,
  );
  if (existing?.status === 'disconnected') return;
  const credentials = { accessToken: simulator.shopifyToken(DEMO_SHOPIFY_SHOP) };
  // The simulator's port may differ from the last start (SHIPDECK_EMULATOR_PORTS=auto): reconnect to move it.
  const connection =
    existing && existing.apiBaseUrl === apiBaseUrl
      ? existing
      : await dynamoStoreConnections.connect(
          DEMO_ACCOUNT_ID,
          {
            platform: 'shopify',
            shop: DEMO_SHOPIFY_SHOP,
            name: 'Hill Country Smokehouse',
            scopes: [...SHOPIFY_OAUTH_SCOPES],
            apiBaseUrl,
            credentials,
            at: new Date().toISOString(),
          },
          () => randomUUID(),
        );
  const adapters = makeStoreAdapters({
    origins: { mode: 'sandbox', simulatorUrl: simulator.origin },
    localRuntime: true,
  });
  await adapters.shopify.registerWebhooks({ connection, credentials }, `${appUrl.replace(/\/+$/, '')}/api/v1/webhooks`);
}
