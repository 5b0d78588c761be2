import { labelShipDateOf } from '../labels/label-purchase.rules';
import type { OrderRecord } from '../orders/order-record';
import { round4 } from '../units/units.rules';
import { shipmentTotalPounds } from '../units/weight.rules';
import type { Manifest, ManifestRow } from './print-documents.models';
import {
  addressOneLine,
  boughtLabelOf,
  compareNatural,
  isRefunded,
  itemsOf,
  shipFromOf,
  shipToOf,
} from './print-order.rules';

interface ManifestDraft {
  warehouseName: string;
  warehouseAddress: string;
  shipDate: string;
  rows: ManifestRow[];
  labelsPrinted: number;
}

function recipientOf(order: OrderRecord): string {
  const to = shipToOf(order);
  return to.name || to.company;
}

/**
 * The shipping manifests (accounts §2 Manifest PDF) of the given orders: their labelled shipments
 * that were not refunded, one manifest per warehouse and ship date (the day the label was bought
 * for, else its label date), sorted by ship date then warehouse name, rows by order number.
 * Labels printed counts the shipments whose label has been printed.
 */
export function manifestsOf(orders: readonly OrderRecord[]): Manifest[] {
  const drafts = new Map<string, ManifestDraft>();
  for (const order of orders) {
    const from = shipFromOf(order);
    for (const shipment of order.shipments) {
      const bought = boughtLabelOf(shipment);
      if (!bought || isRefunded(shipment)) continue;
      const shipDate = labelShipDateOf(bought.bill);
      const key = `${shipDate}\u0000${order.warehouse?.id ?? ''}\u0000${from.name}`;
      const draft = drafts.get(key) ?? {
        warehouseName: from.name,
        warehouseAddress: order.warehouse?.formattedAddress?.trim() || addressOneLine(from.address),
        shipDate,
        rows: [],
        labelsPrinted: 0,
      };
      drafts.set(key, draft);
      draft.rows.push({
        recipient: recipientOf(order),
        service: bought.service,
        weightLb: shipmentTotalPounds(shipment),
        costCents: bought.costCents,
        trackingCode: bought.bill.trackingCode,
        orderNumber: order.orderNumber,
        items: itemsOf(shipment).reduce((sum, item) => sum + item.quantity, 0),
      });
      if (shipment.printed?.labelPrintedAt) draft.labelsPrinted += 1;
    }
  }
  return [...drafts.values()]
    .sort((a, b) => compareNatural(a.shipDate, b.shipDate) || compareNatural(a.warehouseName, b.warehouseName))
    .map(({ labelsPrinted, rows, ...manifest }) => {
      const sorted = [...rows].sort(
        (a, b) => compareNatural(a.orderNumber, b.orderNumber) || compareNatural(a.trackingCode, b.trackingCode),
      );
      return {
        ...manifest,
        rows: sorted,
        totals: {
          packages: sorted.length,
          items: sorted.reduce((sum, r) => sum + r.items, 0),
          weightLb: round4(sorted.reduce((sum, r) => sum + r.weightLb, 0)),
          costCents: sorted.reduce((sum, r) => sum + r.costCents, 0),
          labelsPrinted,
        },
      };
    });
}
