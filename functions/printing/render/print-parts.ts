import type { PrintItem, PrintShipFrom, PrintAddress } from '#domain/printing/print-documents.models';
import { addressLines } from '#functions/labels/render/label-page';
import { text, type LayoutElement, type PageSize } from '#lib/pdf/layout-elements';
import { fixedBlock, marginOf, type FlowBlock } from '#lib/pdf/page-flow';
import { columnsAcross, firstRowRoom, tableHeader, tableRow, type ColumnSpec } from '#lib/pdf/print-table';
import { innerWidthOf, lineBlock } from '#lib/pdf/text-blocks';

export function shipFromLines(from: PrintShipFrom): string[] {
  return addressLines(from.address);
}

export function shipToLines(to: PrintAddress): string[] {
  return addressLines(to);
}

/** Two address columns side by side under their headings (SHIP TO | SHIP FROM). */
export function addressColumnsBlock(
  size: PageSize,
  columns: readonly { heading: string; lines: string[] }[],
  fontSize: number,
): FlowBlock {
  const inner = innerWidthOf(size);
  const width = inner / columns.length;
  const lineHeight = fontSize * 1.25;
  const elements: LayoutElement[] = columns.flatMap((column, i) => {
    const x = marginOf(size) + i * width;
    return [
      text(x, 0, width - 6, fontSize * 0.9, column.heading, { bold: true }),
      ...column.lines.slice(0, 7).map((line, l) => text(x, lineHeight * (l + 1), width - 6, fontSize, line)),
    ];
  });
  const lines = Math.max(...columns.map((c) => Math.min(7, c.lines.length)));
  return fixedBlock(lineHeight * (lines + 1) + 4, elements);
}

type ItemKey = 'sku' | 'title' | 'quantity';
const ITEM_COLUMNS: ColumnSpec<ItemKey>[] = [
  { key: 'sku', title: 'SKU', share: 3 },
  { key: 'title', title: 'ITEM', share: 7 },
  { key: 'quantity', title: 'QTY', share: 1.2, align: 'right', whole: true },
];

/** The items table: a line per product, a kit's components indented under it; "No items" when empty. */
export function itemTableBlocks(size: PageSize, items: readonly PrintItem[], fontSize: number): FlowBlock[] {
  const quantities = items.flatMap((item) => [item, ...item.components]).map((i) => ({ quantity: String(i.quantity) }));
  const columns = columnsAcross(size, ITEM_COLUMNS, { size: fontSize, rows: quantities });
  const header = tableHeader(columns, fontSize * 0.9, size);
  const rows = items.flatMap((item) => [
    tableRow(
      columns,
      { sku: item.sku, title: item.title, quantity: String(item.quantity) },
      { size: fontSize },
      header,
    ),
    ...item.components.map((c) =>
      tableRow(
        columns,
        { sku: `  ${c.sku}`, title: `   – ${c.title}`, quantity: String(c.quantity) },
        { size: fontSize * 0.9 },
        header,
      ),
    ),
  ]);
  if (rows.length === 0) rows.push(lineBlock(size, 'No items', fontSize));
  return [{ ...header, keepWithNext: firstRowRoom(rows[0], { size: fontSize }) }, ...rows];
}
