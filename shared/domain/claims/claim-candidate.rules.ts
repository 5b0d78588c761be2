import { billOfLadingOf } from '../labels/label-purchase.rules';
import type { Shipment } from '../shipments/shipment.schema';
import { shipmentTrackingOf } from '../tracking/shipment-tracking.rules';
import { TERMINAL_TRACKING_STATUSES, byEventTime, trackingRankOf } from '../tracking/tracking-progress.rules';
import type { ClaimType } from './claim-record';

/**
 * When tracking says a shipment has a claim to make (automatic opening of draft claims):
 * - no_scan: the carrier scanned the parcel, then nothing for LOST_AFTER_NO_SCAN_DAYS → lost;
 * - lost / damaged: the carrier's own scan says so (EasyPost's status_detail `lost`, `damaged`);
 * - returned: sent back to the merchant → lost (the shopper never got it);
 * - late_perishable: a perishable (dry-ice) shipment delivered after the day it was promised → delayed.
 */
export const CLAIM_TRIGGERS = ['no_scan', 'lost', 'damaged', 'returned', 'late_perishable'] as const;
export type ClaimTrigger = (typeof CLAIM_TRIGGERS)[number];

export const CLAIM_TYPE_BY_TRIGGER: Readonly<Record<ClaimTrigger, ClaimType>> = {
  no_scan: 'lost',
  lost: 'lost',
  damaged: 'damaged',
  returned: 'lost',
  late_perishable: 'delayed',
};

/** Calendar days without a carrier scan after which a parcel in transit counts as lost (ours). */
export const LOST_AFTER_NO_SCAN_DAYS = 7;
const DAY_MS = 86_400_000;

export interface ClaimCandidate {
  trigger: ClaimTrigger;
  type: ClaimType;
  /** ISO instant from which the claim is due (a no-scan candidate matures; the others are due at once). */
  dueAt: string;
}

type CandidateShipment = Pick<Shipment, 'billOfLading' | 'shipmentStatus' | 'options' | 'preferredRate' | 'tracking'>;

const candidate = (trigger: ClaimTrigger, dueAt: string): ClaimCandidate => ({
  trigger,
  type: CLAIM_TYPE_BY_TRIGGER[trigger],
  dueAt,
});

const iso = (datetime: string) => new Date(Date.parse(datetime)).toISOString();

/** A perishable shipment: shipped on dry ice (the food merchant's cold chain). */
export function isPerishableShipment(shipment: Pick<Shipment, 'options'>): boolean {
  return shipment.options?.dryIceActive === true;
}

/**
 * Delivered later than promised: after the carrier's estimated delivery date, or in more transit days than
 * the rate bought promised.
 */
export function deliveredLate(shipment: Pick<Shipment, 'preferredRate' | 'tracking'>): boolean {
  const tracking = shipmentTrackingOf(shipment);
  if (!tracking.deliveryDate) return false;
  const estimated = tracking.estimatedDeliveryDate?.slice(0, 10);
  if (estimated && /^\d{4}-\d{2}-\d{2}$/.test(estimated) && tracking.deliveryDate > estimated) return true;
  const rate = shipment.preferredRate;
  const promised = rate?.deliveryDays ?? rate?.estDeliveryDays ?? rate?.transitDays;
  return typeof promised === 'number' && promised > 0 && (tracking.transitDays ?? 0) > promised;
}

/**
 * The claim a labelled shipment's tracking calls for, if any. Pure on the shipment: the tracking worker
 * writes it with every change (so a sweep reads only candidates), the sweep re-checks it before opening.
 */
export function claimCandidateOf(shipment: CandidateShipment): ClaimCandidate | undefined {
  if (!billOfLadingOf(shipment)) return undefined;
  const status = shipment.shipmentStatus ?? '';
  const events = byEventTime(shipmentTrackingOf(shipment).events).filter((e) => !Number.isNaN(Date.parse(e.datetime)));
  const last = events.at(-1);
  const damaged = [...events].reverse().find((e) => e.status_detail === 'damaged');
  if (damaged) return candidate('damaged', iso(damaged.datetime));
  if (status === 'return_to_sender') return candidate('returned', iso(last?.datetime ?? new Date(0).toISOString()));
  if (status === 'delivered') {
    const delivered = [...events].reverse().find((e) => e.status === 'delivered');
    return isPerishableShipment(shipment) && deliveredLate(shipment) && delivered
      ? candidate('late_perishable', iso(delivered.datetime))
      : undefined;
  }
  if (TERMINAL_TRACKING_STATUSES.includes(status)) return undefined;
  // A lost scan followed by others means the parcel was found.
  if (last?.status_detail === 'lost') return candidate('lost', iso(last.datetime));
  // A label the carrier never scanned is not lost: the parcel was not handed over.
  const scanned = events.filter((e) => trackingRankOf(e.status) >= trackingRankOf('in_transit'));
  const lastScan = scanned.at(-1);
  if (!lastScan) return undefined;
  return candidate('no_scan', new Date(Date.parse(lastScan.datetime) + LOST_AFTER_NO_SCAN_DAYS * DAY_MS).toISOString());
}

/**
 * The candidate when it is due at `now`. Only a silence matures; a claim the carrier's own report calls for
 * (lost, damaged, returned, late) is due as soon as the report is here, whatever time its scan carries — a
 * carrier clock ahead of ours, or the sandbox's accelerated one, must not hold the draft back.
 */
export function dueClaimCandidate(shipment: CandidateShipment, now: Date): ClaimCandidate | undefined {
  const c = claimCandidateOf(shipment);
  return c && (c.trigger !== 'no_scan' || Date.parse(c.dueAt) <= now.getTime()) ? c : undefined;
}

/**
 * The candidate as the tracking worker indexes it when the report arrives at `receivedAt` (ISO): a reported
 * claim is due then at the latest, so the sweep (which reads what is due by time) finds it on its next run.
 */
export function candidateDueOnReceipt(c: ClaimCandidate | undefined, receivedAt: string): ClaimCandidate | undefined {
  if (!c || c.trigger === 'no_scan' || Date.parse(c.dueAt) <= Date.parse(receivedAt)) return c;
  return { ...c, dueAt: new Date(Date.parse(receivedAt)).toISOString() };
}

/** Whether two candidates are the same (the tracking worker writes a candidate only when it changed). */
export function sameClaimCandidate(a: ClaimCandidate | undefined, b: ClaimCandidate | undefined): boolean {
  return a?.trigger === b?.trigger && a?.type === b?.type && a?.dueAt === b?.dueAt;
}
