import { beforeEach, describe, expect, it } from 'vitest';
import { CUSTOM_STORE_API_KEY_HEADER } from '#domain/stores/store-platforms.rules';
import { dynamoApiKeyStore } from '#functions/api-keys/adapters/dynamodb.api-key-store';
import { ApiKeyEntity } from '#functions/api-keys/db/api-key.entity';
import { handler as apiKeys } from '#functions/api-keys/handlers/api-keys.handler';
import { handler as publicCreate } from '#functions/api-keys/handlers/public-create-order.handler';
import { handler as publicUpdate } from '#functions/api-keys/handlers/public-update-order.handler';
import { dynamoOrderRecords } from '#functions/orders/adapters/dynamodb.order-store';
import { CUSTOM_STORES_CLAIM, OrderNumberClaimEntity } from '#functions/orders/db/order.entity';
import { ordersByNumberInAnyStore } from '#functions/orders/order-reads';
import { orderNumberKey } from '#domain/orders/order-query-plan.rules';
import { dynamoStoreConnections } from '#functions/stores/adapters/dynamodb.store-connections';
import { onTable } from '#lib/db/table';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { createTestAccount } from '#test/support/accounts';
import { validOrderRequest } from '#test/support/orders';
import { addTestWarehouse } from '#test/support/warehouses';

let accountId: string;
let owner: TestUser;

const makeKey = async (name: string, user = owner, account = accountId) => {
  const res = await invoke(
    apiKeys,
    apiEvent({ method: 'POST', path: '/api/v1/api-keys', user, accountId: account, body: { name } }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { key: { keyId: string }; secret: string };
};
const pushOrder = (key: string, body: unknown) =>
  invoke(
    publicCreate,
    apiEvent({ method: 'POST', path: '/api/public/v1/orders', body, headers: { [CUSTOM_STORE_API_KEY_HEADER]: key } }),
  );
const replaceOrder = (key: string, orderNumber: string, body: unknown) =>
  invoke(
    publicUpdate,
    apiEvent({
      method: 'PUT',
      path: `/api/public/v1/orders/${encodeURIComponent(orderNumber)}`,
      pathParameters: { orderNumber },
      body,
      headers: { [CUSTOM_STORE_API_KEY_HEADER]: key },
    }),
  );
/** A custom store connected from the Stores page, under a chosen store id (ids sort in list order). */
const connectCustomStore = (storeId: string, name: string, account = accountId) =>
  dynamoStoreConnections.connect(
    account,
    {
      platform: 'custom',
      shop: `${name.toLowerCase().replace(/\W+/g, '-')}-${account}`,
      name,
      scopes: [],
      apiBaseUrl: '',
      credentials: { accessToken: '' },
      at: new Date().toISOString(),
    },
    () => storeId,
  );
/** The account's orders of one number, counted from the table. */
const ordersNumbered = (orderNumber: string, account = accountId) => ordersByNumberInAnyStore(account, orderNumber, 50);

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount());
  await addTestWarehouse(owner, accountId);
});

