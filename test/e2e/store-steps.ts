import type { Page } from 'playwright-core';
import { DEMO_SHOPIFY_SHOP } from '#infra/local/local-config';
import { api } from './app-api';

/**
 * Browser tests share the demo account and its plan's store limit: a test that connects a store first
 * disconnects every store other tests left connected (all but the demo's own Shopify shop), as a merchant at
 * the limit disconnects one before connecting another.
 */
export async function freeStorePlaces(page: Page): Promise<void> {
  const listed = (await api(page, 'GET', '/api/v1/stores')).body;
  const spare = (listed.stores as { storeId: string; shop: string; status: string }[]).filter(
    (s) => s.status !== 'disconnected' && s.shop !== DEMO_SHOPIFY_SHOP,
  );
  for (const store of spare) await api(page, 'DELETE', `/api/v1/stores/${store.storeId}`);
}
