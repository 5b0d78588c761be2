import type { OrderRecord } from '#domain/orders/order-record';
import type { OrderStatusFilterValue } from '#domain/statuses/filter-values.constants';
import { OrderEntity } from '../db/order.entity';
import { onTable } from '#lib/db/table';
import type { ArchiveCandidateSource } from '#domain/orders/ports';

/**
 * Candidates of the archive-orders schedule: gsi2 ACC#<acc>#STATUS#<statusKey> with the sort key
 * below the cutoff (`<orderDate>#<orderId>` < cutoff), oldest first; the key serves the date bound.
 */
export const dynamoArchiveCandidates: ArchiveCandidateSource = {
  async page(accountId, statusKey, before, { limit, cursor }) {
    const { data, cursor: next } = await onTable(OrderEntity)
      .query.byStatus({ accountId, statusKey: statusKey satisfies OrderStatusFilterValue })
      .lt({ orderDate: before })
      .go({ cursor: cursor ?? null, limit, order: 'asc' });
    return { items: data.map((item) => item.doc as OrderRecord), ...(next ? { cursor: next } : {}) };
  },
};
