import type { LabelRenderInput } from '#domain/carriers/carrier.models';
import { manifestsOf } from '#domain/printing/manifest.rules';
import { orderSummaryOf } from '#domain/printing/order-summary.rules';
import { packingSlipsOf } from '#domain/printing/packing-slip.rules';
import { pickListOf } from '#domain/printing/pick-list.rules';
import { renderLabelDocuments } from '#functions/labels/render/label-documents';
import type { LabelFile } from '#functions/printing/render/print-document';
import { DALLAS_WAREHOUSE, kit, labelled, product, sampleOrder } from '#test/unit/domain/printing/print-order-samples';

export const COMPANY = { companyName: 'Hill Country Provisions' };

/** The label files of the given inputs, as the purchase stored them: PDF and ZPL. */
export async function labelFiles(inputs: readonly LabelRenderInput[]): Promise<{ pdf: LabelFile[]; zpl: LabelFile[] }> {
  const rendered = await Promise.all(inputs.map((input) => renderLabelDocuments(input)));
  return {
    pdf: rendered.map(([pdf], i) => ({ orderNumber: inputs[i].reference ?? String(i), body: pdf.body })),
    zpl: rendered.map(([, zpl], i) => ({ orderNumber: inputs[i].reference ?? String(i), body: zpl.body })),
  };
}

export const ORDERS = [
  sampleOrder({
    orderNumber: '1001',
    shipments: [
      {
        products: [
          product('TAM-01', 'Pork Tamales (dozen)', 2),
          kit('BOX-FAM', 'Family Box', 1, [product('SAL-02', 'Salsa Verde', 2)]),
        ],
        ...labelled('1Z999AA10123456784', { printedAt: '2026-11-23T16:00:00Z' }),
      },
    ],
  }),
  sampleOrder({
    orderNumber: '1002',
    warehouse: DALLAS_WAREHOUSE,
    comment: '',
    shipments: [
      { products: [product('SAL-02', 'Salsa Verde', 3)], ...labelled('9405511899223197428490', { rateDollars: 8.75 }) },
    ],
  }),
];

export const slipsOf = (orders = ORDERS) => orders.flatMap((o) => packingSlipsOf(o, COMPANY));
export const pickListOfSamples = (orders = ORDERS) => pickListOf(orders, '2026-11-23');
export const manifestsOfSamples = (orders = ORDERS) => manifestsOf(orders);
export const summariesOf = (orders = ORDERS) => orders.map((o) => orderSummaryOf(o, COMPANY));

/** An order with many distinct SKUs, so its slip, the pick list and its summary run over several pages. */
export function longOrder(lines: number, orderNumber = '2001') {
  return sampleOrder({
    orderNumber,
    comment: 'Fragile — keep upright. '.repeat(18),
    shipments: [
      {
        products: Array.from({ length: lines }, (_, i) =>
          product(`SKU-${String(i).padStart(3, '0')}`, `Item number ${i}`, 1 + (i % 3)),
        ),
        ...labelled(`1Z999AA1${String(lines).padStart(10, '0')}`),
      },
    ],
  });
}
