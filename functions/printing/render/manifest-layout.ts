import { formatLabelWeight } from '#domain/carriers/label.rules';
import { MANIFEST_PAGE_SIZE } from '#domain/constants/print.constants';
import { formatCents } from '#domain/money/cents.rules';
import type { Manifest, ManifestRow } from '#domain/printing/print-documents.models';
import { labelDate } from '#functions/labels/render/label-page';
import { text, type LayoutPage } from '#lib/pdf/layout-elements';
import { fixedBlock, flowPages, marginOf, type FlowBlock } from '#lib/pdf/page-flow';
import { columnsAcross, ruleBlock, tableHeader, tableRow, type Column, type ColumnSpec } from '#lib/pdf/print-table';
import { innerWidthOf, lineBlock, titleBlock } from '#lib/pdf/text-blocks';

const SIZE = MANIFEST_PAGE_SIZE;
const FONT = 5.5;
const LEFT = marginOf(SIZE);

/** The manifest's columns (accounts §2): recipient, service, weight, cost, tracking number, order number, items. */
type ManifestKey = 'recipient' | 'service' | 'weight' | 'cost' | 'tracking' | 'order' | 'items';
export const MANIFEST_COLUMNS: ColumnSpec<ManifestKey>[] = [
  { key: 'recipient', title: 'RECIPIENT', share: 3.3 },
  // Wide enough for the longest service on two lines ("FedEx International" / "Economy").
  { key: 'service', title: 'SERVICE', share: 5.5 },
  { key: 'weight', title: 'WT LB', share: 2, align: 'right', whole: true },
  { key: 'cost', title: 'COST', share: 2.4, align: 'right', whole: true },
  { key: 'tracking', title: 'TRACKING #', share: 6.5, whole: true },
  { key: 'order', title: 'ORDER #', share: 3.9 },
  { key: 'items', title: 'ITEMS', share: 1.8, align: 'right', whole: true },
];

export const manifestTitle = (manifest: Manifest) => `MANIFEST — ${labelDate(manifest.shipDate)}`;

type ManifestCells = Record<ManifestKey, string>;

const rowCells = (row: ManifestRow): ManifestCells => ({
  recipient: row.recipient,
  service: row.service,
  weight: formatLabelWeight(row.weightLb),
  cost: formatCents(row.costCents),
  tracking: row.trackingCode,
  order: row.orderNumber,
  items: String(row.items),
});

const totalCells = ({ totals: t }: Manifest): ManifestCells => ({
  recipient: 'TOTAL',
  service: '',
  weight: formatLabelWeight(t.weightLb),
  cost: formatCents(t.costCents),
  tracking: '',
  order: '',
  items: String(t.items),
});

/** The totals row and the summary (packages, items, total weight, total cost, labels printed), kept together. */
function totalsBlock(manifest: Manifest, columns: Column<ManifestKey>[]): FlowBlock {
  const t = manifest.totals;
  const totals = tableRow(columns, totalCells(manifest), { size: FONT, bold: true });
  const summary: [string, string][] = [
    ['Packages', String(t.packages)],
    ['Items', String(t.items)],
    ['Total weight', `${formatLabelWeight(t.weightLb)} lb`],
    ['Total cost', formatCents(t.costCents)],
    ['Labels printed', `${t.labelsPrinted} of ${t.packages}`],
  ];
  const top = totals.height + 8;
  const line = 9;
  return fixedBlock(top + 10 + summary.length * line, [
    ...ruleBlock(SIZE, 0.75, 0).draw(0),
    ...totals.draw(1),
    text(LEFT, top, innerWidthOf(SIZE), 7, 'SUMMARY', { bold: true }),
    ...summary.flatMap(([label, value], i) => [
      text(LEFT, top + 10 + i * line, 90, 7, label),
      text(LEFT + 90, top + 10 + i * line, 80, 7, value, { bold: true, align: 'right' }),
    ]),
  ]);
}

/**
 * One manifest on 288×432 pages (accounts §2): the title with the ship date, the warehouse and
 * its address, the table (the spec's columns), the totals row and the summary; a long manifest
 * flows onto more pages with the table header repeated.
 */
export function describeManifest(manifest: Manifest): LayoutPage[] {
  const cells = manifest.rows.map(rowCells);
  const columns = columnsAcross(SIZE, MANIFEST_COLUMNS, { size: FONT, rows: cells, boldRows: [totalCells(manifest)] });
  const header = tableHeader(columns, FONT, SIZE);
  const rows = cells.map((row) => tableRow(columns, row, { size: FONT }, header));
  const blocks: FlowBlock[] = [
    titleBlock(SIZE, manifestTitle(manifest), '', 12),
    lineBlock(SIZE, manifest.warehouseName, 8, true),
    lineBlock(SIZE, manifest.warehouseAddress, 6.5),
    fixedBlock(4, []),
    header,
    ...rows,
    totalsBlock(manifest, columns),
  ];
  return flowPages(blocks, {
    size: SIZE,
    role: 'manifest',
    continuationHeader: () =>
      titleBlock(SIZE, `${manifestTitle(manifest)} — ${manifest.warehouseName} (continued)`, '', 8),
  });
}
