import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreApiError } from '#domain/stores/ports';
import { STORE_NEEDS_RECONNECT_MESSAGE } from '#domain/stores/store-token.rules';
import { dynamoStoreConnections } from '#functions/stores/adapters/dynamodb.store-connections';
import { dynamoStoreTokens } from '#functions/stores/adapters/dynamodb.store-tokens';
import { makeStoreAdapters } from '#functions/stores/store-apis';
import { makeRefreshStoreTokens } from '#functions/stores/use-cases/refresh-store-tokens.use-case';
import { startStoreSimulator, type StoreSimulator } from '#infra/local/store-simulators/store-simulator';

/**
 * Square tokens refreshed before they expire, against DynamoDB Local and the local Square simulator (the real
 * adapter's ObtainToken refresh_token grant): due tokens get new credentials and a new expiry entry; a refused
 * refresh leaves the store in error asking for a reconnect; entries of stores that moved on are dropped.
 */
let sim: StoreSimulator;
const NOW = new Date('2026-11-28T07:00:00.000Z');
const days = (n: number) => new Date(NOW.getTime() + n * 86_400_000).toISOString();

beforeAll(async () => {
  sim = await startStoreSimulator();
});
afterAll(() => sim.stop());

function refresher() {
  const adapters = makeStoreAdapters({
    origins: { mode: 'sandbox', simulatorUrl: sim.origin },
    localRuntime: true,
  });
  return makeRefreshStoreTokens({
    tokens: dynamoStoreTokens,
    connections: dynamoStoreConnections,
    refresherFor: (platform) => (platform === 'square' ? adapters.square : undefined),
    clock: () => NOW,
  });
}

async function connectSquare(expiresAt: string, refreshToken?: string) {
  const accountId = randomUUID();
  const merchantId = `ML${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`;
  const store = await dynamoStoreConnections.connect(
    accountId,
    {
      platform: 'square',
      shop: merchantId,
      name: merchantId,
      scopes: ['ORDERS_READ'],
      apiBaseUrl: `${sim.origin}/square`,
      credentials: {
        accessToken: sim.square.tokenOf(merchantId),
        refreshToken: refreshToken ?? sim.square.refreshTokenOf(merchantId),
        expiresAt,
      },
      at: NOW.toISOString(),
    },
    () => randomUUID(),
  );
  return { accountId, store, merchantId };
}

const mine = async (accountId: string, storeId: string) =>
  (await dynamoStoreTokens.expiringOn(days(0).slice(0, 10)))
    .concat(
      ...(await Promise.all([-1, 1, 2, 3, 30, 31].map((d) => dynamoStoreTokens.expiringOn(days(d).slice(0, 10))))),
    )
    .filter((e) => e.accountId === accountId && e.storeId === storeId);

describe('store token refresh schedule', () => {
  it('refreshes a token expiring within the week, files its new expiry and leaves one not yet due alone', async () => {
    const due = await connectSquare(days(3));
    const later = await connectSquare(days(20));
    const report = await refresher()();
    expect(report.refreshed).toBeGreaterThanOrEqual(1);

    const credentials = await dynamoStoreConnections.credentials(due.accountId, due.store.storeId);
    expect(Date.parse(credentials!.expiresAt!)).toBeGreaterThan(Date.parse(days(25)));
    expect(credentials!.refreshToken).toBe(sim.square.refreshTokenOf(due.merchantId));
    const entries = await mine(due.accountId, due.store.storeId);
    expect(entries.map((e) => e.expiresAt)).toEqual([credentials!.expiresAt]);
    expect((await dynamoStoreConnections.get(due.accountId, due.store.storeId))?.status).toBe('connected');

    expect((await dynamoStoreConnections.credentials(later.accountId, later.store.storeId))?.expiresAt).toBe(days(20));
  });

  it('an already expired token is refreshed too', async () => {
    const expired = await connectSquare(days(-1));
    await refresher()();
    const credentials = await dynamoStoreConnections.credentials(expired.accountId, expired.store.storeId);
    expect(Date.parse(credentials!.expiresAt!)).toBeGreaterThan(NOW.getTime());
  });

  it('a refused refresh marks the store as needing a reconnect, visible on it, never a silent break', async () => {
    const revoked = await connectSquare(days(2), 'EQAAREVOKED.not-a-valid-token');
    const report = await refresher()();
    expect(report.needsReconnect).toBeGreaterThanOrEqual(1);
    const store = await dynamoStoreConnections.get(revoked.accountId, revoked.store.storeId);
    expect(store).toMatchObject({ status: 'error', lastError: STORE_NEEDS_RECONNECT_MESSAGE });
    expect((await dynamoStoreConnections.credentials(revoked.accountId, revoked.store.storeId))?.expiresAt).toBe(
      days(2),
    );
  });

  it('an outage waits for the next run: the store stays as it was', async () => {
    const { accountId, store } = await connectSquare(days(1));
    const run = makeRefreshStoreTokens({
      tokens: dynamoStoreTokens,
      connections: dynamoStoreConnections,
      refresherFor: () => ({
        refresh: async () => {
          throw new StoreApiError('Square could not be reached', true);
        },
      }),
      clock: () => NOW,
    });
    expect((await run()).retryLater).toBeGreaterThanOrEqual(1);
    expect((await dynamoStoreConnections.get(accountId, store.storeId))?.status).toBe('connected');
    expect(await mine(accountId, store.storeId)).toHaveLength(1);
  });

  it('a disconnected store’s entry is dropped, not refreshed', async () => {
    const { accountId, store } = await connectSquare(days(2));
    await dynamoStoreConnections.disconnect(accountId, store.storeId, NOW.toISOString());
    await refresher()();
    expect(await mine(accountId, store.storeId)).toEqual([]);
    expect(await dynamoStoreConnections.credentials(accountId, store.storeId)).toBeUndefined();
  });
});
