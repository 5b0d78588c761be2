import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { StoreLimitReachedError, type ConnectStoreInput } from '#domain/stores/store-connection';
import { dynamoStoreConnections } from '#functions/stores/adapters/dynamodb.store-connections';
import { StoreCounterEntity } from '#functions/stores/db/store-counter.entity';
import { handler as connectStore } from '#functions/stores/handlers/connect-store.handler';
import { handler as disconnectStore } from '#functions/stores/handlers/disconnect-store.handler';
import { onTable } from '#lib/db/table';
import { createTestAccount } from '#test/support/accounts';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';

/**
 * accounts §9 "Stores": the plan's store limit is counted inside the connect transaction (ACC#/STORECOUNT with a
 * condition), against real DynamoDB Local: concurrent connects at the limit cannot both pass.
 */
const custom = (name: string): ConnectStoreInput => ({
  platform: 'custom',
  shop: `custom/${name}`,
  name,
  scopes: [],
  apiBaseUrl: '',
  credentials: { accessToken: '' },
  at: new Date().toISOString(),
});
const inUse = async (accountId: string) =>
  (await onTable(StoreCounterEntity).get({ accountId }).go({ consistent: true })).data?.inUse;

const connect = (user: TestUser, accountId: string, name: string) =>
  invoke(
    connectStore,
    apiEvent({ method: 'POST', path: '/api/v1/stores/connect', user, accountId, body: { platform: 'custom', name } }),
  );
const disconnect = (user: TestUser, accountId: string, storeId: string) =>
  invoke(
    disconnectStore,
    apiEvent({
      method: 'DELETE',
      path: `/api/v1/stores/${storeId}`,
      user,
      accountId,
      pathParameters: { storeId },
    }),
  );

describe('store limit in the connect transaction', () => {
  it('two concurrent connects at the plan limit (start: 1): exactly one succeeds; disconnecting gives the place back', async () => {
    const { accountId, owner } = await createTestAccount('Start Foods', {
      selectedPlan: 'start',
      subscriptionVersion: 'v2',
    });
    const answers = await Promise.all([connect(owner, accountId, 'Wholesale'), connect(owner, accountId, 'Market')]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 402]);
    expect(answers.find((a) => a.status === 402)!.body.code).toBe('upgrade_prompt');
    const stores = await dynamoStoreConnections.list(accountId);
    expect(stores).toHaveLength(1);
    expect(await inUse(accountId)).toBe(1);

    expect((await disconnect(owner, accountId, stores[0].storeId)).status).toBe(200);
    expect(await inUse(accountId)).toBe(0);
    // Disconnecting twice gives nothing back twice.
    expect((await disconnect(owner, accountId, stores[0].storeId)).status).toBe(200);
    expect(await inUse(accountId)).toBe(0);
    expect((await connect(owner, accountId, 'Market')).status).toBe(201);
    expect(await inUse(accountId)).toBe(1);
  });

  it('ten racing connects with a limit of 3 connect exactly 3, seeding the count from stores connected before it existed', async () => {
    const accountId = randomUUID();
    await dynamoStoreConnections.connect(accountId, custom('first'), () => randomUUID());
    // An account whose stores predate the count: its counter item is absent until the next connect.
    await onTable(StoreCounterEntity).delete({ accountId }).go();
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => dynamoStoreConnections.connect(accountId, custom(`s${i}`), randomUUID, 3)),
    );
    const refused = results.filter((r) => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    expect(refused).toHaveLength(8);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(StoreLimitReachedError);
    expect(await dynamoStoreConnections.list(accountId)).toHaveLength(3);
    expect(await inUse(accountId)).toBe(3);
  });

  it('reconnecting a store that still counts takes no second place', async () => {
    const accountId = randomUUID();
    const store = await dynamoStoreConnections.connect(accountId, custom('only'), () => randomUUID(), 1);
    const again = await dynamoStoreConnections.connect(accountId, custom('only'), () => randomUUID(), 1);
    expect(again.storeId).toBe(store.storeId);
    expect(await inUse(accountId)).toBe(1);
    await expect(
      dynamoStoreConnections.connect(accountId, custom('other'), () => randomUUID(), 1),
    ).rejects.toBeInstanceOf(StoreLimitReachedError);
  });
});
