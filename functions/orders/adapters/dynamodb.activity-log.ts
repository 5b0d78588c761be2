import { randomUUID } from 'node:crypto';
import type { ActivityEvent } from '#domain/activity/activity.constants';
import type { ActivityLog } from '#domain/activity/ports';
import { ActivityEventEntity } from '../db/order-support.entity';
import { onTable } from '#lib/db/table';

const toEvent = (e: {
  eventId: string;
  at: string;
  type: string;
  message: string;
  actor: string;
  orderId?: string;
  details?: unknown;
}): ActivityEvent => ({
  eventId: e.eventId,
  at: e.at,
  type: e.type as ActivityEvent['type'],
  message: e.message,
  actor: e.actor,
  ...(e.orderId ? { orderId: e.orderId } : {}),
  ...(e.details ? { details: e.details as Record<string, unknown> } : {}),
});

export const dynamoActivityLog: ActivityLog = {
  async record(accountId, events) {
    const at = new Date().toISOString();
    const items = events.map((e) => ({
      accountId,
      eventId: randomUUID(),
      at,
      orderId: e.orderId ?? '',
      type: e.type,
      message: e.message,
      actor: e.actor,
      details: e.details,
    }));
    for (let i = 0; i < items.length; i += 25)
      await onTable(ActivityEventEntity)
        .put(items.slice(i, i + 25))
        .go();
  },
  async listForOrder(accountId, orderId) {
    const { data } = await onTable(ActivityEventEntity)
      .query.byOrder({ accountId, orderId })
      .go({ order: 'desc', pages: 'all' });
    return data.map(toEvent);
  },
  async listRecent(accountId, limit) {
    const { data } = await onTable(ActivityEventEntity).query.byAccount({ accountId }).go({ order: 'desc', limit });
    return data.map(toEvent);
  },
};
