import { beforeEach, describe, expect, it } from 'vitest';
import { PUBLIC_ORDER_EXAMPLE, publicOrderResponseSchema } from '#api/public-orders';
import {
  API_KEY_INVALID,
  API_KEY_MANDATORY,
  API_KEYS_LIMIT_REACHED,
  API_KEYS_PER_ACCOUNT_MAX,
} from '#domain/api-keys/api-key.rules';
import { CUSTOM_STORE_API_KEY_HEADER } from '#domain/stores/store-platforms.rules';
import { handler as apiKeys } from '#functions/api-keys/handlers/api-keys.handler';
import { handler as publicCreate } from '#functions/api-keys/handlers/public-create-order.handler';
import { handler as publicUpdate } from '#functions/api-keys/handlers/public-update-order.handler';
import { dynamoApiKeyStore } from '#functions/api-keys/adapters/dynamodb.api-key-store';
import { handler as getOrderActivity } from '#functions/orders/handlers/get-order-activity.handler';
import { dynamoStoreConnections } from '#functions/stores/adapters/dynamodb.store-connections';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { addTestMember, createTestAccount } from '#test/support/accounts';
import { validOrderRequest } from '#test/support/orders';
import { addTestWarehouse } from '#test/support/warehouses';

let accountId: string;
let owner: TestUser;

const keysCall = (method: string, user = owner, account = accountId, body?: unknown, keyId?: string) =>
  invoke(
    apiKeys,
    apiEvent({
      method,
      path: keyId ? `/api/v1/api-keys/${keyId}` : '/api/v1/api-keys',
      user,
      accountId: account,
      body,
      pathParameters: keyId ? { keyId } : undefined,
    }),
  );
const makeKey = async (name = 'Storefront', user = owner, account = accountId) => {
  const res = await keysCall('POST', user, account, { name });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { key: { keyId: string; prefix: string; status: string }; secret: string };
};
const withKey = (key: string | undefined): Record<string, string> =>
  key === undefined ? {} : { [CUSTOM_STORE_API_KEY_HEADER]: key };
const pushOrder = (key: string | undefined, body: unknown) =>
  invoke(publicCreate, apiEvent({ method: 'POST', path: '/api/public/v1/orders', body, headers: withKey(key) }));
const replaceOrder = (key: string | undefined, orderNumber: string, body: unknown) =>
  invoke(
    publicUpdate,
    apiEvent({
      method: 'PUT',
      path: `/api/public/v1/orders/${encodeURIComponent(orderNumber)}`,
      pathParameters: { orderNumber },
      body,
      headers: withKey(key),
    }),
  );

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount());
  await addTestWarehouse(owner, accountId);
});

