import { formatDate } from '../dates/date-format.rules';
import type { OrderRecord } from '../orders/order-record';
import type { Shipment } from '../shipments/shipment.schema';
import { LOST_AFTER_NO_SCAN_DAYS, type ClaimCandidate, type ClaimTrigger } from './claim-candidate.rules';
import { draftClaimForm } from './claim-draft-form.rules';
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
 * The draft claim the sweep opens: the same prefilled form a merchant's new draft gets (draftClaimForm), with
 * the loss date tracking gives; a draft, so the merchant reviews it before filing.
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
  const draft = draftClaimForm({
    order,
    shipment,
    lossDate: formatDate(lossInstant(candidate), timeZone),
    now,
    timeZone,
  });
  const at = now.toISOString();
  return {
    claimId,
    accountId,
    source: { kind: 'shipment', orderId: order.id, shipmentId: shipment.id ?? '' },
    type: candidate.type,
    status: 'draft',
    resolution: 'pending',
    claim: draft.claim,
    amounts: draft.amounts,
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
    ...(draft.trackingCode ? { trackingCode: draft.trackingCode } : {}),
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
