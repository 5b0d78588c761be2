import type { ShippingScheduleStore } from '#domain/shipping-schedule/ports';
import { DEFAULT_SHIPPING_SCHEDULE, type ShippingSchedule } from '#domain/shipping-schedule/shipping-schedule.schema';

/** The account's schedule, or the default before the merchant saves one. */
export async function scheduleOf(store: ShippingScheduleStore, accountId: string): Promise<ShippingSchedule> {
  return (await store.get(accountId))?.schedule ?? DEFAULT_SHIPPING_SCHEDULE;
}
