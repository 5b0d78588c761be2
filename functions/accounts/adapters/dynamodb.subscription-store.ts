import type { SubscriptionStore } from '#domain/plans/ports';
import { db } from '#lib/db/service';

export const dynamoSubscriptionStore: SubscriptionStore = {
  async get(accountId) {
    const { data } = await db().entities.subscription.get({ accountId }).go();
    if (!data) return undefined;
    const { accountId: _a, createdAt: _c, updatedAt: _u, ...subscription } = data;
    return subscription;
  },
};
