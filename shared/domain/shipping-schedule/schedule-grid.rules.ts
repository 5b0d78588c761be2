/**
 * The orders grid under the shipping schedule (for users holding the shippingSchedule feature): a waiting
 * order's ship date from its own arrival, its ship-by moved off closed days, and the fill time SLA flag.
 */
import { hasLabel, orderStatusKey, primaryShipment, type OrderGridRow } from '../orders/order-grid.rules';
import type { OrderRecord } from '../orders/order-record';
import type { OrderStatusFilterValue } from '../statuses/filter-values.constants';
import { isPastFillTime } from './fill-time-sla.rules';
import type { FillTimeSla } from './fill-time-sla.schema';
import { isoDay, orderShipDate, shipByOnSchedule } from './shipping-schedule.rules';
import type { ShippingSchedule } from './shipping-schedule.schema';

export interface ScheduleView {
  schedule: ShippingSchedule;
  sla: FillTimeSla;
  now: Date;
}

/** Statuses of an order still in the warehouse; anything past them (or archived, cancelled) has left it. */
const WAITING: ReadonlySet<OrderStatusFilterValue> = new Set(['holding', 'pending', 'processing', 'failure']);

type ScheduledOrder = Pick<
  OrderRecord,
  'orderDate' | 'holdDate' | 'warehouse' | 'shipments' | 'isDeleted' | 'archived' | 'isCancelled'
>;

/** The order still waits to ship: no label on the shipment that speaks for it, and not archived or cancelled. */
export function isWaitingToShip(order: ScheduledOrder): boolean {
  return WAITING.has(orderStatusKey(order)) && !hasLabel(primaryShipment(order));
}

function subjectOf(order: ScheduledOrder) {
  return {
    orderDate: order.orderDate,
    holdDate: primaryShipment(order)?.holdDate ?? order.holdDate,
    warehouse: { id: order.warehouse?.id ?? null },
  };
}

export function isOrderPastFillTime(order: ScheduledOrder, view: ScheduleView): boolean {
  return isPastFillTime({ ...subjectOf(order), waiting: isWaitingToShip(order) }, view.sla, view.schedule, view.now);
}

/** The row as the schedule has it; a row whose order already has its label keeps the label's own ship date. */
export function scheduledGridRow(row: OrderGridRow, order: ScheduledOrder, view: ScheduleView): OrderGridRow {
  const waiting = isWaitingToShip(order);
  const shipDate = waiting ? orderShipDate(subjectOf(order), view.schedule) : undefined;
  return {
    ...row,
    shipDate: shipDate ? isoDay(shipDate) : row.shipDate,
    shipBy: waiting && row.shipBy ? shipByOnSchedule(row.shipBy, view.schedule) : row.shipBy,
    pastFillTime: waiting && isPastFillTime({ ...subjectOf(order), waiting }, view.sla, view.schedule, view.now),
  };
}
