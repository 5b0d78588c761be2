import type { LabelDocument, LabelRenderer } from '#domain/carriers/carrier.models';
import { LABEL_CONTENT_TYPES } from '#domain/carriers/label.rules';
import { describeLabel } from './label-layout';
import { renderLabelPdf } from './label-pdf';
import { renderLabelZpl } from './label-zpl';

export const PDF_CONTENT_TYPE = LABEL_CONTENT_TYPES.pdf;
export const ZPL_CONTENT_TYPE = LABEL_CONTENT_TYPES.zpl;

/** One label as a 4×6 in PDF and as 203 dpi ZPL, both drawn from the same layout. */
export const renderLabelDocuments: LabelRenderer = async (input) => {
  const layout = describeLabel(input);
  const shipDate = new Date(`${input.shipDate}T12:00:00Z`);
  const pdf = await renderLabelPdf(layout, {
    title: `${input.serviceName} ${input.trackingCode}`,
    createdAt: Number.isNaN(shipDate.getTime()) ? new Date(0) : shipDate,
  });
  const documents: LabelDocument[] = [
    { format: 'pdf', contentType: PDF_CONTENT_TYPE, body: pdf },
    { format: 'zpl', contentType: ZPL_CONTENT_TYPE, body: new TextEncoder().encode(renderLabelZpl(layout)) },
  ];
  return documents;
};
