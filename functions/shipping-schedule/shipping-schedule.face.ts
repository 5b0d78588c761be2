import { hasFeature } from '#domain/plans/feature-flags.rules';
import type { Caller } from '#lib/http/caller';
import type { FillTimeSla } from '#domain/shipping-schedule/fill-time-sla.schema';
import type { ShippingSchedule } from '#domain/shipping-schedule/shipping-schedule.schema';
import type { ScheduledGrid } from '#domain/shipping-schedule/ports';
import { isOrderPastFillTime, scheduledGridRow } from '#domain/shipping-schedule/schedule-grid.rules';
import { dynamoFillTimeSlaStore } from './adapters/dynamodb.fill-time-sla-store';
import { dynamoShippingScheduleStore } from './adapters/dynamodb.shipping-schedule-store';
import { fillTimeSlaOf } from './use-cases/shipping-schedule.use-cases';
import { accountShippingSchedule } from './shipping-schedule.reader';

export { accountShippingSchedule };

/**
 * What the shipping schedule lends the other domains: the onboarding wizard's store for its step, and the
 * account's schedule and fill time SLA (defaults when none is saved) for the rate shop, labels and the grid.
 */
export { dynamoShippingScheduleStore };

export const accountFillTimeSla = (accountId: string): Promise<FillTimeSla> =>
  fillTimeSlaOf(dynamoFillTimeSlaStore, accountId);

/** The schedule and fill time SLA for a caller holding the shippingSchedule feature; undefined for the others. */
export async function scheduleForCaller(
  caller: Caller,
): Promise<{ schedule: ShippingSchedule; sla: FillTimeSla } | undefined> {
  if (!hasFeature(caller.features, 'shippingSchedule')) return undefined;
  const [schedule, sla] = await Promise.all([
    accountShippingSchedule(caller.accountId),
    accountFillTimeSla(caller.accountId),
  ]);
  return { schedule, sla };
}

/** The grid as the caller's schedule draws it at `now`; undefined without the shippingSchedule feature. */
export async function scheduledGridFor(caller: Caller, now: Date): Promise<ScheduledGrid | undefined> {
  const scheduled = await scheduleForCaller(caller);
  if (!scheduled) return undefined;
  const view = { ...scheduled, now };
  return {
    row: (row, order) => scheduledGridRow(row, order, view),
    isPastFillTime: (order) => isOrderPastFillTime(order, view),
  };
}
