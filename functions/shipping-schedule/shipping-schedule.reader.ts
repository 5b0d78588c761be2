import type { ShippingSchedule } from '#domain/shipping-schedule/shipping-schedule.schema';
import { dynamoShippingScheduleStore } from './adapters/dynamodb.shipping-schedule-store';
import { scheduleOf } from './use-cases/schedule-of';

/**
 * The account's shipping schedule (the default when none is saved), for the rate shop and label purchase: its own
 * module, so their bundles leave the fill time SLA and the grid's schedule rules out.
 */
export const accountShippingSchedule = (accountId: string): Promise<ShippingSchedule> =>
  scheduleOf(dynamoShippingScheduleStore, accountId);
