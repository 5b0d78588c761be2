/**
 * Fill time SLA per warehouse: when an order waiting in a warehouse is past the time it had to ship. Pure:
 * the orders grid flags and filters by it, the settings page explains it.
 */
import { addDays, startOfDay, zonedParts, type CalendarDate } from '../dates/zoned-time.rules';
import type { FillTimeSla, WarehouseFillTime } from './fill-time-sla.schema';
import { isShipDay, timezoneFor, type ScheduleWarehouse } from './shipping-schedule.rules';
import type { ShippingSchedule } from './shipping-schedule.schema';

const HOUR_MS = 3_600_000;
/** Bounds the business-day walk: 30 business days never span more than a year, blackouts included. */
const SEARCH_DAYS = 400;

export function fillTimeOf(sla: FillTimeSla, warehouseId: string | null | undefined): WarehouseFillTime | undefined {
  return warehouseId ? sla.warehouses.find((w) => w.warehouseId === warehouseId) : undefined;
}

/**
 * The moment an order arriving at `orderAt` is past its fill time: `amount` hours later, or the end of the
 * `amount`-th ship day after the arrival day (the arrival day itself does not count; ship days per the
 * schedule, so weekends, carrier holidays and blackout dates do not count either), in the warehouse's timezone.
 */
export function fillTimeDeadline(
  orderAt: Date,
  fillTime: Pick<WarehouseFillTime, 'amount' | 'unit'>,
  warehouse: ScheduleWarehouse | null | undefined,
  schedule: ShippingSchedule,
): Date | undefined {
  if (fillTime.unit === 'hours') return new Date(orderAt.getTime() + fillTime.amount * HOUR_MS);
  const timeZone = timezoneFor(warehouse, schedule);
  const z = zonedParts(orderAt, timeZone);
  let day: CalendarDate = { year: z.year, month: z.month, day: z.day };
  let counted = 0;
  for (let i = 0; i < SEARCH_DAYS; i++) {
    day = addDays(day, 1);
    if (isShipDay(day, schedule) && ++counted === fillTime.amount) return startOfDay(addDays(day, 1), timeZone);
  }
  return undefined;
}

export interface FillTimeSubject {
  /** ISO instant the order arrived. */
  orderDate: string;
  warehouse?: ScheduleWarehouse | null;
  /** The order still waits in the warehouse: no label, not cancelled, archived or delivered. */
  waiting: boolean;
}

/** Whether an order still waiting is past its warehouse's fill time SLA at `now`; a warehouse without one never is. */
export function isPastFillTime(
  order: FillTimeSubject,
  sla: FillTimeSla,
  schedule: ShippingSchedule,
  now: Date,
): boolean {
  if (!order.waiting) return false;
  const fillTime = fillTimeOf(sla, order.warehouse?.id);
  if (!fillTime) return false;
  const arrived = new Date(order.orderDate);
  if (Number.isNaN(arrived.getTime())) return false;
  const deadline = fillTimeDeadline(arrived, fillTime, order.warehouse, schedule);
  return deadline !== undefined && now.getTime() >= deadline.getTime();
}
