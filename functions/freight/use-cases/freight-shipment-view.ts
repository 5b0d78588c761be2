import type { FreightInvoiceView, FreightShipmentView } from '#api/freight-bookings';
import type { FreightDocumentFiles } from '#domain/freight/booking.ports';
import type { FreightBookingRecord as FreightBooking } from '#domain/freight/freight-booking.models';
import { bookingCharges, freightInvoiceOf, rebillCharge } from '#domain/freight/freight-booking.rules';
import { loadTypeLabel, temperatureBandOf } from '../render/bill-of-lading';
import { palletCount } from '../render/pallet-labels';

/** A freight document link is valid for 5 minutes, as a label's is. */
export const FREIGHT_DOCUMENT_URL_SECONDS = 300;

export interface FreightShipmentViews {
  summary(booking: FreightBooking): FreightShipmentView;
  /** The summary with presigned links to the bill of lading and the pallet labels. */
  detail(booking: FreightBooking): Promise<FreightShipmentView>;
}

function invoicesOf(booking: FreightBooking): FreightInvoiceView[] {
  const posted = new Set(booking.postedCharges);
  const charges = [...bookingCharges(booking), ...booking.rebills.map((r) => rebillCharge(booking, r))];
  return charges.map((c) => ({
    entryId: c.entryId,
    type: freightInvoiceOf(c).type as FreightInvoiceView['type'],
    description: c.description,
    amountCents: c.amountCents,
    posted: posted.has(c.entryId),
  }));
}

export function makeFreightShipmentViews(deps: {
  files: Pick<FreightDocumentFiles, 'presignGet'>;
}): FreightShipmentViews {
  function summary(b: FreightBooking): FreightShipmentView {
    const c = b.carrierBooking;
    return {
      bookingId: b.bookingId,
      quoteId: b.quoteId,
      state: b.state,
      ...(b.message ? { message: b.message } : {}),
      carrierName: b.offer.carrierName,
      scac: b.offer.scac,
      ...(c ? { pro: c.pro, pickupConfirmation: c.pickupConfirmation } : {}),
      pickupDate: c?.pickupDate ?? b.request.pickupDate,
      totalCents: b.offer.totalCents,
      accessorials: b.offer.accessorialLines,
      loadType: loadTypeLabel(b),
      temperatureBand: temperatureBandOf(b),
      pallets: palletCount(b),
      destination: `${b.request.destination.city}, ${b.request.destination.state} ${b.request.destination.zip}`,
      trackingStatus: b.trackingStatus,
      trackingEvents: b.trackingEvents,
      rebills: b.rebills,
      invoices: invoicesOf(b),
      createdAt: b.createdAt,
    };
  }
  return {
    summary,
    async detail(b) {
      const view = summary(b);
      if (b.state !== 'booked' || !b.bolKey || !b.palletLabelsKey) return view;
      const [bolUrl, palletLabelsUrl] = await Promise.all([
        deps.files.presignGet(b.bolKey, FREIGHT_DOCUMENT_URL_SECONDS),
        deps.files.presignGet(b.palletLabelsKey, FREIGHT_DOCUMENT_URL_SECONDS),
      ]);
      return { ...view, bolUrl, palletLabelsUrl };
    },
  };
}
