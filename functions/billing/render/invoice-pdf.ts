import { PDFDocument } from 'pdf-lib';
import { drawLayoutPages } from '#lib/pdf/layout-pdf';
import { describeInvoiceStatement, type InvoiceStatement } from './invoice-statement-layout';

/** The invoices as one PDF (Letter pages). */
export async function renderInvoicePdf(statement: InvoiceStatement): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(statement.title);
  doc.setProducer('Shipdeck');
  await drawLayoutPages(doc, describeInvoiceStatement(statement));
  return doc.save({ useObjectStreams: false });
}
