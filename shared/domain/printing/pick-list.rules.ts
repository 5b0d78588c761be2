import type { OrderRecord } from '../orders/order-record';
import type { PickList, PickListGroup, PickListRow } from './print-documents.models';
import { compareNatural, itemsOf } from './print-order.rules';

/** What a picker takes off the shelf for one line: a kit's branch products, else the product itself. */
function pickedUnits(order: OrderRecord): { sku: string; title: string; quantity: number }[] {
  return order.shipments
    .flatMap((shipment) => itemsOf(shipment))
    .flatMap((item) => (item.components.length > 0 ? item.components : [item]))
    .filter((unit) => unit.quantity > 0);
}

/** Items are one row per SKU; an item without a SKU is its own row per title. */
const rowKey = (unit: { sku: string; title: string }) => (unit.sku ? `sku:${unit.sku}` : `title:${unit.title}`);

/** SKU order; rows without a SKU after them, by title. */
function compareRows(a: PickListRow, b: PickListRow): number {
  if (a.sku && b.sku) return compareNatural(a.sku, b.sku);
  if (a.sku || b.sku) return a.sku ? -1 : 1;
  return compareNatural(a.title, b.title);
}

interface GroupDraft {
  warehouseId: string;
  warehouseName: string;
  rows: Map<string, { row: PickListRow; orders: Set<string> }>;
}

/**
 * The pick list (orders §2 print dialog, Pick List): per warehouse, every item the orders need,
 * aggregated by SKU with kits expanded into their branch products, the total quantity and the
 * order numbers needing each item, sorted by SKU.
 */
export function pickListOf(orders: readonly OrderRecord[], printedOn: string): PickList {
  const groups = new Map<string, GroupDraft>();
  for (const order of orders) {
    const warehouseId = order.warehouse?.id ?? '';
    const warehouseName = order.warehouse?.name?.trim() ?? '';
    const groupKey = `${warehouseId}\u0000${warehouseName}`;
    const group = groups.get(groupKey) ?? { warehouseId, warehouseName, rows: new Map() };
    groups.set(groupKey, group);
    for (const unit of pickedUnits(order)) {
      const key = rowKey(unit);
      const entry = group.rows.get(key) ?? {
        row: { sku: unit.sku, title: unit.title, quantity: 0, orderNumbers: [] },
        orders: new Set<string>(),
      };
      entry.row.quantity += unit.quantity;
      entry.orders.add(order.orderNumber);
      group.rows.set(key, entry);
    }
  }
  const finished: PickListGroup[] = [...groups.values()].map((group) => {
    const rows = [...group.rows.values()]
      .map(({ row, orders: numbers }) => ({ ...row, orderNumbers: [...numbers].sort(compareNatural) }))
      .sort(compareRows);
    return {
      warehouseId: group.warehouseId,
      warehouseName: group.warehouseName,
      rows,
      totalQuantity: rows.reduce((sum, r) => sum + r.quantity, 0),
    };
  });
  return {
    printedOn,
    orderCount: orders.length,
    groups: finished.sort((a, b) => compareNatural(a.warehouseName, b.warehouseName)),
  };
}
