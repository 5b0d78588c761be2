import type { ShippingSchedule } from './shipping-schedule.schema';

/** The account's shipping schedule item; `version` 0 means none is stored yet. */
export interface ShippingScheduleRecord {
  schedule: ShippingSchedule;
  version: number;
}

export interface ShippingScheduleStore {
  get(accountId: string): Promise<ShippingScheduleRecord | undefined>;
  /** Replaces the item if it is still at `expectedVersion` (0: absent); undefined when it moved on. */
  put(
    accountId: string,
    schedule: ShippingSchedule,
    expectedVersion: number,
  ): Promise<ShippingScheduleRecord | undefined>;
}
