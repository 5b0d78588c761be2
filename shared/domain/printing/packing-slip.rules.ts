import type { OrderRecord } from '../orders/order-record';
import type { Shipment } from '../shipments/shipment.schema';
import type { CompanyLogoImage, PackingSlip } from './print-documents.models';
import { boughtLabelOf, calendarDateOf, initialsOf, itemsOf, shipFromOf, shipToOf } from './print-order.rules';

export interface PackingSlipContext {
  companyName: string;
  logo?: CompanyLogoImage;
  /** The company's email, phone and website in one line (its profile's), under the title. */
  contact?: string;
  /** The merchant's timezone, for the order date (UTC when not given). */
  timeZone?: string;
}

/**
 * The packing slips of an order (orders §2 print dialog, Packing Slips): one per shipment that
 * holds products, with its items (a kit's branch products listed under it). An order whose
 * shipments hold no products still gets one slip, so every selected order has its page.
 */
export function packingSlipsOf(order: OrderRecord, ctx: PackingSlipContext): PackingSlip[] {
  const shipmentCount = Math.max(1, order.shipments.length);
  const withProducts = order.shipments
    .map((shipment, index) => ({ shipment, number: index + 1 }))
    .filter(({ shipment }) => shipment.products.length > 0);
  const slips: { shipment?: Shipment; number: number }[] =
    withProducts.length > 0 ? withProducts : [{ shipment: order.shipments[0], number: 1 }];

  const common = {
    companyName: ctx.companyName.trim(),
    logoText: initialsOf(ctx.companyName),
    ...(ctx.logo ? { logo: ctx.logo } : {}),
    ...(ctx.contact?.trim() ? { companyContact: ctx.contact.trim() } : {}),
    orderNumber: order.orderNumber,
    orderDate: calendarDateOf(order.orderDate, ctx.timeZone),
    shipTo: shipToOf(order),
    shipFrom: shipFromOf(order),
    shipmentCount,
    comment: order.comment.trim(),
  };
  return slips.map(({ shipment, number }) => {
    const bought = shipment ? boughtLabelOf(shipment) : undefined;
    return {
      ...common,
      shipmentNumber: number,
      ...(bought ? { trackingCode: bought.bill.trackingCode, service: bought.service } : {}),
      items: shipment ? itemsOf(shipment) : [],
    };
  });
}
