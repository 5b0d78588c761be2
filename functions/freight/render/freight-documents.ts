import type { CarrierBookingRef } from '#domain/freight/freight-booking.models';
import { renderLabelPdf } from '#functions/labels/render/label-pdf';
import { billOfLadingPage, type FreightDocumentInput } from './bill-of-lading';
import { palletLabelPages } from './pallet-labels';

/**
 * A booking's documents as PDFs through the labels' PDF kit (pdf-lib, bwip-js barcodes), dated
 * from the booking so rendering the same booking again gives the same bytes.
 */
export async function renderFreightDocuments(
  booking: FreightDocumentInput,
  carrier: CarrierBookingRef,
): Promise<{ billOfLadingPdf: Uint8Array; palletLabelsPdf: Uint8Array }> {
  const createdAt = new Date(carrier.bookedAt);
  const [billOfLadingPdf, palletLabelsPdf] = await Promise.all([
    renderLabelPdf(
      { pages: [billOfLadingPage(booking, carrier)] },
      { title: `Bill of lading ${carrier.pro}`, createdAt },
    ),
    renderLabelPdf({ pages: palletLabelPages(booking, carrier) }, { title: `Pallet labels ${carrier.pro}`, createdAt }),
  ]);
  return { billOfLadingPdf, palletLabelsPdf };
}
