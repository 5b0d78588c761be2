import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { OrderRecord } from '#domain/orders/order-record';
import { LOCAL_CREDENTIALS, LOCAL_HOST, LOCAL_REGION, LOCAL_TABLE_NAME } from '#infra/local/local-config';
import { api, orderBody } from './app-api';
import { screenshot, signedInPage } from './browser';

const appUrl = inject('appUrl');
const login = inject('login');

const REASON = 'Order 450789469 not found';

/**
 * Tracking out on the order page (orders §4 "shipment fulfilled"): a store order whose push failed
 * shows the fulfillment warning with "Retry fulfillment"; retrying queues the push again. The store
 * order and its failure are seeded in the local stack's table, as the store webhook and the push
 * worker would leave them.
 */
describe('store fulfillment warning and retry on the order page', () => {
  let browser: Browser;
  let page: Page;
  let orderId: string;
  let waitingId: string;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    Object.assign(process.env, {
      AWS_REGION: LOCAL_REGION,
      AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
      AWS_ENDPOINT_URL_DYNAMODB: inject('emulators').dynamodb,
      TABLE_NAME: LOCAL_TABLE_NAME,
    });
    // Imported after the environment names the local table.
    const { dynamoOrderStore } = await import('#functions/orders/adapters/dynamodb.order-store');
    const { dynamoStoreConnections } = await import('#functions/stores/adapters/dynamodb.store-connections');

    ({ browser, page } = await signedInPage(appUrl, login));
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const me = (await api(page, 'GET', '/api/v1/me')).body;
    const accountId: string = me.memberships[0].accountId;
    /** A labelled Shopify order of the demo account; `failed` adds the push's failure as the worker leaves it. */
    const seed = async (failed: boolean): Promise<string> => {
      const created = await api(page, 'POST', '/api/v1/orders', orderBody(`SF-${randomUUID().slice(0, 6)}`));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id: string = created.body.order.id;

      const connection = await dynamoStoreConnections.connect(
        accountId,
        {
          platform: 'shopify',
          shop: `e2e-${randomUUID().slice(0, 6)}.myshopify.com`,
          name: 'E2E Smokehouse',
          scopes: ['write_fulfillments'],
          apiBaseUrl: `http://${LOCAL_HOST}:1`,
          credentials: { accessToken: 'shpat_e2e' },
          at: new Date().toISOString(),
        },
        () => randomUUID(),
      );
      const current = (await dynamoOrderStore.get(accountId, id))!;
      const shipmentId = current.shipments[0].id!;
      const trackingCode = `1Z${randomUUID().slice(0, 12).toUpperCase()}`;
      const seeded: OrderRecord = {
        ...current,
        storeId: connection.storeId,
        source: 'shopify',
        storeOrder: {
          platform: 'shopify',
          shop: connection.shop,
          platformOrderId: '450789469',
          platformUpdatedAt: new Date().toISOString(),
          adminUrl: null,
        },
        ...(failed
          ? {
              fulfillmentState: 'error' as const,
              warnings: [
                { type: 'fulfillment' as const, message: `Error in fulfilling the shipment: ${REASON}`, shipmentId },
              ],
            }
          : {}),
        shipments: current.shipments.map((s) => ({
          ...s,
          shipmentStatus: 'pre_transit',
          label: { trackingCode },
          billOfLading: {
            trackingCode,
            carrier: 'UPS',
            service: 'Ground',
            labelDate: new Date().toISOString().slice(0, 10),
            purchaseKey: `${shipmentId}#1`,
            sequence: 1,
            carrierShipmentId: 'shp_e2e',
            purchasedAt: new Date().toISOString(),
          },
        })),
      };
      await dynamoOrderStore.replace(accountId, current, seeded);
      return id;
    };
    orderId = await seed(true);
    waitingId = await seed(false);
  });

  afterAll(async () => {
    await browser?.close();
  });

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') await screenshot(page, 'store-fulfillment-failed').catch(() => undefined);
  });

  it('shows the warning in the spec’s words with the store’s reason, and Retry fulfillment queues the push', async () => {
    await page.goto(`${appUrl}/orders/${orderId}`);
    await page.getByText('Error in fulfilling the shipment', { exact: true }).waitFor({ timeout: 20_000 });
    await page.getByText(REASON, { exact: true }).waitFor();
    await screenshot(page, 'store-fulfillment-01-warning');

    const sent = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith(`/api/v1/orders/${orderId}/fulfillments`),
    );
    await page.getByRole('button', { name: 'Retry fulfillment', exact: true }).click();
    expect((await sent).status()).toBe(202);
    await page.getByText('Sending the tracking of the shipment to the store.', { exact: true }).waitFor();
    await screenshot(page, 'store-fulfillment-02-retried');
    expect(pageErrors).toEqual([]);
  });

  it('a labelled store order not yet fulfilled offers Send tracking to store', async () => {
    await page.goto(`${appUrl}/orders/${waitingId}`);
    await page.getByText('Tracking not sent to the store yet', { exact: true }).waitFor({ timeout: 20_000 });
    expect(await page.getByText('Error in fulfilling the shipment', { exact: true }).count()).toBe(0);
    await screenshot(page, 'store-fulfillment-03-send');
    const sent = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith(`/api/v1/orders/${waitingId}/fulfillments`),
    );
    await page.getByRole('button', { name: 'Send tracking to store', exact: true }).click();
    expect((await sent).status()).toBe(202);
    await page.getByText('Sending the tracking of the shipment to the store.', { exact: true }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('the grid shows the order under Fulfillment = error', async () => {
    const listed = await api(page, 'POST', '/api/v1/orders/query', { filters: { fulfillment: ['error'] } });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const row = listed.body.items.find((r: { id: string }) => r.id === orderId);
    expect(row?.fulfillment).toBe('error');
  });

  it('accounts §3 auto-fulfil flags: on unless turned off, per platform, kept after a reload', async () => {
    const toggle = () => page.getByRole('checkbox', { name: 'Auto-fulfil Shopify orders' });
    const saveAndReload = async () => {
      await page.getByRole('button', { name: 'Save settings', exact: true }).click();
      await page.getByText('Account settings saved.').waitFor();
      await page.reload();
      await page.getByRole('heading', { name: 'Account settings', level: 1 }).waitFor();
      await toggle().waitFor({ state: 'attached' });
    };
    await page.goto(`${appUrl}/settings`);
    await page.getByRole('heading', { name: 'Account settings', level: 1 }).waitFor();
    await toggle().waitFor({ state: 'attached' });
    expect(await toggle().isChecked()).toBe(true);
    await toggle().uncheck();
    await saveAndReload();
    expect(await toggle().isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: 'Auto-fulfil Square orders' }).isChecked()).toBe(true);
    await toggle().scrollIntoViewIfNeeded();
    await screenshot(page, 'store-fulfillment-04-auto-fulfil-settings');
    // Restored for the other browser tests.
    await toggle().check();
    await saveAndReload();
    expect(await toggle().isChecked()).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});