describe('API keys (accounts §6 access_api)', () => {
  it('shows the secret once, lists only its prefix, and connects the custom store', async () => {
    const { key, secret } = await makeKey('Storefront');
    expect(secret).toMatch(/^sdk_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({ name: 'Storefront', status: 'active', prefix: secret.slice(0, 12) });
    const list = await keysCall('GET');
    expect(list.status).toBe(200);
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0]).toMatchObject({ keyId: key.keyId, createdBy: owner.email, lastUsedAt: null });
    expect(JSON.stringify(list.body)).not.toContain(secret);
    expect(JSON.stringify(list.body)).not.toMatch(/keyHash|[0-9a-f]{64}/);
    const stores = await dynamoStoreConnections.list(accountId);
    expect(stores.filter((s) => s.platform === 'custom')).toEqual([
      expect.objectContaining({ status: 'connected', name: 'Custom store (API)' }),
    ]);
    // A second key keeps the one custom store.
    await makeKey('Backoffice');
    expect((await dynamoStoreConnections.list(accountId)).filter((s) => s.platform === 'custom')).toHaveLength(1);
  });

  it('refuses members without access_api on every route (403), and a blank name (400)', async () => {
    const { key } = await makeKey();
    const member = await addTestMember(accountId, { edit_orders: true, access_api: false });
    expect((await keysCall('GET', member)).status).toBe(403);
    expect((await keysCall('POST', member, accountId, { name: 'x' })).status).toBe(403);
    expect((await keysCall('DELETE', member, accountId, undefined, key.keyId)).status).toBe(403);
    const allowed = await addTestMember(accountId, { access_api: true });
    expect((await keysCall('GET', allowed)).body.items).toHaveLength(1);
    const blank = await keysCall('POST', owner, accountId, { name: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.fieldErrors).toEqual({ name: 'This field is required' });
  });

  it('cross-tenant: another account neither lists nor revokes a key, and its key never reaches this account', async () => {
    const mine = await makeKey();
    const other = await createTestAccount('Other Foods');
    await addTestWarehouse(other.owner, other.accountId);
    expect((await keysCall('GET', other.owner, other.accountId)).body.items).toEqual([]);
    const revoke = await keysCall('DELETE', other.owner, other.accountId, undefined, mine.key.keyId);
    expect(revoke.status).toBe(404);
    // Naming this account with the other owner's token is refused like an unknown account.
    expect((await keysCall('GET', other.owner, accountId)).status).toBe(404);
    expect((await keysCall('GET')).body.items[0].status).toBe('active');

    const theirs = await makeKey('Theirs', other.owner, other.accountId);
    const order = validOrderRequest({ orderNumber: 'X-1' });
    expect((await pushOrder(mine.secret, order)).status).toBe(201);
    // The same order number under the other key is the other account's own order, not this one.
    const made = await pushOrder(theirs.secret, order);
    expect(made.status).toBe(201);
    expect((await replaceOrder(theirs.secret, 'X-1', { ...order, comment: 'theirs' })).body.order.comment).toBe(
      'theirs',
    );
    const activity = await invoke(
      getOrderActivity,
      apiEvent({
        method: 'GET',
        path: `/api/v1/orders/${made.body.order.id}/activity`,
        user: owner,
        accountId,
        pathParameters: { orderId: made.body.order.id },
      }),
    );
    expect(activity.status).toBe(404);
  });

  it(`caps active keys at ${API_KEYS_PER_ACCOUNT_MAX} (409), also under concurrent creates; revoking frees a place`, async () => {
    const results = await Promise.all(
      Array.from({ length: API_KEYS_PER_ACCOUNT_MAX + 3 }, (_, i) =>
        keysCall('POST', owner, accountId, { name: `k${i}` }),
      ),
    );
    const made = results.filter((r) => r.status === 201);
    expect(made).toHaveLength(API_KEYS_PER_ACCOUNT_MAX);
    for (const r of results.filter((r) => r.status !== 201)) {
      expect(r.status).toBe(409);
      expect(r.body.message).toBe(API_KEYS_LIMIT_REACHED);
    }
    expect((await keysCall('GET')).body.items).toHaveLength(API_KEYS_PER_ACCOUNT_MAX);
    const revoked = await keysCall('DELETE', owner, accountId, undefined, made[0].body.key.keyId);
    expect(revoked.body.status).toBe('revoked');
    // Revoking twice changes nothing (and frees no second place).
    expect((await keysCall('DELETE', owner, accountId, undefined, made[0].body.key.keyId)).status).toBe(200);
    expect((await keysCall('POST', owner, accountId, { name: 'again' })).status).toBe(201);
    expect((await keysCall('POST', owner, accountId, { name: 'over' })).status).toBe(409);
  });
});

