import type {
  OAuthStateStore,
  StoreConnectionRecord,
  StoreConnectionStore,
  StoreCredentials,
} from '#domain/stores/store-connection';
import { StoreClaimedError, shopKey } from '#domain/stores/store-connection';
import type { StorePlatform } from '#domain/constants/settings.constants';
import { isConditionFailure } from '#lib/db/condition-failure';
import {
  OAuthStateEntity,
  StoreConnectionEntity,
  StoreCredentialsEntity,
  StoreShopClaimEntity,
} from '../db/store.entity';
import { onTable } from '#lib/db/table';
import { writeAll } from '#lib/db/transaction';
import { dynamoStoreErrors } from './dynamodb.store-errors';

/** A store connection, its credentials and the shop's claim, written together. */
const STORE_WRITE = {
  storeConnection: StoreConnectionEntity,
  storeCredentials: StoreCredentialsEntity,
  storeShopClaim: StoreShopClaimEntity,
};

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
const storeEventConnections = {
  async get(accountId: string, storeId: string): Promise<StoreConnectionRecord | undefined> {
    const { data } = await onTable(StoreConnectionEntity).get({ accountId, storeId }).go({ consistent: true });
    return data ? toRecord(data as Item) : undefined;
  },

  async credentials(accountId: string, storeId: string): Promise<StoreCredentials | undefined> {
    const { data } = await onTable(StoreCredentialsEntity).get({ accountId, storeId }).go({ consistent: true });
    return (data?.credentials as StoreCredentials | undefined) ?? undefined;
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

  recordError: dynamoStoreErrors.recordError,
} satisfies Pick<StoreConnectionStore, 'get' | 'credentials' | 'recordEvent' | 'recordError'>;

export const dynamoStoreEventConnections: Pick<
  StoreConnectionStore,
  'get' | 'credentials' | 'recordEvent' | 'recordError'
> = storeEventConnections;

// Pure-marked: esbuild keeps an unused object spread, and the worker must not bundle the connect flow.
export const dynamoStoreConnections: StoreConnectionStore = /* @__PURE__ */ Object.assign(
  {
    async list(accountId) {
      const { data } = await onTable(StoreConnectionEntity).query.byAccount({ accountId }).go({ pages: 'all' });
      return data.map((i) => toRecord(i as Item));
    },

    async connect(accountId, input, newStoreId) {
      const shop = shopKey(input.shop);
      const claim = await claimOf(input.platform, shop);
      if (claim && claim.accountId !== accountId) throw new StoreClaimedError(input.platform, shop);
      // Reconnecting the same shop keeps its storeId, so its orders stay its orders.
      const previous = claim
        ? undefined
        : (await this.list(accountId)).find((c) => c.platform === input.platform && shopKey(c.shop) === shop);
      const storeId = claim?.storeId ?? previous?.storeId ?? newStoreId();
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
      const result = await writeAll(STORE_WRITE, (tx) => [
        tx.storeConnection.put(item).commit(),
        tx.storeCredentials.put({ accountId, storeId, credentials: input.credentials as never }).commit(),
        claim
          ? tx.storeShopClaim
              .put({ platform: input.platform, shop, accountId, storeId })
              .where((attr, { eq }) => eq(attr.accountId, accountId))
              .commit()
          : tx.storeShopClaim.create({ platform: input.platform, shop, accountId, storeId }).commit(),
      ]);
      if (!result.ok) {
        const holder = await claimOf(input.platform, shop);
        if (holder && holder.accountId !== accountId) throw new StoreClaimedError(input.platform, shop);
        throw new Error('Store connection raced another write; try again');
      }
      return (await storeEventConnections.get(accountId, storeId)) as StoreConnectionRecord;
    },

    async disconnect(accountId, storeId, at) {
      const current = await storeEventConnections.get(accountId, storeId);
      if (!current) return undefined;
      await writeAll(STORE_WRITE, (tx) => [
        tx.storeConnection.patch({ accountId, storeId }).set({ status: 'disconnected', disconnectedAt: at }).commit(),
        tx.storeCredentials.delete({ accountId, storeId }).commit(),
        tx.storeShopClaim
          .delete({ platform: current.platform, shop: shopKey(current.shop) })
          .where((attr, { eq }) => eq(attr.accountId, accountId))
          .commit(),
      ]);
      return storeEventConnections.get(accountId, storeId);
    },

    async findByShop(platform, shop) {
      const claim = await claimOf(platform, shop);
      if (!claim) return undefined;
      const connection = await storeEventConnections.get(claim.accountId, claim.storeId);
      return connection && connection.status !== 'disconnected'
        ? { accountId: claim.accountId, connection }
        : undefined;
    },
  } satisfies Omit<StoreConnectionStore, keyof typeof storeEventConnections>,
  storeEventConnections,
);

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
