import type { Page } from 'playwright-core';
import { api } from './app-api';

/**
 * Other browser tests connect stores of their own straight in the table (shops named `e2e-…`); a merchant
 * at the plan's store limit disconnects one before connecting another, and so do the connect tests.
 */
export async function freeStorePlaces(page: Page): Promise<void> {
  const listed = (await api(page, 'GET', '/api/v1/stores')).body;
  const spare = (listed.stores as { storeId: string; shop: string; status: string }[]).filter(
    (s) => s.status !== 'disconnected' && s.shop.startsWith('e2e-'),
  );
  for (const store of spare) await api(page, 'DELETE', `/api/v1/stores/${store.storeId}`);
}