describe('public API: POST and PUT /api/public/v1/orders (custom store kind)', () => {
  it("answers 401 'API key mandatory' without a key and 'Invalid API key' for a wrong one, before reading the body", async () => {
    for (const key of [undefined, '', '   ']) {
      const res = await pushOrder(key, { orderNumber: 5 });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 'unauthorized', message: API_KEY_MANDATORY });
    }
    const { secret } = await makeKey();
    const wrong = secret.slice(0, -1) + (secret.endsWith('A') ? 'B' : 'A');
    for (const key of [wrong, 'sdk_short', 'Bearer x', secret.toUpperCase()]) {
      const res = await pushOrder(key, validOrderRequest());
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(API_KEY_INVALID);
    }
    expect((await replaceOrder(undefined, 'A-1', validOrderRequest())).body.message).toBe(API_KEY_MANDATORY);
  });

  it('creates the order in the custom store through the order rules; a replay answers the same order with 200', async () => {
    const { secret, key } = await makeKey();
    const body = validOrderRequest({ orderNumber: 'WEB-1001' });
    const first = await pushOrder(secret, body);
    expect(first.status).toBe(201);
    const { order } = publicOrderResponseSchema.parse(first.body);
    const custom = (await dynamoStoreConnections.list(accountId)).find((s) => s.platform === 'custom')!;
    expect(order).toMatchObject({ orderNumber: 'WEB-1001', source: 'custom', storeId: custom.storeId });
    // orders §9 weights computed by the same rules as the editor's (box 2 + dry ice 3 + 2 × 5 lb).
    expect(order.shipments[0].weights?.calculatedValues?.pounds).toBe(15);
    expect(order.warehouse?.name).toBe('Austin Kitchen');

    const replay = await pushOrder(secret, { ...body, comment: 'changed in a retry' });
    expect(replay.status).toBe(200);
    expect(replay.body.order.id).toBe(order.id);
    expect(replay.body.order.comment).toBe(order.comment);

    const keys = await dynamoApiKeyStore.list(accountId);
    expect(keys.find((k) => k.keyId === key.keyId)?.lastUsedAt).toBeTruthy();
    const activity = await invoke(
      getOrderActivity,
      apiEvent({
        method: 'GET',
        path: `/api/v1/orders/${order.id}/activity`,
        user: owner,
        accountId,
        pathParameters: { orderId: order.id },
      }),
    );
    expect(activity.body.items.map((e: { actor: string }) => e.actor)).toEqual([`API key Storefront (${key.prefix}…)`]);
  });

  it('accepts the example the API page and the OpenAPI document show, as is', async () => {
    const { secret } = await makeKey();
    const res = await pushOrder(secret, PUBLIC_ORDER_EXAMPLE);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.order).toMatchObject({ orderNumber: PUBLIC_ORDER_EXAMPLE.orderNumber, source: 'custom' });
  });

  it('two deliveries of one order at once make one order: one 201, the others 200 with its id', async () => {
    const { secret } = await makeKey();
    const body = validOrderRequest({ orderNumber: 'RACE-1' });
    const results = await Promise.all([1, 2, 3, 4].map(() => pushOrder(secret, body)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.body.order.id)).size).toBe(1);
  });

  it('answers the editor’s 400s with field messages, writing nothing', async () => {
    const { secret } = await makeKey();
    const res = await pushOrder(secret, { ...validOrderRequest({ orderNumber: 'BAD-1' }), shipmentType: 'Rocket' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toHaveProperty('shipmentType');
    const missing = await pushOrder(secret, validOrderRequest({ orderNumber: '' }));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please Address Following Issues:');
    expect(missing.body.issues).toContain('Order Number Required');
    expect((await replaceOrder(secret, 'BAD-1', validOrderRequest({ orderNumber: 'BAD-1' }))).status).toBe(404);
  });

  it('PUT replaces the order named by its number; another number in the body is refused', async () => {
    const { secret } = await makeKey();
    const body = validOrderRequest({ orderNumber: '#1001' });
    const made = await pushOrder(secret, body);
    const res = await replaceOrder(secret, '#1001', { ...body, comment: 'Leave at the back door' });
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({ id: made.body.order.id, comment: 'Leave at the back door' });
    const renamed = await replaceOrder(secret, '#1001', { ...body, orderNumber: '#1002' });
    expect(renamed.status).toBe(400);
    expect(renamed.body.fieldErrors).toEqual({ orderNumber: 'Invalid value' });
  });

  it('a revoked key stops at once (401); the orders it made stay', async () => {
    const { secret, key } = await makeKey();
    expect((await pushOrder(secret, validOrderRequest({ orderNumber: 'R-1' }))).status).toBe(201);
    expect((await keysCall('DELETE', owner, accountId, undefined, key.keyId)).status).toBe(200);
    const after = await pushOrder(secret, validOrderRequest({ orderNumber: 'R-2' }));
    expect(after.status).toBe(401);
    expect(after.body.message).toBe(API_KEY_INVALID);
    expect((await replaceOrder(secret, 'R-1', validOrderRequest({ orderNumber: 'R-1' }))).status).toBe(401);
  });

  it('a custom store already connected by name is the one the keys feed (no second custom store)', async () => {
    const named = await dynamoStoreConnections.connect(
      accountId,
      {
        platform: 'custom',
        shop: `my-shop-${accountId}`,
        name: 'My shop',
        scopes: [],
        apiBaseUrl: '',
        credentials: { accessToken: '' },
        at: new Date().toISOString(),
      },
      () => `store-${accountId}`,
    );
    const { secret } = await makeKey();
    const res = await pushOrder(secret, validOrderRequest({ orderNumber: 'N-1' }));
    expect(res.body.order.storeId).toBe(named.storeId);
    expect((await dynamoStoreConnections.list(accountId)).filter((s) => s.platform === 'custom')).toHaveLength(1);
  });

  it('a disconnected custom store is connected again under the same store id by the next push', async () => {
    const { secret } = await makeKey();
    const custom = (await dynamoStoreConnections.list(accountId)).find((s) => s.platform === 'custom')!;
    await dynamoStoreConnections.disconnect(accountId, custom.storeId, new Date().toISOString());
    const res = await pushOrder(secret, validOrderRequest({ orderNumber: 'D-1' }));
    expect(res.status).toBe(201);
    expect(res.body.order.storeId).toBe(custom.storeId);
    expect((await dynamoStoreConnections.get(accountId, custom.storeId))?.status).toBe('connected');
  });
});
