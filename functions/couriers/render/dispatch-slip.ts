import type { PostalAddress } from '#domain/address/postal-address';
import type { CourierDispatch } from '#domain/couriers/courier.models';
import { VEHICLE_LABELS, type VehicleSize } from '#domain/couriers/courier.rules';
import { renderLabelPdf } from '#functions/labels/render/label-pdf';
import { MARGIN_PT, PAGE_WIDTH_PT, rule, text, type LayoutPage } from '#lib/pdf/layout-elements';

/** What a dispatch slip shows: the delivery, both ends with their phones and notes, and the vehicle. */
export interface DispatchSlipInput {
  dispatch: CourierDispatch;
  pickup: PostalAddress;
  dropoff: PostalAddress;
  vehicle: VehicleSize;
  pickupNotes?: string;
  dropoffNotes?: string;
  reference?: string;
}

const M = MARGIN_PT;
const INNER = PAGE_WIDTH_PT - 2 * M;
const at = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

function end(y: number, title: string, a: PostalAddress, notes: string | undefined) {
  return [
    text(M, y, INNER, 9, title, { bold: true }),
    text(M, y + 12, INNER, 11, a.company || a.name || '', { bold: true }),
    text(M, y + 26, INNER, 10, [a.street1, a.street2].filter(Boolean).join(', ')),
    text(M, y + 39, INNER, 10, `${a.city}, ${a.state} ${a.zip}`),
    text(M, y + 52, INNER, 10, `Phone ${a.phone ?? ''}`),
    text(M, y + 65, INNER, 9, notes ? `Notes: ${notes}` : 'Notes: none'),
  ];
}

/** The slip as a 4×6 in page: the courier hands it over with the parcel; the delivery id's Code 128 is scanned. */
export function dispatchSlipPage(input: DispatchSlipInput): LayoutPage {
  const { dispatch } = input;
  return {
    role: 'dispatch-slip',
    elements: [
      text(M, M, INNER, 14, dispatch.provider, { bold: true }),
      text(M, M + 18, INNER, 9, `Local courier dispatch   ${VEHICLE_LABELS[input.vehicle]}`),
      rule(M + 32),
      text(M, M + 38, INNER, 9, 'DELIVERY', { bold: true }),
      text(M, M + 50, INNER, 14, dispatch.deliveryId, { bold: true }),
      { kind: 'barcode', x: M, y: M + 70, w: INNER, h: 56, spec: { symbology: 'code128', data: dispatch.deliveryId } },
      text(
        M,
        M + 132,
        INNER,
        9,
        `Tracking ${dispatch.trackingCode}${input.reference ? `   Order ${input.reference}` : ''}`,
      ),
      rule(M + 146),
      ...end(M + 152, 'PICKUP', input.pickup, input.pickupNotes),
      rule(M + 232),
      ...end(M + 238, 'DROPOFF', input.dropoff, input.dropoffNotes),
      rule(M + 318),
      text(M, M + 326, INNER, 10, `Pickup ETA ${at(dispatch.pickupEta)}`),
      text(M, M + 340, INNER, 10, `Dropoff ETA ${at(dispatch.dropoffEta)}`),
      text(M, M + 360, INNER, 8, dispatch.trackingUrl),
    ],
  };
}

/** The slip as a PDF, dated from the dispatch so rendering it again gives the same bytes. */
export function renderDispatchSlip(input: DispatchSlipInput): Promise<Uint8Array> {
  return renderLabelPdf(
    { pages: [dispatchSlipPage(input)] },
    { title: `Dispatch ${input.dispatch.deliveryId}`, createdAt: new Date(input.dispatch.createdAt) },
  );
}
