import { toCents } from '../money/cents.rules';
import { orderDisplayStatus } from '../orders/order-grid.rules';
import type { OrderRecord } from '../orders/order-record';
import type { Shipment } from '../shipments/shipment.schema';
import { displayStatus, shipmentHasLabel } from '../statuses/display-status.rules';
import { round4 } from '../units/units.rules';
import { dryIceOverridePounds, shipmentTotalPounds, weightPounds } from '../units/weight.rules';
import type { OrderSummary, OrderSummaryShipment, OrderSummaryShipmentOptions } from './print-documents.models';
import { boughtLabelOf, calendarDateOf, itemsOf, printedServiceName, shipFromOf, shipToOf } from './print-order.rules';

export interface OrderSummaryContext {
  companyName: string;
  /** The merchant's timezone, for the order date (UTC when not given). */
  timeZone?: string;
}

/** Dry ice the shipment's own option adds, else what its box carries. */
function dryIcePounds(shipment: Shipment): number {
  const own = dryIceOverridePounds(shipment.options);
  if (own > 0) return own;
  const box = shipment.box;
  return box?.hasDryIce ? weightPounds({ value: box.dryIceWeight, units: box.dryIceWeightUnit }) : 0;
}

function optionsOf(shipment: Shipment): OrderSummaryShipmentOptions {
  const dryIceLb = round4(dryIcePounds(shipment));
  const insurance = shipment.options.carrierInsuranceAmountActive ? Number(shipment.options.carrierInsuranceAmount) : 0;
  return {
    ...(dryIceLb > 0 ? { dryIceLb } : {}),
    saturdayDelivery: shipment.options.saturdayDelivery,
    ...(Number.isFinite(insurance) && insurance > 0 ? { insuranceCents: toCents(insurance) } : {}),
  };
}

function shipmentSummaryOf(order: OrderRecord, shipment: Shipment, index: number): OrderSummaryShipment {
  const bought = boughtLabelOf(shipment);
  const preferred = shipment.preferredRate;
  return {
    number: index + 1,
    box: shipment.box?.name?.trim() ?? '',
    weightLb: shipmentTotalPounds(shipment),
    service: bought?.service ?? (preferred ? printedServiceName(preferred) : ''),
    trackingCode: bought?.bill.trackingCode ?? shipment.label?.trackingCode ?? '',
    ...(bought ? { costCents: bought.costCents } : {}),
    status: displayStatus({
      status: shipment.shipmentStatus ?? 'holding',
      hasLabel: shipmentHasLabel(shipment),
      archived: order.archived,
      isCancelled: order.isCancelled,
      isDeleted: order.isDeleted,
    }),
    options: optionsOf(shipment),
  };
}

/**
 * One order as the order PDF shows it (accounts §1 order-pdf, orderbulk-pdf): number, date,
 * status, both addresses, every item (kits with their components), each shipment's box, weight,
 * service, tracking, cost and options, then the comment, tags and notes.
 */
export function orderSummaryOf(order: OrderRecord, ctx: OrderSummaryContext): OrderSummary {
  return {
    companyName: ctx.companyName.trim(),
    orderNumber: order.orderNumber,
    orderDate: calendarDateOf(order.orderDate, ctx.timeZone),
    status: orderDisplayStatus(order),
    shipTo: shipToOf(order),
    shipFrom: shipFromOf(order),
    items: order.shipments.flatMap((shipment) => itemsOf(shipment)),
    shipments: order.shipments.map((shipment, index) => shipmentSummaryOf(order, shipment, index)),
    comment: order.comment.trim(),
    tags: [...order.tags],
    pickUpNotes: order.pickUpNotes.trim(),
    dropOffNotes: order.dropOffNotes.trim(),
  };
}
