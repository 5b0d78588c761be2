import type { OrderGridRow } from '../orders/order-grid.rules';
import type { OrderRecord } from '../orders/order-record';
import type { ShippingSchedule } from './shipping-schedule.schema';
import type { FillTimeSla } from './fill-time-sla.schema';

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

/** The account's fill time SLA item; `version` 0 means none is stored yet. */
export interface FillTimeSlaRecord {
  sla: FillTimeSla;
  version: number;
}

export interface FillTimeSlaStore {
  get(accountId: string): Promise<FillTimeSlaRecord | undefined>;
  /** Replaces the item if it is still at `expectedVersion` (0: absent); undefined when it moved on. */
  put(accountId: string, sla: FillTimeSla, expectedVersion: number): Promise<FillTimeSlaRecord | undefined>;
}

/** The orders grid as the account's schedule draws it at one moment: ship dates from each order's arrival. */
export interface ScheduledGrid {
  row(row: OrderGridRow, order: OrderRecord): OrderGridRow;
  isPastFillTime(order: OrderRecord): boolean;
}
