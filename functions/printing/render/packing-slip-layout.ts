import type { PackingSlip } from '#domain/printing/print-documents.models';
import { labelDate } from '#functions/labels/render/label-page';
import { box, text, type LayoutPage, type PageSize } from '#lib/pdf/layout-elements';
import { fixedBlock, flowPages, marginOf, type FlowBlock } from '#lib/pdf/page-flow';
import { paragraphBlocks, ruleBlock } from '#lib/pdf/print-table';
import { fontScaleOf, innerWidthOf, lineBlock, titleBlock } from '#lib/pdf/text-blocks';
import { addressColumnsBlock, itemTableBlocks, shipFromLines, shipToLines } from './print-parts';

export const PACKING_SLIP_TITLE = 'PACKING SLIP';

/** The company's logo (or its initials in a square), its name, the document's title and the company's contact line. */
function letterhead(slip: PackingSlip, size: PageSize, k: number): FlowBlock {
  const logo = 34 * k;
  const left = marginOf(size);
  const x = left + logo + 8;
  const width = innerWidthOf(size) - logo - 8;
  const mark = slip.logo
    ? [{ kind: 'image' as const, x: left, y: 0, w: logo, h: logo, image: slip.logo }]
    : [
        box(left, 0, logo, logo, 1.5),
        text(left, logo * 0.3, logo, 13 * k, slip.logoText, { bold: true, align: 'center' }),
      ];
  return fixedBlock(logo + 6, [
    ...mark,
    text(x, 2, width, 12 * k, slip.companyName, { bold: true }),
    text(x, 4 + 14 * k, width, 10 * k, PACKING_SLIP_TITLE, { bold: true }),
    ...(slip.companyContact ? [text(x, 6 + 25 * k, width, 7.5 * k, slip.companyContact)] : []),
  ]);
}

function orderLines(slip: PackingSlip, size: PageSize, k: number): FlowBlock {
  const inner = innerWidthOf(size);
  const half = inner / 2;
  const line = 11 * k;
  const left = marginOf(size);
  const labelled = slip.trackingCode
    ? [
        text(left, line * 2, inner, 7 * k, `Service: ${slip.service ?? ''}`),
        text(left, line * 3, inner, 7 * k, `Tracking #: ${slip.trackingCode}`),
      ]
    : [];
  return fixedBlock(line * (slip.trackingCode ? 4 : 2) + 2, [
    text(left, 0, half, 9 * k, `Order #${slip.orderNumber}`, { bold: true }),
    text(left + half, 1, half, 7.5 * k, `Order date: ${labelDate(slip.orderDate)}`, { align: 'right' }),
    text(left, line, inner, 7.5 * k, `Shipment ${slip.shipmentNumber} of ${slip.shipmentCount}`),
    ...labelled,
  ]);
}

/**
 * A packing slip on a page of the print dialog's size (4×6 in or Letter): letterhead, order,
 * shipment and tracking, both addresses, the items (kits with their components) and the order's
 * comment; a long slip continues on further pages under a running header.
 */
export function describePackingSlip(slip: PackingSlip, size: PageSize): LayoutPage[] {
  const k = fontScaleOf(size);
  const blocks: FlowBlock[] = [
    letterhead(slip, size, k),
    ruleBlock(size, 1),
    orderLines(slip, size, k),
    ruleBlock(size, 0.75),
    addressColumnsBlock(
      size,
      [
        { heading: 'SHIP TO', lines: shipToLines(slip.shipTo) },
        { heading: 'SHIP FROM', lines: shipFromLines(slip.shipFrom) },
      ],
      7.5 * k,
    ),
    ruleBlock(size, 1),
    ...itemTableBlocks(size, slip.items, 7.5 * k),
  ];
  if (slip.comment) {
    blocks.push(fixedBlock(6, []), { ...lineBlock(size, 'NOTES', 7.5 * k, true), keepWithNext: 10 * k });
    blocks.push(...paragraphBlocks(slip.comment, size, 7.5 * k));
  }
  return flowPages(blocks, {
    size,
    role: 'packing-slip',
    continuationHeader: () =>
      titleBlock(size, `Order #${slip.orderNumber} — ${PACKING_SLIP_TITLE} (continued)`, '', 9 * k),
  });
}
