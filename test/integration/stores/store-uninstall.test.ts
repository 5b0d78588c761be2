import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeUninstalledMessage } from '#domain/stores/store-uninstall.rules';
import { dynamoStoreConnections } from '#functions/stores/adapters/dynamodb.store-connections';
import { StoreCounterEntity } from '#functions/stores/db/store-counter.entity';
import { handler as webhook } from '#functions/stores/handlers/store-webhook.handler';
import { resetConfigForTests } from '#lib/config';
import { onTable } from '#lib/db/table';
import { createTestAccount } from '#test/support/accounts';
import { invoke } from '#test/support/api-events';
import {
  STORE_WEBHOOK_ORIGIN,
  bigCommerceWebhook,
  connectTestStore,
  shopifyWebhook,
  squareWebhook,
} from '#test/support/store-webhooks';

/**
 * A platform's uninstall webhook (Shopify app/uninstalled, Square oauth.authorization.revoked, BigCommerce
 * store/app/uninstalled), verified like any other, disconnects the store at once: status, claim, credentials and
 * its place in the plan's limit go; the reason is shown on it. Against DynamoDB Local.
 */
beforeAll(() => {
  process.env.APP_URL = `${STORE_WEBHOOK_ORIGIN}/`;
  resetConfigForTests();
});
afterAll(() => {
  delete process.env.APP_URL;
  resetConfigForTests();
});

const inUse = async (accountId: string) =>
  (await onTable(StoreCounterEntity).get({ accountId }).go({ consistent: true })).data?.inUse;

async function expectDisconnected(accountId: string, storeId: string, message: string) {
  const store = await dynamoStoreConnections.get(accountId, storeId);
  expect(store).toMatchObject({ status: 'disconnected', lastError: message });
  expect(store?.disconnectedAt).toBeTruthy();
  expect(await dynamoStoreConnections.credentials(accountId, storeId)).toBeUndefined();
  expect(await dynamoStoreConnections.findByShop(store!.platform, store!.shop)).toBeUndefined();
}

const shopPayload = (shop: string) => ({ id: 690933842, name: 'Smokehouse', domain: shop, myshopify_domain: shop });

describe('uninstall webhooks disconnect the store at once', () => {
  it('Shopify app/uninstalled: disconnected with the reason, its place freed; the redelivery is acknowledged and changes nothing', async () => {
    const { accountId } = await createTestAccount();
    const store = await connectTestStore(accountId, 'shopify');
    expect(await inUse(accountId)).toBe(1);
    const delivery = () => shopifyWebhook(store.shop, 'app/uninstalled', shopPayload(store.shop), 'evt-uninstall');
    const res = await invoke(webhook, delivery());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true });
    await expectDisconnected(accountId, store.storeId, storeUninstalledMessage('shopify'));
    expect(await inUse(accountId)).toBe(0);
    const before = await dynamoStoreConnections.get(accountId, store.storeId);

    expect((await invoke(webhook, delivery())).status).toBe(200);
    expect(await dynamoStoreConnections.get(accountId, store.storeId)).toEqual(before);
    expect(await inUse(accountId)).toBe(0);
  });

  it('an unsigned or forged app/uninstalled is refused (401) and the store stays connected', async () => {
    const { accountId } = await createTestAccount();
    const store = await connectTestStore(accountId, 'shopify');
    const forged = shopifyWebhook(store.shop, 'app/uninstalled', shopPayload(store.shop), 'evt-forged', {
      secret: 'not-the-app-secret',
    });
    expect((await invoke(webhook, forged)).status).toBe(401);
    const unsigned = shopifyWebhook(store.shop, 'app/uninstalled', shopPayload(store.shop), 'evt-unsigned', {
      signature: null,
    });
    expect((await invoke(webhook, unsigned)).status).toBe(401);
    expect((await dynamoStoreConnections.get(accountId, store.storeId))?.status).toBe('connected');
    expect(await dynamoStoreConnections.credentials(accountId, store.storeId)).toBeTruthy();
  });

  it('cross-tenant: one merchant’s uninstall disconnects only the store whose shop was signed, not another account’s', async () => {
    const a = await createTestAccount();
    const b = await createTestAccount();
    const mine = await connectTestStore(a.accountId, 'shopify');
    const theirs = await connectTestStore(b.accountId, 'shopify');
    expect(
      (await invoke(webhook, shopifyWebhook(mine.shop, 'app/uninstalled', shopPayload(mine.shop), `e-${randomUUID()}`)))
        .status,
    ).toBe(200);
    expect((await dynamoStoreConnections.get(a.accountId, mine.storeId))?.status).toBe('disconnected');
    expect((await dynamoStoreConnections.get(b.accountId, theirs.storeId))?.status).toBe('connected');
  });

  it('Square oauth.authorization.revoked disconnects the seller’s store', async () => {
    const { accountId } = await createTestAccount();
    const store = await connectTestStore(accountId, 'square');
    const revoked = {
      merchant_id: store.shop,
      type: 'oauth.authorization.revoked',
      event_id: randomUUID(),
      created_at: new Date().toISOString(),
      data: {
        type: 'revocation',
        id: randomUUID(),
        object: { revocation: { revoked_at: new Date().toISOString(), revoker_type: 'MERCHANT' } },
      },
    };
    expect((await invoke(webhook, squareWebhook(revoked))).status).toBe(200);
    await expectDisconnected(accountId, store.storeId, storeUninstalledMessage('square'));
  });

  it('BigCommerce store/app/uninstalled (signed with the store’s secret) disconnects the store', async () => {
    const { accountId } = await createTestAccount();
    const store = await connectTestStore(accountId, 'bigcommerce');
    const uninstalled = {
      created_at: Math.floor(Date.now() / 1000),
      store_id: '1025646',
      producer: `stores/${store.shop}`,
      scope: 'store/app/uninstalled',
      hash: randomUUID(),
      data: { type: 'store', id: 1025646 },
    };
    expect((await invoke(webhook, bigCommerceWebhook('wrong-secret', uninstalled))).status).toBe(401);
    expect((await dynamoStoreConnections.get(accountId, store.storeId))?.status).toBe('connected');
    expect((await invoke(webhook, bigCommerceWebhook(store.webhookSecret, uninstalled))).status).toBe(200);
    await expectDisconnected(accountId, store.storeId, storeUninstalledMessage('bigcommerce'));
  });
});
