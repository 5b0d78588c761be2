import type { ListStoresResponse, DisconnectStoreResponse } from '#api/store-connections';
import type { SubscriptionStore } from '#domain/plans/ports';
import { effectivePlanSubject } from '#domain/plans/subscription.rules';
import { toStoreConnectionView, type StoreConnectionStore } from '#domain/stores/store-connection';
import { storeLimit } from '#domain/stores/store-limit.rules';
import { STORE_PLATFORM_PROFILES } from '#domain/stores/store-platforms.rules';
import { ConflictError, NotFoundError } from '#lib/errors';

export const STORE_CHANGED_MEANWHILE = 'This store was changed meanwhile. Reload the Stores page and try again.';

/** The Stores page's reads and the disconnect (accounts §1, §6). Every call is scoped by the caller's account. */
export function makeStoreConnectionUseCases({
  stores,
  subscriptions,
  clock = () => new Date(),
}: {
  stores: StoreConnectionStore;
  subscriptions: SubscriptionStore;
  clock?: () => Date;
}) {
  return {
    async list(accountId: string): Promise<ListStoresResponse> {
      const [connections, subscription] = await Promise.all([stores.list(accountId), subscriptions.get(accountId)]);
      const ordered = [...connections].sort((a, b) => a.connectedAt.localeCompare(b.connectedAt));
      return {
        stores: ordered.map(toStoreConnectionView),
        platforms: [...STORE_PLATFORM_PROFILES],
        limit: storeLimit(effectivePlanSubject(subscription, clock()), connections),
      };
    },

    /**
     * Disconnects a store: its credentials and shop claim go, its orders stay. Disconnecting a
     * disconnected store answers it as it is; another account's store is not found.
     */
    async disconnect(accountId: string, storeId: string): Promise<DisconnectStoreResponse> {
      const current = await stores.get(accountId, storeId);
      if (!current) throw new NotFoundError('Store');
      if (current.status === 'disconnected') return { store: toStoreConnectionView(current) };
      const after = await stores.disconnect(accountId, storeId, clock().toISOString());
      if (!after) throw new NotFoundError('Store');
      // The adapter's transaction lost a race (the store was reconnected or changed meanwhile).
      if (after.status !== 'disconnected') throw new ConflictError(STORE_CHANGED_MEANWHILE);
      return { store: toStoreConnectionView(after) };
    },
  };
}
