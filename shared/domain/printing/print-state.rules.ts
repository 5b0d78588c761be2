/**
 * The printed state (orders §4 printed and fulfillment filters): each shipment keeps when its label
 * and its packing slip were last printed; the order's printState is derived from its shipments.
 */
import { billOfLadingOf } from '../labels/label-purchase.rules';
import type { OrderRecord, PrintState } from '../orders/order-record';
import type { Shipment } from '../shipments/shipment.schema';
import { isRefunded } from './print-order.rules';

/** What one job printed for one order. */
export interface PrintMarks {
  labelShipmentIds: readonly string[];
  packingSlipShipmentIds: readonly string[];
}

/** The later of two ISO instants (either may be missing). */
function later(a: string | null | undefined, b: string | null | undefined): string | undefined {
  if (!a) return b ?? undefined;
  if (!b) return a;
  return a >= b ? a : b;
}

/**
 * The order's printState from its shipments: labelPrinted when every labelled, unrefunded shipment's
 * label is printed (and there is one); packingSlipPrinted when every shipment's slip is printed;
 * printDate the latest print instant (a printDate kept from before, e.g. imported, counts too).
 */
export function printStateOf(order: Pick<OrderRecord, 'shipments' | 'printState'>): PrintState {
  const labelled = order.shipments.filter((s) => billOfLadingOf(s) && !isRefunded(s));
  const labelPrinted = labelled.length > 0 && labelled.every((s) => Boolean(s.printed?.labelPrintedAt));
  const packingSlipPrinted =
    order.shipments.length > 0 && order.shipments.every((s) => Boolean(s.printed?.packingSlipPrintedAt));
  let printDate: string | undefined = order.printState?.printDate ?? undefined;
  for (const s of order.shipments) {
    printDate = later(printDate, s.printed?.labelPrintedAt);
    printDate = later(printDate, s.printed?.packingSlipPrintedAt);
  }
  return { labelPrinted, packingSlipPrinted, printDate: printDate ?? null };
}

function markShipment(shipment: Shipment, label: boolean, slip: boolean, at: string): Shipment {
  if (!label && !slip) return shipment;
  const printed = shipment.printed ?? {};
  return {
    ...shipment,
    printed: {
      labelPrintedAt: (label ? later(printed.labelPrintedAt, at) : printed.labelPrintedAt) ?? null,
      packingSlipPrintedAt: (slip ? later(printed.packingSlipPrintedAt, at) : printed.packingSlipPrintedAt) ?? null,
    },
  };
}

/**
 * The order with its shipments' labels and packing slips printed at `at`. A print instant only
 * moves forward, so marking the same job twice (a redelivered message) changes nothing.
 */
export function markPrinted(order: OrderRecord, marks: PrintMarks, at: string): OrderRecord {
  const labels = new Set(marks.labelShipmentIds);
  const slips = new Set(marks.packingSlipShipmentIds);
  const shipments = order.shipments.map((s) => markShipment(s, labels.has(s.id ?? ''), slips.has(s.id ?? ''), at));
  const next = { ...order, shipments };
  return { ...next, printState: printStateOf(next) };
}

/** Whether marking changed what the order says about printing (no write when it did not). */
export function printChanged(before: OrderRecord, after: OrderRecord): boolean {
  const view = (o: OrderRecord) =>
    JSON.stringify([
      o.printState,
      o.shipments.map((s) => [s.printed?.labelPrintedAt ?? null, s.printed?.packingSlipPrintedAt ?? null]),
    ]);
  return view(before) !== view(after);
}

/** A newly bought label is not printed yet: the shipment's label print instant is cleared. */
export function withLabelUnprinted(shipment: Shipment): Shipment {
  return shipment.printed?.labelPrintedAt
    ? { ...shipment, printed: { ...shipment.printed, labelPrintedAt: null } }
    : shipment;
}
