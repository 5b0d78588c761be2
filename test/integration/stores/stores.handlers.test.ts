import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { listStoresResponseSchema } from '#api/store-connections';
import type { StorePlatform } from '#domain/constants/settings.constants';
import { STORE_PLATFORMS } from '#domain/constants/settings.constants';
import { dynamoStoreConnections } from '#functions/stores/adapters/dynamodb.store-connections';
import { handler as disconnectStore } from '#functions/stores/handlers/disconnect-store.handler';
import { handler as listStores } from '#functions/stores/handlers/list-stores.handler';
import { addTestMember, createTestAccount } from '#test/support/accounts';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';

/** GET /api/v1/stores and DELETE /api/v1/stores/{storeId} through their handlers against DynamoDB Local. */

const SECRET = 'shpat_never_leaves';
let accountId: string;
let owner: TestUser;

async function connect(account: string, platform: StorePlatform = 'shopify', at = new Date().toISOString()) {
  const shop = platform === 'shopify' ? `${randomUUID().slice(0, 8)}.myshopify.com` : `shop-${randomUUID()}`;
  return dynamoStoreConnections.connect(
    account,
    {
      platform,
      shop,
      name: `Store ${shop}`,
      scopes: ['read_orders'],
      apiBaseUrl: 'http://127.0.0.1:9/simulator',
      credentials: { accessToken: SECRET, webhookSecret: 'whsec' },
      at,
    },
    () => randomUUID(),
  );
}

const list = (user: TestUser, account: string) =>
  invoke(listStores, apiEvent({ method: 'GET', path: '/api/v1/stores', user, accountId: account }));
const disconnect = (user: TestUser, account: string, storeId: string) =>
  invoke(
    disconnectStore,
    apiEvent({
      method: 'DELETE',
      path: `/api/v1/stores/${storeId}`,
      pathParameters: { storeId },
      user,
      accountId: account,
    }),
  );

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount());
});

describe('GET /api/v1/stores', () => {
  it('lists the stores without credentials or where the server talks to them, with every platform and the plan limit', async () => {
    const first = await connect(accountId, 'shopify', '2026-11-23T10:00:00.000Z');
    const second = await connect(accountId, 'woocommerce', '2026-11-23T11:00:00.000Z');
    await dynamoStoreConnections.disconnect(accountId, second.storeId, '2026-11-23T12:00:00.000Z');

    const res = await list(owner, accountId);
    expect(res.status).toBe(200);
    const body = listStoresResponseSchema.parse(res.body);
    expect(body.stores.map((s) => [s.storeId, s.status])).toEqual([
      [first.storeId, 'connected'],
      [second.storeId, 'disconnected'],
    ]);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('whsec');
    expect(text).not.toContain('apiBaseUrl');
    expect(body.platforms.map((p) => p.platform)).toEqual([...STORE_PLATFORMS]);
    expect(body.platforms.find((p) => p.platform === 'amazon')).toMatchObject({
      kind: 'marketplace',
      availability: { status: 'available' },
    });
    // A new account is on the trial (3 stores, accounts §9); a disconnected store frees its place.
    expect(body.limit).toEqual({ used: 1, max: 3 });
  });

  it('reads the limit from the plan: start allows one store, enterprise and the bypass flag none', async () => {
    const start = await createTestAccount('Start Foods', { selectedPlan: 'start', subscriptionVersion: 'v2' });
    expect((await list(start.owner, start.accountId)).body.limit).toEqual({ used: 0, max: 1 });
    const enterprise = await createTestAccount('Big Foods', { selectedPlan: 'enterprise', subscriptionVersion: 'v2' });
    expect((await list(enterprise.owner, enterprise.accountId)).body.limit).toEqual({ used: 0, max: null });
    const bypass = await createTestAccount('Bypass Foods', {
      selectedPlan: 'start',
      subscriptionVersion: 'v2',
      bypassPlanGating: true,
    });
    expect((await list(bypass.owner, bypass.accountId)).body.limit).toEqual({ used: 0, max: null });
  });

  it('any member may read the stores (accounts §6: changing them is edit_integrations)', async () => {
    await connect(accountId);
    const viewer = await addTestMember(accountId, { view_print_orders: true, edit_integrations: false });
    const res = await list(viewer, accountId);
    expect(res.status).toBe(200);
    expect(res.body.stores).toHaveLength(1);
  });

  it('cross-tenant: another account sees none of these stores, and naming this account answers 404', async () => {
    await connect(accountId);
    const other = await createTestAccount('Other Foods');
    const theirs = await list(other.owner, other.accountId);
    expect(theirs.status).toBe(200);
    expect(theirs.body.stores).toEqual([]);
    expect((await list(other.owner, accountId)).status).toBe(404);
  });
});

describe('DELETE /api/v1/stores/{storeId}', () => {
  it('disconnects: status, time, credentials and the shop claim go; a second call answers the same store', async () => {
    const store = await connect(accountId);
    const res = await disconnect(owner, accountId, store.storeId);
    expect(res.status).toBe(200);
    expect(res.body.store).toMatchObject({ storeId: store.storeId, status: 'disconnected' });
    expect(res.body.store.disconnectedAt).toEqual(expect.any(String));
    expect(JSON.stringify(res.body)).not.toContain(SECRET);
    expect(await dynamoStoreConnections.credentials(accountId, store.storeId)).toBeUndefined();
    expect(await dynamoStoreConnections.findByShop('shopify', store.shop)).toBeUndefined();

    const again = await disconnect(owner, accountId, store.storeId);
    expect(again.status).toBe(200);
    expect(again.body.store.disconnectedAt).toBe(res.body.store.disconnectedAt);
  });

  it('needs edit_integrations (403), and a member with it may disconnect', async () => {
    const store = await connect(accountId);
    const viewer = await addTestMember(accountId, { view_print_orders: true, edit_integrations: false });
    const refused = await disconnect(viewer, accountId, store.storeId);
    expect(refused.status).toBe(403);
    expect((await dynamoStoreConnections.get(accountId, store.storeId))?.status).toBe('connected');

    const integrator = await addTestMember(accountId, { edit_integrations: true });
    expect((await disconnect(integrator, accountId, store.storeId)).status).toBe(200);
  });

  it('cross-tenant: another account cannot disconnect this store (404 like a store that does not exist)', async () => {
    const store = await connect(accountId);
    const other = await createTestAccount('Other Foods');
    const res = await disconnect(other.owner, other.accountId, store.storeId);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Store not found');
    expect((await dynamoStoreConnections.get(accountId, store.storeId))?.status).toBe('connected');
    expect((await dynamoStoreConnections.findByShop('shopify', store.shop))?.accountId).toBe(accountId);
    expect((await disconnect(owner, accountId, randomUUID())).status).toBe(404);
  });
});
