import type {
  CustomStoreConnections,
  OAuthStateStore,
  StoreConnectionRecord,
  StoreConnectionStore,
  StoreCredentials,
} from '#domain/stores/store-connection';
import { StoreClaimedError, StoreLimitReachedError, shopKey } from '#domain/stores/store-connection';
import { storesInUse } from '#domain/stores/store-limit.rules';
import { expiryDayOf } from '#domain/stores/store-token.rules';
import type { StorePlatform } from '#domain/constants/settings.constants';
import { isConditionFailure } from '#lib/db/condition-failure';
import {
  OAuthStateEntity,
  StoreConnectionEntity,
  StoreCredentialsEntity,
  StoreShopClaimEntity,
} from '../db/store.entity';
import { onTable } from '#lib/db/table';
import {
  raceBudget,
  refused,
  writeTransaction,
  type TransactionEntities,
  type TransactionParts,
} from '#lib/db/transaction';
import { StoreCounterEntity } from '../db/store-counter.entity';
import { StoreTokenExpiryEntity } from '../db/store-token-expiry.entity';
import { dynamoStoreErrors } from './dynamodb.store-errors';
import { isSealed, openCredentials, sealCredentials } from './sealed-credentials';

/** A store connection, its credentials, the shop's claim and the account's store count, written together. */
const CUSTOM_STORE_WRITE = {
  storeConnection: StoreConnectionEntity,
  storeCredentials: StoreCredentialsEntity,
  storeShopClaim: StoreShopClaimEntity,
  storeCounter: StoreCounterEntity,
};
/** The same with the token's expiry entry, for platforms whose tokens expire. */
const STORE_WRITE = {
  storeConnection: StoreConnectionEntity,
  storeCredentials: StoreCredentialsEntity,
  storeShopClaim: StoreShopClaimEntity,
  storeCounter: StoreCounterEntity,
  storeTokenExpiry: StoreTokenExpiryEntity,
};
type StorePart = keyof typeof STORE_WRITE;
type StoreTx = TransactionEntities<typeof STORE_WRITE>;

/** The account's store count, or (absent) what it would be: its stores not disconnected, from `stores`. */
async function counterOf(accountId: string, stores: readonly StoreConnectionRecord[]) {
  const { data } = await onTable(StoreCounterEntity).get({ accountId }).go({ consistent: true });
  return data ? { inUse: data.inUse, exists: true } : { inUse: storesInUse(stores), exists: false };
}

/**
 * One more store in use, only while fewer than `maxStores` are: created with the seeded count (refused if
 * another connect created it first) or added to under the limit, so two connects at the limit cannot both pass.
 */
function takePlace(tx: StoreTx, accountId: string, counter: { inUse: number; exists: boolean }, maxStores: number) {
  if (!counter.exists) return tx.storeCounter.create({ accountId, inUse: counter.inUse + 1 }).commit();
  const add = tx.storeCounter.patch({ accountId }).add({ inUse: 1 });
  return Number.isFinite(maxStores) ? add.where((attr, { lt }) => lt(attr.inUse, maxStores)).commit() : add.commit();
}

type Item = Record<string, unknown> & { accountId: string };

/** A stored item as the domain's record: the account id and unset optional fields dropped. */
function toRecord(item: Item): StoreConnectionRecord {
  const { accountId: _a, ...rest } = item;
  return rest as unknown as StoreConnectionRecord;
}

async function claimOf(platform: StorePlatform, shop: string) {
  const { data } = await onTable(StoreShopClaimEntity)
    .get({ platform, shop: shopKey(shop) })
    .go({ consistent: true });
  return data ?? undefined;
}

/**
 * What the store-events worker asks of a connection (read it and its credentials, note its last event or
 * error): on its own so the worker bundles none of the connect flow or the shop claims.
 */
async function getConnection(accountId: string, storeId: string): Promise<StoreConnectionRecord | undefined> {
  const { data } = await onTable(StoreConnectionEntity).get({ accountId, storeId }).go({ consistent: true });
  return data ? toRecord(data as Item) : undefined;
}

/** The account's stores, on its own so a reader of the list bundles nothing else of the connections. */
export async function listConnections(accountId: string): Promise<StoreConnectionRecord[]> {
  const { data } = await onTable(StoreConnectionEntity).query.byAccount({ accountId }).go({ pages: 'all' });
  return data.map((i) => toRecord(i as Item));
}

