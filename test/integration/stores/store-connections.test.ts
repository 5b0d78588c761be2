import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { StoreClaimedError, type ConnectStoreInput } from '#domain/stores/store-connection';
import { dynamoOAuthStates, dynamoStoreConnections } from '#functions/stores/adapters/dynamodb.store-connections';

/** The connected-store items: one shop feeds one account, credentials apart, OAuth states single-use. */
const at = '2026-11-23T10:00:00.000Z';
const shopify = (shop: string): ConnectStoreInput => ({
  platform: 'shopify',
  shop,
  name: 'Smokehouse',
  scopes: ['read_orders'],
  apiBaseUrl: 'http://127.0.0.1:1',
  credentials: { accessToken: 'shpat_secret' },
  at,
});
const newId = () => randomUUID();

describe('store connections', () => {
  it('connects, lists without credentials, finds the account by shop and reconnects under the same store id', async () => {
    const accountId = randomUUID();
    const shop = `${randomUUID().slice(0, 8)}.myshopify.com`;
    const first = await dynamoStoreConnections.connect(accountId, shopify(shop.toUpperCase()), newId);
    expect(first).toMatchObject({ shop, status: 'connected', platform: 'shopify' });
    expect(JSON.stringify(await dynamoStoreConnections.list(accountId))).not.toContain('shpat_secret');
    expect(await dynamoStoreConnections.credentials(accountId, first.storeId)).toEqual({ accessToken: 'shpat_secret' });
    expect((await dynamoStoreConnections.findByShop('shopify', shop))?.accountId).toBe(accountId);

    await dynamoStoreConnections.disconnect(accountId, first.storeId, at);
    expect(await dynamoStoreConnections.findByShop('shopify', shop)).toBeUndefined();
    expect(await dynamoStoreConnections.credentials(accountId, first.storeId)).toBeUndefined();
    const again = await dynamoStoreConnections.connect(accountId, shopify(shop), newId);
    expect(again.storeId).toBe(first.storeId);
    expect(again.status).toBe('connected');
  });

  it('refuses a shop another account holds, and never hands it over', async () => {
    const mine = randomUUID();
    const theirs = randomUUID();
    const shop = `${randomUUID().slice(0, 8)}.myshopify.com`;
    await dynamoStoreConnections.connect(mine, shopify(shop), newId);
    await expect(dynamoStoreConnections.connect(theirs, shopify(shop), newId)).rejects.toBeInstanceOf(
      StoreClaimedError,
    );
    expect((await dynamoStoreConnections.findByShop('shopify', shop))?.accountId).toBe(mine);
    expect(await dynamoStoreConnections.list(theirs)).toEqual([]);
  });

  it('an OAuth state is consumed once and refused after it expires', async () => {
    const state = randomUUID().slice(0, 6);
    const base = { accountId: randomUUID(), userId: 'u1', platform: 'shopify' as const };
    await dynamoOAuthStates.issue({ ...base, state, expiresAt: '2026-11-23T10:10:00.000Z' });
    const consumed = await dynamoOAuthStates.consume(state, new Date(at));
    expect(consumed).toMatchObject({ ...base, state });
    expect(await dynamoOAuthStates.consume(state, new Date(at))).toBeUndefined();

    const late = randomUUID().slice(0, 6);
    await dynamoOAuthStates.issue({ ...base, state: late, expiresAt: '2026-11-23T10:10:00.000Z' });
    expect(await dynamoOAuthStates.consume(late, new Date('2026-11-23T10:10:01.000Z'))).toBeUndefined();
  });
});
