import type { CustomsDeclaration, LabelRenderInput } from '#domain/carriers/carrier.models';
import { formatLabelWeight, formatTrackingCode } from '#domain/carriers/label.rules';
import {
  box,
  MARGIN_PT,
  PAGE_WIDTH_PT,
  rule,
  text,
  type LayoutElement,
  type LayoutPage,
} from '#lib/pdf/layout-elements';
import { addressLines, labelDate } from './label-page';

/** Customs content types and non-delivery choices as the declaration form prints them (orders §9). */
export const CONTENT_TYPE_LABELS: Record<CustomsDeclaration['contentType'], string> = {
  gift: 'Gift',
  documents: 'Documents',
  sample: 'Commercial sample',
  returned_goods: 'Returned goods',
  merchandise: 'Merchandise',
};
export const NON_DELIVERY_LABELS: Record<CustomsDeclaration['nonDelivery'], string> = {
  return: 'Return to sender',
  abandon: 'Treat as abandoned',
};

export const CUSTOMS_CERTIFICATION =
  'I certify that the particulars given in this customs declaration are correct and that this item does not contain any dangerous article prohibited by legislation or by postal or customs regulations.';

/** Item rows a 4×6 page holds below the header; more items continue on further pages. */
export const CUSTOMS_ROWS_PER_PAGE = 14;

const INNER = PAGE_WIDTH_PT - 2 * MARGIN_PT;
const dollars = (cents: number) => (cents / 100).toFixed(2);

/** Table columns: x, width and alignment, shared by the header and every row. */
const COLUMNS = {
  description: { x: MARGIN_PT, w: 96, align: 'left' },
  hts: { x: 106, w: 40, align: 'left' },
  qty: { x: 146, w: 20, align: 'right' },
  value: { x: 168, w: 44, align: 'right' },
  weight: { x: 214, w: 36, align: 'right' },
  origin: { x: 252, w: 28, align: 'right' },
} as const;

function row(y: number, size: number, cells: Record<keyof typeof COLUMNS, string>, bold = false): LayoutElement[] {
  return (Object.keys(COLUMNS) as (keyof typeof COLUMNS)[]).map((key) => {
    const c = COLUMNS[key];
    return text(c.x, y, c.w, size, cells[key], { align: c.align, bold });
  });
}

function checkbox(x: number, y: number, label: string, checked: boolean): LayoutElement[] {
  const els: LayoutElement[] = [box(x, y, 7, 7, 0.75)];
  if (checked) {
    els.push({ kind: 'diagonal', x: x + 1, y: y + 1, w: 5, h: 5, thickness: 1, rising: true });
    els.push({ kind: 'diagonal', x: x + 1, y: y + 1, w: 5, h: 5, thickness: 1, rising: false });
  }
  els.push(text(x + 10, y, 80, 7, label));
  return els;
}

/**
 * The customs declaration (CN 23 style) printed as the page after the label for a shipment that
 * leaves the US: contents category, non-delivery instruction, one row per item (description,
 * HS tariff number, quantity, value in USD, weight in lb, country of origin), totals on the last
 * page, and the sender's certification and signature. Item value and weight are line totals
 * (quantity included), as the CN 23 and EasyPost's customs items take them.
 */
