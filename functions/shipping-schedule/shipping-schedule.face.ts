import { hasFeature } from '#domain/plans/feature-flags.rules';
import type { Caller } from '#lib/http/caller';
import type { FillTimeSla } from '#domain/shipping-schedule/fill-time-sla.schema';
import type { ShippingSchedule } from '#domain/shipping-schedule/shipping-schedule.schema';
import { dynamoFillTimeSlaStore, dynamoShippingScheduleStore } from './adapters/dynamodb.shipping-schedule-store';
import { fillTimeSlaOf, scheduleOf } from './use-cases/shipping-schedule.use-cases';

/**
 * What the shipping schedule lends the other domains: the onboarding wizard's store for its step, and the
 * account's schedule and fill time SLA (defaults when none is saved) for the rate shop, labels and the grid.
 */
export { dynamoShippingScheduleStore };

export const accountShippingSchedule = (accountId: string): Promise<ShippingSchedule> =>
  scheduleOf(dynamoShippingScheduleStore, accountId);

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
