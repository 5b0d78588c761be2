import type { AmazonPiiRetentionStore, AmazonPollCursorStore } from '#domain/stores/amazon.ports';
import { isConditionFailure } from '#lib/db/condition-failure';
import { onTable } from '#lib/db/table';
import { AmazonPiiDueEntity, AmazonPollCursorEntity } from '../db/amazon.entity';

export const dynamoAmazonPollCursors: AmazonPollCursorStore = {
  async enroll(accountId, storeId, lastUpdatedAfter) {
    try {
      await onTable(AmazonPollCursorEntity).create({ accountId, storeId, lastUpdatedAfter }).go();
    } catch (err) {
      if (!isConditionFailure(err)) throw err; // a reconnect keeps where the poll stands
    }
  },

  async list() {
    const { data } = await onTable(AmazonPollCursorEntity).query.all({}).go({ pages: 'all' });
    return data.map((c) => ({
      accountId: c.accountId,
      storeId: c.storeId,
      lastUpdatedAfter: c.lastUpdatedAfter,
      ...(c.nextToken ? { nextToken: c.nextToken } : {}),
      ...(c.seenUpTo ? { seenUpTo: c.seenUpTo } : {}),
    }));
  },

  async save(cursor) {
    await onTable(AmazonPollCursorEntity)
      .put({
        accountId: cursor.accountId,
        storeId: cursor.storeId,
        lastUpdatedAfter: cursor.lastUpdatedAfter,
        ...(cursor.nextToken ? { nextToken: cursor.nextToken } : {}),
        ...(cursor.seenUpTo ? { seenUpTo: cursor.seenUpTo } : {}),
      })
      .go();
  },

  async remove(accountId, storeId) {
    await onTable(AmazonPollCursorEntity).delete({ accountId, storeId }).go();
  },
};

export const dynamoAmazonPiiRetention: AmazonPiiRetentionStore = {
  async schedule({ accountId, orderId, dueAt }) {
    await onTable(AmazonPiiDueEntity).put({ accountId, orderId, dueAt }).go();
  },

  async due(now, limit) {
    const { data } = await onTable(AmazonPiiDueEntity)
      .query.due({})
      .lt({ dueAt: now.toISOString() })
      .go({ limit, order: 'asc' });
    return data.map(({ accountId, orderId, dueAt }) => ({ accountId, orderId, dueAt }));
  },

  async done({ accountId, orderId }) {
    await onTable(AmazonPiiDueEntity).delete({ accountId, orderId }).go();
  },
};
