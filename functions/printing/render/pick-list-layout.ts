import type { PickList, PickListGroup } from '#domain/printing/print-documents.models';
import { labelDate } from '#functions/labels/render/label-page';
import type { LayoutPage, PageSize } from '#lib/pdf/layout-elements';
import { fixedBlock, flowPages, type FlowBlock } from '#lib/pdf/page-flow';
import { columnsAcross, firstRowRoom, ruleBlock, tableHeader, tableRow, type ColumnSpec } from '#lib/pdf/print-table';
import { fontScaleOf, lineBlock, titleBlock } from '#lib/pdf/text-blocks';

export const PICK_LIST_TITLE = 'PICK LIST';

type PickKey = 'sku' | 'title' | 'quantity' | 'orders';
const PICK_COLUMNS: ColumnSpec<PickKey>[] = [
  { key: 'sku', title: 'SKU', share: 2.5 },
  { key: 'title', title: 'ITEM', share: 3.8 },
  { key: 'quantity', title: 'QTY', share: 1.1, align: 'right', whole: true },
  // Room for two order numbers a line: a busy SKU's orders take half the lines.
  { key: 'orders', title: 'ORDERS', share: 6.7 },
];

const warehouseTitle = (group: PickListGroup) => group.warehouseName || 'No warehouse';

function groupBlocks(group: PickListGroup, size: PageSize, k: number): FlowBlock[] {
  const fontSize = 7 * k;
  const cells = group.rows.map((row) => ({
    sku: row.sku,
    title: row.title,
    quantity: String(row.quantity),
    orders: row.orderNumbers.join(', '),
  }));
  const totalCells = { sku: 'TOTAL', title: '', quantity: String(group.totalQuantity), orders: '' };
  const columns = columnsAcross(size, PICK_COLUMNS, { size: fontSize, rows: cells, boldRows: [totalCells] });
  const header = tableHeader(columns, fontSize * 0.9, size);
  const heading = lineBlock(size, warehouseTitle(group), 9 * k, true);
  // On a new page the warehouse is named again above the repeated column headings.
  const continued = lineBlock(size, `${warehouseTitle(group)} (continued)`, 9 * k, true);
  const repeat = fixedBlock(continued.height + header.height, [...continued.draw(0), ...header.draw(continued.height)]);
  const rows = cells.map((row) => tableRow(columns, row, { size: fontSize }, repeat));
  const total = tableRow(columns, totalCells, { size: fontSize, bold: true });
  return [
    fixedBlock(4, []),
    { ...heading, keepWithNext: header.height + firstRowRoom(rows[0], { size: fontSize }) },
    header,
    ...rows,
    ruleBlock(size, 0.5, 1),
    total,
  ];
}

/**
 * The pick list on pages of the print dialog's size: title, date and order count, then per
 * warehouse every item by SKU with its quantity and the orders needing it, and the warehouse's
 * total; a long list flows onto more pages with the column headings repeated.
 */
export function describePickList(list: PickList, size: PageSize): LayoutPage[] {
  const k = fontScaleOf(size);
  const printed = `Printed ${labelDate(list.printedOn)}`;
  const blocks: FlowBlock[] = [
    titleBlock(size, PICK_LIST_TITLE, printed, 14 * k),
    lineBlock(size, `${list.orderCount} ${list.orderCount === 1 ? 'order' : 'orders'}`, 8 * k),
    ...list.groups.flatMap((group) => groupBlocks(group, size, k)),
  ];
  if (list.groups.length === 0) blocks.push(lineBlock(size, 'No items to pick', 8 * k));
  return flowPages(blocks, {
    size,
    role: 'pick-list',
    continuationHeader: () => titleBlock(size, `${PICK_LIST_TITLE} (continued)`, printed, 10 * k),
  });
}