export function describeCustomsPages(input: LabelRenderInput, customs: CustomsDeclaration): LayoutPage[] {
  const chunks: CustomsDeclaration['items'][] = [];
  for (let i = 0; i < customs.items.length; i += CUSTOMS_ROWS_PER_PAGE) {
    chunks.push(customs.items.slice(i, i + CUSTOMS_ROWS_PER_PAGE));
  }
  if (chunks.length === 0) chunks.push([]);
  const grouped = formatTrackingCode(input.carrier, input.trackingCode);

  return chunks.map((items, pageIndex) => {
    const els: LayoutElement[] = [];
    const left = MARGIN_PT;
    els.push(text(left, 6, 200, 13, 'CUSTOMS DECLARATION', { bold: true }));
    els.push(text(200, 6, PAGE_WIDTH_PT - MARGIN_PT - 200, 13, 'CN 23', { bold: true, align: 'right' }));
    els.push(text(left, 22, INNER, 6.5, `May be opened officially. Tracking #: ${grouped}`));
    els.push(rule(31, 1));

    els.push(text(left, 34, 132, 6.5, 'FROM (SENDER)', { bold: true }));
    els.push(text(148, 34, 132, 6.5, 'TO (ADDRESSEE)', { bold: true }));
    addressLines(input.from)
      .slice(0, 6)
      .forEach((l, i) => els.push(text(left, 42 + i * 7.5, 136, 6.5, l)));
    addressLines(input.to)
      .slice(0, 6)
      .forEach((l, i) => els.push(text(148, 42 + i * 7.5, 132, 6.5, l)));
    els.push(rule(89, 1));

    els.push(text(left, 92, INNER, 6.5, 'CATEGORY OF ITEM', { bold: true }));
    const types = Object.keys(CONTENT_TYPE_LABELS) as CustomsDeclaration['contentType'][];
    types.forEach((type, i) => {
      const x = left + (i % 3) * 92;
      const y = 101 + Math.floor(i / 3) * 10;
      els.push(...checkbox(x, y, CONTENT_TYPE_LABELS[type], customs.contentType === type));
    });
    els.push(text(left, 123, 70, 6.5, 'IF UNDELIVERABLE:', { bold: true }));
    (['return', 'abandon'] as const).forEach((choice, i) => {
      els.push(...checkbox(left + 74 + i * 100, 122.5, NON_DELIVERY_LABELS[choice], customs.nonDelivery === choice));
    });
    els.push(rule(134, 1));

    els.push(
      ...row(
        138,
        6.5,
        {
          description: 'DESCRIPTION',
          hts: 'HS CODE',
          qty: 'QTY',
          value: 'VALUE USD',
          weight: 'WT LB',
          origin: 'ORIGIN',
        },
        true,
      ),
    );
    els.push(rule(147, 0.5));
    items.forEach((item, i) => {
      els.push(
        ...row(150 + i * 10, 7, {
          description: item.description,
          hts: item.htsCode,
          qty: String(item.quantity),
          value: dollars(item.valueCents),
          weight: formatLabelWeight(item.weightLb),
          origin: item.countryOfOrigin.toUpperCase(),
        }),
      );
    });

    const last = pageIndex === chunks.length - 1;
    const totalsY = 150 + CUSTOMS_ROWS_PER_PAGE * 10 + 2;
    els.push(rule(totalsY - 2, 0.5));
    if (last) {
      const all = customs.items;
      els.push(
        ...row(
          totalsY + 1,
          7.5,
          {
            description: 'TOTAL',
            hts: '',
            qty: String(all.reduce((s, it) => s + it.quantity, 0)),
            value: dollars(all.reduce((s, it) => s + it.valueCents, 0)),
            weight: formatLabelWeight(all.reduce((s, it) => s + it.weightLb, 0)),
            origin: '',
          },
          true,
        ),
      );
    } else {
      els.push(text(left, totalsY + 1, INNER, 7, 'Continued on the next page', { align: 'center' }));
    }
    els.push(rule(totalsY + 13, 1));

    const certY = totalsY + 17;
    wrap(CUSTOMS_CERTIFICATION, 78).forEach((line, i) => els.push(text(left, certY + i * 8, INNER, 6.5, line)));
    const signY = certY + 36;
    const signer = input.from.name?.trim() || input.from.company?.trim() || '';
    els.push(text(left + 4, signY, 170, 10, signer));
    els.push(rule(signY + 12, 0.75));
    els.push(text(left, signY + 15, 170, 6.5, "SENDER'S SIGNATURE"));
    els.push(text(196, signY, PAGE_WIDTH_PT - MARGIN_PT - 196, 8, labelDate(input.shipDate), { align: 'right' }));
    els.push(text(196, signY + 15, PAGE_WIDTH_PT - MARGIN_PT - 196, 6.5, 'DATE', { align: 'right' }));
    if (chunks.length > 1) {
      els.push(text(left, 420, INNER, 6.5, `Page ${pageIndex + 1} of ${chunks.length}`, { align: 'right' }));
    }
    return { role: 'customs' as const, elements: els };
  });
}

/** Greedy word wrap at a character budget (the certification is fixed text, so an estimate is enough). */
function wrap(value: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of value.split(' ')) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}
