import { ACTIVITY_LOG_EVENT_TYPES } from '../statuses/account-states.constants';

/** Activity log event types (orders §4); those marked "ours" cover manual actions the spec's list leaves out. */
export const ACTIVITY_EVENT_TYPES = [
  ...ACTIVITY_LOG_EVENT_TYPES,
  // ours
  'order_created',
  'order_edited',
  'order_archived',
  'order_unarchived',
  'order_deleted',
  'order_tagged',
  'order_batched',
  'automation_applied',
  'automation_undone',
  'automation_not_run',
] as const;
export type ActivityEventType = (typeof ACTIVITY_EVENT_TYPES)[number];

export interface ActivityEvent {
  eventId: string;
  at: string;
  type: ActivityEventType;
  message: string;
  actor: string;
  orderId?: string;
  details?: Record<string, unknown>;
}
