import type { LabelDocument, LabelRenderer } from '#domain/carriers/carrier.models';
import { describeLabel } from './label-layout';
import { renderLabelPdf } from './label-pdf';
import { renderLabelZpl } from './label-zpl';

export const PDF_CONTENT_TYPE = 'application/pdf';
/** ZPL is printer text; `application/x-zpl` lets a print client route it to a thermal printer rather than show it. */
export const ZPL_CONTENT_TYPE = 'application/x-zpl';

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
