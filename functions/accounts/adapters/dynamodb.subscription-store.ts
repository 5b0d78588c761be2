import type { SubscriptionWriter } from '#domain/plans/ports';
import type { Subscription } from '#domain/plans/subscription.rules';
import { isConditionFailure } from '#lib/db/condition-failure';
import { SubscriptionEntity } from '../db/subscription.entity';
import { onTable } from '#lib/db/table';

async function read(accountId: string) {
  const { data } = await onTable(SubscriptionEntity).get({ accountId }).go({ consistent: true });
  if (!data) return { subscription: undefined, updatedAt: undefined };
  const { accountId: _a, createdAt: _c, updatedAt, ...subscription } = data;
  return { subscription: subscription as Subscription, updatedAt };
}

export const dynamoSubscriptionStore: SubscriptionWriter = {
  async get(accountId) {
    return (await read(accountId)).subscription;
  },

  read,

  async save(accountId, subscription, expectedUpdatedAt) {
    try {
      const item = { ...subscription, accountId };
      const { data } =
        expectedUpdatedAt === undefined
          ? await onTable(SubscriptionEntity).create(item).go()
          : await onTable(SubscriptionEntity)
              .put(item)
              .where((attr, { eq }) => eq(attr.updatedAt, expectedUpdatedAt))
              .go();
      return data.updatedAt;
    } catch (err) {
      if (isConditionFailure(err)) return undefined;
      throw err;
    }
  },
};
