import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { StoreCredentials } from '#domain/stores/store-connection';
import { dynamoStoreConnections } from '#functions/stores/adapters/dynamodb.store-connections';
import { StoreCredentialsEntity } from '#functions/stores/db/store.entity';
import { dynamoDocumentClient } from '#lib/clients';
import { config } from '#lib/config';
import { isSealed } from '#lib/crypto/data-keys';
import { onTable } from '#lib/db/table';

/**
 * Stored store credentials are ciphertext in DynamoDB: the raw item, read past every adapter, holds a sealed value
 * (an encrypted data key, nonce, tag, ciphertext) and none of the tokens; the adapter opens them back.
 */
const secrets = (): StoreCredentials => {
  const id = randomUUID().replace(/-/g, '');
  return {
    accessToken: `EAAAl${id}`,
    refreshToken: `EQAAr${id}`,
    expiresAt: '2026-12-28T00:00:00.000Z',
    webhookSecret: `whsec_${id}`,
    consumerKey: `ck_${id}`,
    consumerSecret: `cs_${id}`,
  };
};

async function rawItem(accountId: string, storeId: string) {
  const { Item } = await dynamoDocumentClient().send(
    new GetCommand({
      TableName: config().TABLE_NAME,
      Key: { pk: `ACC#${accountId}`, sk: `STORE#${storeId}#SECRET` },
      ConsistentRead: true,
    }),
  );
  return Item;
}

async function connect(accountId: string, credentials: StoreCredentials) {
  return dynamoStoreConnections.connect(
    accountId,
    {
      platform: 'square',
      shop: `M${randomUUID().slice(0, 10).toUpperCase()}`,
      name: 'Farmers market',
      scopes: ['ORDERS_READ'],
      apiBaseUrl: 'http://127.0.0.1:9/square',
      credentials,
      at: new Date().toISOString(),
    },
    () => randomUUID(),
  );
}

describe('store credentials are envelope-encrypted at rest', () => {
  it('the raw DynamoDB item holds ciphertext only; the adapter reads the credentials back', async () => {
    const accountId = randomUUID();
    const credentials = secrets();
    const store = await connect(accountId, credentials);
    const item = await rawItem(accountId, store.storeId);
    expect(item).toBeDefined();
    expect(isSealed(item!.credentials)).toBe(true);
    const raw = JSON.stringify(item);
    for (const value of Object.values(credentials)) expect(raw).not.toContain(value);
    expect(await dynamoStoreConnections.credentials(accountId, store.storeId)).toEqual(credentials);
  });

  it('plaintext credentials written before sealing are read, then rewritten sealed on that first read', async () => {
    const accountId = randomUUID();
    const store = await connect(accountId, secrets());
    const legacy = secrets();
    await onTable(StoreCredentialsEntity)
      .put({ accountId, storeId: store.storeId, credentials: legacy as never })
      .go();
    expect(JSON.stringify(await rawItem(accountId, store.storeId))).toContain(legacy.accessToken);

    expect(await dynamoStoreConnections.credentials(accountId, store.storeId)).toEqual(legacy);
    const item = await rawItem(accountId, store.storeId);
    expect(isSealed(item!.credentials)).toBe(true);
    expect(JSON.stringify(item)).not.toContain(legacy.accessToken);
    expect(await dynamoStoreConnections.credentials(accountId, store.storeId)).toEqual(legacy);
  });

  it('cross-tenant: sealed credentials copied into another account’s store item do not open', async () => {
    const mine = randomUUID();
    const theirs = randomUUID();
    const a = await connect(mine, secrets());
    const b = await connect(theirs, secrets());
    const stolen = (await rawItem(mine, a.storeId))!.credentials;
    await onTable(StoreCredentialsEntity).put({ accountId: theirs, storeId: b.storeId, credentials: stolen }).go();
    await expect(dynamoStoreConnections.credentials(theirs, b.storeId)).rejects.toThrow();
  });
});
