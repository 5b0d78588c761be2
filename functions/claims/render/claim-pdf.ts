import { PDFDocument } from 'pdf-lib';
import { drawLayoutPages } from '#lib/pdf/layout-pdf';
import { describeClaimPdf, type ClaimPdfInput } from './claim-pdf-layout';

/** The claim as a PDF (Letter pages), with the company's logo. */
export async function renderClaimPdf(input: ClaimPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Claim ${input.claim.claimId}`);
  doc.setProducer('Shipdeck');
  await drawLayoutPages(doc, describeClaimPdf(input));
  return doc.save({ useObjectStreams: false });
}
