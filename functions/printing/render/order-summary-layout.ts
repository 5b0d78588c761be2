import { formatLabelWeight } from '#domain/carriers/label.rules';
import { formatCents } from '#domain/money/cents.rules';
import type { OrderSummary, OrderSummaryShipment } from '#domain/printing/print-documents.models';
import { labelDate } from '#functions/labels/render/label-page';
import type { LayoutPage } from '#lib/pdf/layout-elements';
import { fixedBlock, flowPages, PRINT_PAGE_SIZES, type FlowBlock } from '#lib/pdf/page-flow';
import {
  columnsAcross,
  firstRowRoom,
  paragraphBlocks,
  ruleBlock,
  tableHeader,
  tableRow,
  type ColumnSpec,
} from '#lib/pdf/print-table';
import { lineBlock, titleBlock } from '#lib/pdf/text-blocks';
import { addressColumnsBlock, itemTableBlocks, shipFromLines, shipToLines } from './print-parts';

const SIZE = PRINT_PAGE_SIZES.Letter;
const FONT = 9;

type ShipmentKey = 'number' | 'box' | 'weight' | 'service' | 'tracking' | 'cost' | 'options';
const SHIPMENT_COLUMNS: ColumnSpec<ShipmentKey>[] = [
  { key: 'number', title: '#', share: 0.6 },
  { key: 'box', title: 'BOX', share: 2.6 },
  { key: 'weight', title: 'WT LB', share: 1.3, align: 'right', whole: true },
  { key: 'service', title: 'SERVICE', share: 3 },
  { key: 'tracking', title: 'TRACKING #', share: 4.2 },
  { key: 'cost', title: 'COST', share: 1.5, align: 'right', whole: true },
  { key: 'options', title: 'OPTIONS', share: 3.4 },
];

/** A shipment's options in words, one a line: "Dry ice 5 lb", "Saturday delivery", "Insurance $150.00". */
export function optionLines(shipment: OrderSummaryShipment): string[] {
  const o = shipment.options;
  return [
    o.dryIceLb ? `Dry ice ${formatLabelWeight(o.dryIceLb)} lb` : '',
    o.saturdayDelivery ? 'Saturday delivery' : '',
    o.insuranceCents ? `Insurance ${formatCents(o.insuranceCents)}` : '',
  ].filter(Boolean);
}

function shipmentBlocks(summary: OrderSummary): FlowBlock[] {
  const cells = summary.shipments.map((s) => ({
    number: String(s.number),
    box: s.box,
    weight: formatLabelWeight(s.weightLb),
    service: s.service,
    tracking: s.trackingCode ? `${s.trackingCode} (${s.status})` : s.status,
    cost: s.costCents === undefined ? '' : formatCents(s.costCents),
    options: optionLines(s).join('\n'),
  }));
  const style = { size: FONT * 0.9 };
  const columns = columnsAcross(SIZE, SHIPMENT_COLUMNS, { size: style.size, rows: cells });
  const header = tableHeader(columns, FONT * 0.85, SIZE);
  const rows = cells.map((row) => tableRow(columns, row, style, header));
  if (rows.length === 0) rows.push(lineBlock(SIZE, 'No shipments', FONT));
  return [{ ...header, keepWithNext: firstRowRoom(rows[0], style) }, ...rows];
}

function section(title: string, body: string): FlowBlock[] {
  if (!body) return [];
  return [
    fixedBlock(6, []),
    { ...lineBlock(SIZE, title, FONT, true), keepWithNext: FONT * 1.4 },
    ...paragraphBlocks(body, SIZE, FONT),
  ];
}

/**
 * One order on Letter pages (accounts §1 order-pdf): number, date and status, both addresses,
 * the items, the shipments (box, weight, service, tracking, cost, options), then comment, tags
 * and notes; a long order continues on further pages.
 */
export function describeOrderSummary(summary: OrderSummary): LayoutPage[] {
  const blocks: FlowBlock[] = [
    titleBlock(SIZE, `ORDER #${summary.orderNumber}`, summary.companyName, 16),
    lineBlock(SIZE, `Order date: ${labelDate(summary.orderDate)}    Status: ${summary.status}`, FONT),
    fixedBlock(4, []),
    addressColumnsBlock(
      SIZE,
      [
        { heading: 'SHIP TO', lines: shipToLines(summary.shipTo) },
        { heading: 'SHIP FROM', lines: shipFromLines(summary.shipFrom) },
      ],
      FONT,
    ),
    ruleBlock(SIZE, 1),
    lineBlock(SIZE, 'ITEMS', FONT + 1, true),
    ...itemTableBlocks(SIZE, summary.items, FONT),
    fixedBlock(8, []),
    lineBlock(SIZE, 'SHIPMENTS', FONT + 1, true),
    ...shipmentBlocks(summary),
    ...section('COMMENT', summary.comment),
    ...section('TAGS', summary.tags.join(', ')),
    ...section('PICKUP NOTES', summary.pickUpNotes),
    ...section('DROPOFF NOTES', summary.dropOffNotes),
  ];
  return flowPages(blocks, {
    size: SIZE,
    role: 'order-summary',
    continuationHeader: () => titleBlock(SIZE, `ORDER #${summary.orderNumber} (continued)`, summary.companyName, 10),
  });
}