describe('public API: exactly one order per number, with several custom stores', () => {
  it('a key stays bound to its store when another custom store is connected: a retry answers the original, PUT updates it', async () => {
    // `store-b…` is the first custom store when the key is made; `store-a…`, connected later, sorts before it.
    const first = await connectCustomStore(`store-b-${accountId}`, 'Main shop');
    const { secret, key } = await makeKey('Storefront');
    expect(await dynamoApiKeyStore.boundStore(accountId, key.keyId)).toBe(first.storeId);
    const body = validOrderRequest({ orderNumber: 'WEB-1' });
    const made = await pushOrder(secret, body);
    expect(made.status).toBe(201);
    expect(made.body.order.storeId).toBe(first.storeId);

    await connectCustomStore(`store-a-${accountId}`, 'Second shop');
    const retry = await pushOrder(secret, body);
    expect(retry.status).toBe(200);
    expect(retry.body.order.id).toBe(made.body.order.id);
    expect(await ordersNumbered('WEB-1')).toHaveLength(1);

    const put = await replaceOrder(secret, 'WEB-1', { ...body, comment: 'Ring twice' });
    expect(put.status).toBe(200);
    expect(put.body.order).toMatchObject({ id: made.body.order.id, storeId: first.storeId, comment: 'Ring twice' });
    // A new order of this key still lands in its own store.
    expect((await pushOrder(secret, validOrderRequest({ orderNumber: 'WEB-2' }))).body.order.storeId).toBe(
      first.storeId,
    );
  });

  it('another key bound to another custom store answers and updates the order of that number, making none', async () => {
    const first = await connectCustomStore(`store-b-${accountId}`, 'Main shop');
    const one = await makeKey('One');
    const body = validOrderRequest({ orderNumber: 'WEB-7' });
    const made = await pushOrder(one.secret, body);
    expect(made.status).toBe(201);

    const second = await connectCustomStore(`store-a-${accountId}`, 'Second shop');
    const two = await makeKey('Two');
    expect(await dynamoApiKeyStore.boundStore(accountId, two.key.keyId)).toBe(second.storeId);
    const retry = await pushOrder(two.secret, body);
    expect(retry.status).toBe(200);
    expect(retry.body.order).toMatchObject({ id: made.body.order.id, storeId: first.storeId });
    expect(await ordersNumbered('WEB-7')).toHaveLength(1);
    const put = await replaceOrder(two.secret, 'WEB-7', { ...body, comment: 'From the second key' });
    expect(put.status).toBe(200);
    expect(put.body.order).toMatchObject({ id: made.body.order.id, comment: 'From the second key' });
  });

  it('a key made before keys were bound is bound on its first call to the store it fed, and keeps it', async () => {
    const first = await connectCustomStore(`store-b-${accountId}`, 'Main shop');
    const { secret, key } = await makeKey('Legacy');
    await onTable(ApiKeyEntity).patch({ accountId, keyId: key.keyId }).remove(['storeId']).go();
    expect(await dynamoApiKeyStore.boundStore(accountId, key.keyId)).toBeNull();

    const body = validOrderRequest({ orderNumber: 'OLD-1' });
    const made = await pushOrder(secret, body);
    expect(made.status).toBe(201);
    expect(made.body.order.storeId).toBe(first.storeId);
    expect(await dynamoApiKeyStore.boundStore(accountId, key.keyId)).toBe(first.storeId);

    await connectCustomStore(`store-a-${accountId}`, 'Second shop');
    expect((await pushOrder(secret, body)).body.order.id).toBe(made.body.order.id);
    expect((await pushOrder(secret, validOrderRequest({ orderNumber: 'OLD-2' }))).body.order.storeId).toBe(
      first.storeId,
    );
    expect(await ordersNumbered('OLD-1')).toHaveLength(1);
  });

  it("cross-tenant: another account's key neither reads nor writes this account's order by its number", async () => {
    await connectCustomStore(`store-b-${accountId}`, 'Main shop');
    const mine = await makeKey('Mine');
    const body = validOrderRequest({ orderNumber: 'SHARED-1', comment: 'mine' });
    const made = await pushOrder(mine.secret, body);
    expect(made.status).toBe(201);

    const other = await createTestAccount('Other Foods');
    await addTestWarehouse(other.owner, other.accountId);
    const theirs = await makeKey('Theirs', other.owner, other.accountId);
    const put = await replaceOrder(theirs.secret, 'SHARED-1', { ...body, comment: 'theirs' });
    expect(put.status).toBe(404);
    const pushed = await pushOrder(theirs.secret, { ...body, comment: 'theirs' });
    expect(pushed.status).toBe(201);
    expect(pushed.body.order.id).not.toBe(made.body.order.id);

    const [original] = await ordersNumbered('SHARED-1');
    expect(original).toMatchObject({ id: made.body.order.id, comment: 'mine' });
    expect(await ordersNumbered('SHARED-1')).toHaveLength(1);
    expect(await ordersNumbered('SHARED-1', other.accountId)).toHaveLength(1);
  });

  it('20 POSTs of one number at once through two keys bound to two custom stores: one order (201), nineteen replays (200)', async () => {
    await connectCustomStore(`store-b-${accountId}`, 'Main shop');
    const one = await makeKey('One');
    await connectCustomStore(`store-a-${accountId}`, 'Second shop');
    const two = await makeKey('Two');
    expect(await dynamoApiKeyStore.boundStore(accountId, one.key.keyId)).not.toBe(
      await dynamoApiKeyStore.boundStore(accountId, two.key.keyId),
    );
    // Half the callers send another comment: a loser answers the winner's order as a replay does, unchanged.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        pushOrder(
          i % 2 ? two.secret : one.secret,
          validOrderRequest({ orderNumber: 'RACE-1', comment: i % 4 < 2 ? 'first body' : 'second body' }),
        ),
      ),
    );
    expect(answers.map((a) => a.status).sort((a, b) => b - a)).toEqual([201, ...Array<number>(19).fill(200)]);
    const made = answers.find((a) => a.status === 201)!.body.order;
    for (const a of answers) expect(a.body.order).toEqual(made);
    const orders = await ordersNumbered('RACE-1');
    expect(orders).toHaveLength(1);
    expect(orders[0].id).toBe(made.id);
  });

  it('an order made before the account-wide claim is still found by number through either key; a number change moves the claim', async () => {
    await connectCustomStore(`store-b-${accountId}`, 'Main shop');
    const one = await makeKey('One');
    const body = validOrderRequest({ orderNumber: 'LEGACY-1' });
    const made = await pushOrder(one.secret, body);
    expect(made.status).toBe(201);
    expect(await dynamoOrderRecords.findCustomByOrderNumber(accountId, 'legacy-1')).toMatchObject({
      id: made.body.order.id,
    });
    // As the order was before the claim existed.
    await onTable(OrderNumberClaimEntity)
      .delete({ accountId, storeId: CUSTOM_STORES_CLAIM, orderNumberKey: orderNumberKey('LEGACY-1') })
      .go();

    await connectCustomStore(`store-a-${accountId}`, 'Second shop');
    const two = await makeKey('Two');
    const retry = await pushOrder(two.secret, body);
    expect(retry.status).toBe(200);
    expect(retry.body.order.id).toBe(made.body.order.id);
    const put = await replaceOrder(two.secret, 'LEGACY-1', { ...body, comment: 'Still found' });
    expect(put.status).toBe(200);
    expect(put.body.order).toMatchObject({ id: made.body.order.id, comment: 'Still found' });
    expect(await ordersNumbered('LEGACY-1')).toHaveLength(1);

    // Renumbered (the order editor): the new number is held account-wide, the old one is free again.
    const current = (await dynamoOrderRecords.get(accountId, made.body.order.id))!;
    await dynamoOrderRecords.replace(accountId, current, { ...current, orderNumber: 'LEGACY-2' });
    expect(await dynamoOrderRecords.findCustomByOrderNumber(accountId, 'LEGACY-2')).toMatchObject({
      id: made.body.order.id,
    });
    const again = await pushOrder(two.secret, validOrderRequest({ orderNumber: 'LEGACY-2' }));
    expect(again.status).toBe(200);
    expect(again.body.order.id).toBe(made.body.order.id);
    const renumbered = (await dynamoOrderRecords.get(accountId, made.body.order.id))!;
    await dynamoOrderRecords.replace(accountId, renumbered, { ...renumbered, orderNumber: 'LEGACY-3' });
    expect(await dynamoOrderRecords.findCustomByOrderNumber(accountId, 'LEGACY-2')).toBeUndefined();
    const fresh = await pushOrder(two.secret, validOrderRequest({ orderNumber: 'LEGACY-2' }));
    expect(fresh.status).toBe(201);
    expect(fresh.body.order.id).not.toBe(made.body.order.id);
  });
});
