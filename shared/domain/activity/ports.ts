import type { ActivityEvent } from './activity.constants';

/** The account's activity feed (orders §4 activity log): imports, order events, catalog changes. */
export interface ActivityLog {
  record(accountId: string, events: readonly Omit<ActivityEvent, 'eventId' | 'at'>[]): Promise<void>;
  listForOrder(accountId: string, orderId: string): Promise<ActivityEvent[]>;
  listRecent(accountId: string, limit: number): Promise<ActivityEvent[]>;
}