const storeEventConnections = {
  get: getConnection,

  async credentials(accountId: string, storeId: string): Promise<StoreCredentials | undefined> {
    const { data } = await onTable(StoreCredentialsEntity).get({ accountId, storeId }).go({ consistent: true });
    if (!data) return undefined;
    if (isSealed(data.credentials)) return openCredentials(accountId, storeId, data.credentials);
    // Written before credentials were sealed: sealed now, in place, unless they changed meanwhile.
    const plain = data.credentials as StoreCredentials;
    try {
      await onTable(StoreCredentialsEntity)
        .patch({ accountId, storeId })
        .set({ credentials: (await sealCredentials(accountId, storeId, plain)) as never })
        .where((attr, { eq }) => eq(attr.updatedAt, data.updatedAt as string))
        .go();
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
    }
    return plain;
  },

  async recordEvent(accountId, storeId, { at, topic }) {
    try {
      await onTable(StoreConnectionEntity)
        .patch({ accountId, storeId })
        .set({ lastEventAt: at, lastEventTopic: topic })
        .go();
    } catch (err) {
      if (!isConditionFailure(err)) throw err; // the store was removed meanwhile
    }
  },

  // A call, not the method read at load time: a property read would keep this object (and its sealing) in every bundle.
  recordError: (accountId, storeId, error) => dynamoStoreErrors.recordError(accountId, storeId, error),
} satisfies Pick<StoreConnectionStore, 'get' | 'credentials' | 'recordEvent' | 'recordError'>;

export const dynamoStoreEventConnections: Pick<
  StoreConnectionStore,
  'get' | 'credentials' | 'recordEvent' | 'recordError'
> = storeEventConnections;

/**
 * The connect transaction (connection, credentials as `credentialsOf` writes them, shop claim, store count, token
 * expiry). Its own function so a caller that never keeps credentials (API-key custom stores) bundles no sealing.
 */
function connectWith(
  entities: typeof STORE_WRITE | typeof CUSTOM_STORE_WRITE,
  credentialsOf: (accountId: string, storeId: string, credentials: StoreCredentials) => Promise<object | undefined>,
): StoreConnectionStore['connect'] {
  return async function connect(accountId, input, newStoreId, maxStores = Number.POSITIVE_INFINITY) {
    const shop = shopKey(input.shop);
    for (const race = raceBudget(); ; await race.retry()) {
      const claim = await claimOf(input.platform, shop);
      if (claim && claim.accountId !== accountId) throw new StoreClaimedError(input.platform, shop);
      const stores = claim ? [] : await listConnections(accountId);
      // Reconnecting the same shop keeps its storeId, so its orders stay its orders.
      const previous = stores.find((c) => c.platform === input.platform && shopKey(c.shop) === shop);
      const storeId = claim?.storeId ?? previous?.storeId ?? newStoreId();
      // A claimed store already counts (disconnecting releases the claim): only a new or returning one takes a place.
      const counter = claim ? undefined : await counterOf(accountId, stores);
      if (counter && counter.inUse >= maxStores) throw new StoreLimitReachedError(maxStores);
      const sealed = await credentialsOf(accountId, storeId, input.credentials);
      const { expiresAt } = input.credentials;
      const item = {
        accountId,
        storeId,
        platform: input.platform,
        shop,
        name: input.name,
        status: 'connected',
        scopes: input.scopes,
        apiBaseUrl: input.apiBaseUrl,
        connectedAt: input.at,
      };
      const result = await writeTransaction(entities as typeof STORE_WRITE, (tx): TransactionParts<StorePart> => ({
        storeConnection: [tx.storeConnection.put(item).commit()],
        storeCredentials: sealed
          ? [tx.storeCredentials.put({ accountId, storeId, credentials: sealed as never }).commit()]
          : [],
        storeShopClaim: [
          claim
            ? tx.storeShopClaim
                .put({ platform: input.platform, shop, accountId, storeId })
                .where((attr, { eq }) => eq(attr.accountId, accountId))
                .commit()
            : tx.storeShopClaim.create({ platform: input.platform, shop, accountId, storeId }).commit(),
        ],
        storeCounter: counter ? [takePlace(tx, accountId, counter, maxStores)] : [],
        // A token that expires is filed by its day, for the refresh schedule.
        storeTokenExpiry:
          expiresAt && 'storeTokenExpiry' in entities
            ? [tx.storeTokenExpiry.put({ day: expiryDayOf(expiresAt), accountId, storeId, expiresAt }).commit()]
            : [],
      }));
      if (result.ok) return (await getConnection(accountId, storeId)) as StoreConnectionRecord;
      if (refused(result.reasons.storeShopClaim)) {
        const holder = await claimOf(input.platform, shop);
        if (holder && holder.accountId !== accountId) throw new StoreClaimedError(input.platform, shop);
      }
      // Lost a race (the counter moved, the claim appeared or went): read again; the limit is judged afresh.
      if (!race.open) throw new Error('Store connection raced another write; try again');
    }
  };
}

