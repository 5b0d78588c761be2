import { ApiKeyLimitError, type ApiKeyRecord, type ApiKeyStore } from '#domain/api-keys/ports';
import { isConditionFailure } from '#lib/db/condition-failure';
import { ApiKeyCounterEntity, ApiKeyEntity, ApiKeyLookupEntity } from '../db/api-key.entity';
import { onTable } from '#lib/db/table';
import { describeReasons, isRaceLost, raceBudget, refused, writeTransaction } from '#lib/db/transaction';

/** A key's transaction: the account's active-key counter, the key and its hash lookup. */
const API_KEY_WRITE = { apiKeyCounter: ApiKeyCounterEntity, apiKey: ApiKeyEntity, apiKeyLookup: ApiKeyLookupEntity };

type Item = {
  keyId: string;
  name: string;
  prefix: string;
  createdBy: string;
  createdAt: string;
  lastUsedAt?: string;
  revokedAt?: string;
};

/** The stored key as the API page sees it: never its hash. */
function toRecord(item: Item): ApiKeyRecord {
  return {
    keyId: item.keyId,
    name: item.name,
    prefix: item.prefix,
    createdBy: item.createdBy,
    createdAt: item.createdAt,
    lastUsedAt: item.lastUsedAt ?? null,
    revokedAt: item.revokedAt ?? null,
  };
}

async function getKey(accountId: string, keyId: string) {
  const { data } = await onTable(ApiKeyEntity).get({ accountId, keyId }).go({ consistent: true });
  return data ?? undefined;
}

export const dynamoApiKeyStore: ApiKeyStore = {
  async list(accountId) {
    const { data } = await onTable(ApiKeyEntity).query.byAccount({ accountId }).go({ pages: 'all' });
    return data.map((i) => toRecord(i as Item)).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  },

  async create(accountId, key, max) {
    // The active-key counter, the key and its lookup in one transaction: the cap holds under
    // concurrent creates, and a key is never listed without working (or working without being listed).
    const write = () =>
      writeTransaction(API_KEY_WRITE, (tx) => ({
        counter: [
          tx.apiKeyCounter
            .upsert({ accountId })
            .add({ active: 1 })
            .where((attr, { notExists, lt }) => `${notExists(attr.active)} OR ${lt(attr.active, max)}`)
            .commit(),
        ],
        key: [
          tx.apiKey
            .create({
              accountId,
              keyId: key.keyId,
              name: key.name,
              prefix: key.prefix,
              keyHash: key.hash,
              createdBy: key.createdBy,
              storeId: key.storeId,
              createdAt: key.at,
            })
            .commit(),
        ],
        lookup: [
          tx.apiKeyLookup
            .create({ keyHash: key.hash, accountId, keyId: key.keyId, name: key.name, prefix: key.prefix })
            .commit(),
        ],
      }));
    // Concurrent creates meet on the counter item: a lost race (TransactionConflict) is tried again.
    let result = await write();
    for (const race = raceBudget(); !result.ok && isRaceLost(result.reasons, []) && race.open;) {
      await race.retry();
      result = await write();
    }
    if (!result.ok) {
      if (refused(result.reasons.counter)) throw new ApiKeyLimitError();
      throw new Error(`API key write cancelled: ${describeReasons(result.reasons)}`);
    }
    return toRecord((await getKey(accountId, key.keyId)) as Item);
  },

  async revoke(accountId, keyId, at) {
    const current = await getKey(accountId, keyId);
    if (!current) return undefined;
    if (current.revokedAt) return toRecord(current as Item);
    const write = () =>
      writeTransaction(API_KEY_WRITE, (tx) => ({
        key: [
          tx.apiKey
            .patch({ accountId, keyId })
            .set({ revokedAt: at })
            .where((attr, { notExists }) => notExists(attr.revokedAt))
            .commit(),
        ],
        lookup: [tx.apiKeyLookup.delete({ keyHash: current.keyHash }).commit()],
        counter: [
          tx.apiKeyCounter
            .patch({ accountId })
            .subtract({ active: 1 })
            .where((attr, { gt }) => gt(attr.active, 0))
            .commit(),
        ],
      }));
    let result = await write();
    for (const race = raceBudget(); !result.ok && isRaceLost(result.reasons, []) && race.open;) {
      await race.retry();
      result = await write();
    }
    // A concurrent revoke won: the key is revoked either way.
    if (!result.ok && !refused(result.reasons.key))
      throw new Error(`API key revoke cancelled: ${describeReasons(result.reasons)}`);
    return toRecord((await getKey(accountId, keyId)) as Item);
  },

  async findByHash(hash) {
    const { data } = await onTable(ApiKeyLookupEntity).get({ keyHash: hash }).go({ consistent: true });
    if (!data) return undefined;
    return {
      accountId: data.accountId,
      keyId: data.keyId,
      name: data.name,
      prefix: data.prefix,
      lastUsedAt: data.lastUsedAt ?? null,
    };
  },

  async recordUse(accountId, keyId, hash, at) {
    try {
      await writeTransaction(API_KEY_WRITE, (tx) => ({
        lookup: [tx.apiKeyLookup.patch({ keyHash: hash }).set({ lastUsedAt: at }).commit()],
        key: [
          tx.apiKey
            .patch({ accountId, keyId })
            .set({ lastUsedAt: at })
            .where((attr, { notExists }) => notExists(attr.revokedAt))
            .commit(),
        ],
      }));
    } catch (err) {
      if (!isConditionFailure(err)) throw err; // revoked meanwhile
    }
  },
  async boundStore(accountId, keyId) {
    const key = await getKey(accountId, keyId);
    return key ? (key.storeId ?? null) : undefined;
  },

  async bindStore(accountId, keyId, storeId) {
    try {
      await onTable(ApiKeyEntity)
        .patch({ accountId, keyId })
        .set({ storeId })
        .where((attr, { notExists }) => notExists(attr.storeId))
        .go();
      return storeId;
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
      // Two first calls at once: the binding written first stands.
      const bound = (await getKey(accountId, keyId))?.storeId;
      if (!bound) throw err;
      return bound;
    }
  },
};
