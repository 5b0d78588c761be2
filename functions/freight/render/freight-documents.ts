import type { FreightDocumentRenderer } from '#domain/freight/booking.ports';
import { renderLabelPdf } from '#functions/labels/render/label-pdf';
import { billOfLadingPage } from './bill-of-lading';
import { palletLabelPages } from './pallet-labels';

/** The booking's documents as PDFs through the labels' PDF kit (pdf-lib, bwip-js barcodes), dated from the booking so a re-render gives the same bytes. */
export const freightDocumentRenderer: FreightDocumentRenderer = {
  billOfLading: (booking, carrier) =>
    renderLabelPdf(
      { pages: [billOfLadingPage(booking, carrier)] },
      { title: `Bill of lading ${carrier.pro}`, createdAt: new Date(carrier.bookedAt) },
    ),
  palletLabels: (booking, carrier) =>
    renderLabelPdf(
      { pages: palletLabelPages(booking, carrier) },
      { title: `Pallet labels ${carrier.pro}`, createdAt: new Date(carrier.bookedAt) },
    ),
};