// Pure-marked: esbuild keeps an unused object spread, and the worker must not bundle the connect flow.
export const dynamoStoreConnections: StoreConnectionStore = /* @__PURE__ */ Object.assign(
  {
    list: listConnections,

    connect: /* @__PURE__ */ connectWith(STORE_WRITE, sealCredentials),

    async disconnect(accountId, storeId, at, reason) {
      const current = await getConnection(accountId, storeId);
      if (!current || current.status === 'disconnected') return current;
      const counter = (await onTable(StoreCounterEntity).get({ accountId }).go({ consistent: true })).data;
      await writeTransaction(STORE_WRITE, (tx): TransactionParts<StorePart> => ({
        storeConnection: [
          tx.storeConnection
            .patch({ accountId, storeId })
            .set({ status: 'disconnected', disconnectedAt: at, ...(reason ? { lastError: reason } : {}) })
            .where((attr, { ne }) => ne(attr.status, 'disconnected'))
            .commit(),
        ],
        storeCredentials: [tx.storeCredentials.delete({ accountId, storeId }).commit()],
        storeShopClaim: [
          tx.storeShopClaim
            .delete({ platform: current.platform, shop: shopKey(current.shop) })
            .where((attr, { eq }) => eq(attr.accountId, accountId))
            .commit(),
        ],
        // The store gives its place back; an account not counted yet is seeded from its stores at its next connect.
        storeCounter: counter ? [tx.storeCounter.patch({ accountId }).add({ inUse: -1 }).commit()] : [],
        storeTokenExpiry: [],
      }));
      return getConnection(accountId, storeId);
    },

    async findByShop(platform, shop) {
      const claim = await claimOf(platform, shop);
      if (!claim) return undefined;
      const connection = await getConnection(claim.accountId, claim.storeId);
      return connection && connection.status !== 'disconnected'
        ? { accountId: claim.accountId, connection }
        : undefined;
    },
  } satisfies Omit<StoreConnectionStore, keyof typeof storeEventConnections>,
  storeEventConnections,
);

/**
 * The account's stores as the public API's custom stores need them (list, read, connect): a custom store pushes
 * to us and keeps no credentials, so these connect without a credentials item and bundle no sealing.
 */
export const dynamoCustomStoreConnections: CustomStoreConnections = {
  list: listConnections,
  get: getConnection,
  connect: /* @__PURE__ */ connectWith(CUSTOM_STORE_WRITE, async () => undefined),
};

export const dynamoOAuthStates: OAuthStateStore = {
  async issue(record) {
    await onTable(OAuthStateEntity)
      .create({
        state: record.state,
        accountId: record.accountId,
        userId: record.userId,
        platform: record.platform,
        ...(record.shop ? { shop: record.shop } : {}),
        validUntil: record.expiresAt,
        expiresAt: Math.ceil(Date.parse(record.expiresAt) / 1000) + 3600,
      })
      .go();
  },

  async consume(state, now) {
    try {
      const { data } = await onTable(OAuthStateEntity)
        .delete({ state })
        .where((attr, { exists }) => exists(attr.state))
        .go({ response: 'all_old' });
      if (!data || Date.parse(data.validUntil) <= now.getTime()) return undefined;
      return {
        state: data.state,
        accountId: data.accountId,
        userId: data.userId,
        platform: data.platform as StorePlatform,
        ...(data.shop ? { shop: data.shop } : {}),
        expiresAt: data.validUntil,
      };
    } catch (err) {
      if (isConditionFailure(err)) return undefined;
      throw err;
    }
  },
};
