import { formatDate } from '../dates/date-format.rules';
import { billOfLadingOf, labelShipDateOf } from '../labels/label-purchase.rules';
import { toCents } from '../money/cents.rules';
import type { OrderRecord } from '../orders/order-record';
import type { Shipment } from '../shipments/shipment.schema';
import { claimSchema } from './claim.schema';
import { LOST_AFTER_NO_SCAN_DAYS, type ClaimCandidate, type ClaimTrigger } from './claim-candidate.rules';
import { prefillClaim } from './claim-prefill.rules';
import type { ClaimRecord } from './claim-record';
import type { FilingDeadline } from './filing-deadline.rules';

/** The actor id of the moves the automatic opening makes (history, audit). */
export const CLAIMS_SWEEP_ACTOR = 'claims-sweep';

/** Days before a filing window closes that the merchant is reminded of a draft still not filed (ours). */
export const REMIND_DAYS_BEFORE_DEADLINE = 5;

const DAY_MS = 86_400_000;

/** Why the draft was opened, as its history line says it. */
export const AUTO_OPEN_NOTES: Readonly<Record<ClaimTrigger, string>> = {
  no_scan: `Opened automatically: no carrier scan for ${LOST_AFTER_NO_SCAN_DAYS} days`,
  lost: 'Opened automatically: the carrier reported the package lost',
  damaged: 'Opened automatically: the carrier reported the package damaged',
  returned: 'Opened automatically: the package was returned to the sender',
  late_perishable: 'Opened automatically: a perishable package was delivered late',
};

/** When the loss happened: the last scan for a parcel gone silent, else the scan that said so. */
export function lossInstant(candidate: ClaimCandidate): Date {
  const due = Date.parse(candidate.dueAt);
  return new Date(candidate.trigger === 'no_scan' ? due - LOST_AFTER_NO_SCAN_DAYS * DAY_MS : due);
}

/** YYYY-MM-DD → MM/DD/YYYY, as claim dates are written (accounts §5). */
function claimDay(isoDay: string | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay ?? '');
  return m ? `${m[2]}/${m[3]}/${m[1]}` : '';
}

export interface AutoClaimInput {
  claimId: string;
  accountId: string;
  order: OrderRecord;
  shipment: Shipment;
  candidate: ClaimCandidate;
  now: Date;
  timeZone: string;
}

/**
 * The draft claim the sweep opens: the claim form prefilled by the spec's rules (accounts §3) from the order
 * and its shipment, with the label's ship date and carrier, the loss date tracking gives and the declared
 * (Full Coverage) value as the merchandise amount; a draft, so the merchant reviews it before filing.
 */
export function autoClaimRecord({
  claimId,
  accountId,
  order,
  shipment,
  candidate,
  now,
  timeZone,
}: AutoClaimInput): ClaimRecord {
  const bill = billOfLadingOf(shipment);
  const declared =
    shipment.options?.carrierInsuranceAmountActive && typeof shipment.options.carrierInsuranceAmount === 'number'
      ? shipment.options.carrierInsuranceAmount
      : undefined;
  const prefill = prefillClaim(
    {
      shipment,
      order: {
        warehouse: order.warehouse as never,
        shipments: order.shipments,
        shippingAddress: order.shippingAddress ?? null,
      },
      claimDetails: {
        shipDate: claimDay(bill ? labelShipDateOf(bill) : undefined),
        lossDate: formatDate(lossInstant(candidate), timeZone),
        carrier: bill?.carrier,
        service: bill?.service,
        ...(declared !== undefined ? { merchandiseAmount: declared } : {}),
      },
    },
    { now, timeZone },
  );
  const { id: _id, status: _status, documents: _documents, ...claim } = claimSchema.parse(prefill);
  const at = now.toISOString();
  return {
    claimId,
    accountId,
    source: { kind: 'shipment', orderId: order.id, shipmentId: shipment.id ?? '' },
    type: candidate.type,
    status: 'draft',
    resolution: 'pending',
    claim,
    amounts: {
      claimedCents: toCents(claim.claimDetails.merchandiseAmount),
      ...(declared !== undefined ? { declaredValueCents: toCents(declared) } : {}),
    },
    history: [
      {
        at,
        from: null,
        to: 'draft',
        actor: { kind: 'system', id: CLAIMS_SWEEP_ACTOR },
        note: AUTO_OPEN_NOTES[candidate.trigger],
      },
    ],
    orderNumber: order.orderNumber ?? '',
    ...(bill ? { trackingCode: bill.trackingCode } : {}),
    version: 1,
    createdAt: at,
    updatedAt: at,
  };
}

/**
 * When to remind the merchant of a draft not yet filed: REMIND_DAYS_BEFORE_DEADLINE days before the window
 * closes (at the start of that day, UTC). Undefined when that moment has passed: the draft's own alert, sent
 * now, already names the deadline.
 */
export function reminderAt(deadline: Pick<FilingDeadline, 'fileBy'>, now: Date): string | undefined {
  const remind = Date.parse(`${deadline.fileBy}T00:00:00.000Z`) - REMIND_DAYS_BEFORE_DEADLINE * DAY_MS;
  return remind > now.getTime() ? new Date(remind).toISOString() : undefined;
}
