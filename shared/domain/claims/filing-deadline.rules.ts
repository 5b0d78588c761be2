import { isCarrierCode } from '../carriers/carrier-services.constants';
import { addCalendarDays } from '../carriers/transit.rules';
import { billOfLadingOf, labelShipDateOf } from '../labels/label-purchase.rules';
import type { Shipment } from '../shipments/shipment.schema';
import { shipmentTrackingOf } from '../tracking/shipment-tracking.rules';
import type { ClaimType } from './claim-record';
export { fileByLabel } from './file-by.rules';
import { FILING_WINDOWS, type ClaimFiler, type ClaimInsurerName, type FilingWindow } from './filing-windows.data';

/** What the deadline rules read of a shipment: its label, options (Full Coverage) and tracking. */
export type FilingShipment = Pick<Shipment, 'billOfLading' | 'options' | 'tracking'>;

export interface FilingDeadline {
  type: ClaimType;
  filer: ClaimFiler;
  window: FilingWindow;
  /** YYYY-MM-DD, the first day a claim is accepted (absent: at once). */
  opensOn?: string;
  /** YYYY-MM-DD, the last day to file. */
  fileBy: string;
}

/**
 * Who a shipment's claims go to: a Full Coverage shipment's insurer when it covers the type (the insurer pays
 * faster and more), else the label's carrier. Undefined without a label of a carrier we know.
 */
export function claimFilerOf(
  shipment: FilingShipment,
  type: ClaimType,
  insurer: ClaimInsurerName = 'sandbox',
): ClaimFiler | undefined {
  const bill = billOfLadingOf(shipment);
  if (!bill) return undefined;
  if (shipment.options?.carrierInsuranceAmountActive && FILING_WINDOWS[insurer][type]) return insurer;
  return isCarrierCode(bill.carrier) ? bill.carrier : undefined;
}

/**
 * The last day to file a claim of `type` on a shipment: its filer's window counted from the label's ship
 * date or from the delivery date. Undefined when no window applies or its start is not known yet (a window
 * counted from delivery for a parcel not delivered).
 */
export function filingDeadline(
  shipment: FilingShipment,
  type: ClaimType,
  insurer: ClaimInsurerName = 'sandbox',
): FilingDeadline | undefined {
  const bill = billOfLadingOf(shipment);
  const filer = claimFilerOf(shipment, type, insurer);
  if (!bill || !filer) return undefined;
  const window = FILING_WINDOWS[filer][type];
  if (!window) return undefined;
  const start = window.from === 'ship' ? labelShipDateOf(bill) : shipmentTrackingOf(shipment).deliveryDate;
  if (!start || !/^\d{4}-\d{2}-\d{2}$/.test(start)) return undefined;
  return {
    type,
    filer,
    window,
    ...(window.opensAfterDays ? { opensOn: addCalendarDays(start, window.opensAfterDays) } : {}),
    fileBy: addCalendarDays(start, window.days),
  };
}

/** Days left to file on `today` (YYYY-MM-DD): 0 on the last day, negative once the window closed. */
export function daysLeftToFile(deadline: Pick<FilingDeadline, 'fileBy'>, today: string): number {
  return Math.round((Date.parse(`${deadline.fileBy}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}
