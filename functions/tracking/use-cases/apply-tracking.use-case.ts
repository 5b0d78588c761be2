import { billOfLadingOf } from '#domain/labels/label-purchase.rules';
import { candidateDueOnReceipt, claimCandidateOf, sameClaimCandidate } from '#domain/claims/claim-candidate.rules';
import { filingDeadline } from '#domain/claims/filing-deadline.rules';
import type { OrderRecord } from '#domain/orders/order-record';
import type { Shipment } from '#domain/shipments/shipment.schema';
import type { TrackingEmailMessage } from '#domain/tracking/tracking-email.message';
import { trackingEmailDue, trackingEmailKey } from '#domain/tracking/tracking-email.rules';
import type { TrackingEvent } from '#domain/tracking/tracking-event.schema';
import { applyTrackingEvents, trackingStateOf } from '#domain/tracking/tracking-progress.rules';
import { orderWithTracking, shipmentTrackingOf } from '#domain/tracking/shipment-tracking.rules';
import { nextCheckAfter, trackingEnded } from '#domain/tracking/tracking-watch.rules';
import { orderClearedOfLateShipment } from '#domain/tracking/late-shipment-warning.rules';
import type {
  TrackedShipmentRef,
  TrackingEmailClaims,
  TrackingEmailQueue,
  TrackingStore,
} from '#domain/tracking/ports';

/** One carrier report about one tracking code (a webhook delivery or a poll). */
export interface TrackerReport {
  trackingCode: string;
  events: readonly TrackingEvent[];
  estimatedDeliveryDate?: string;
  publicUrl?: string;
}

export type ApplyOutcome =
  /** No label of ours has this code: acknowledged and dropped. */
  | { kind: 'unknown_code' }
  /** The code's shipment no longer carries it (label replaced, shipment or order gone). */
  | { kind: 'not_tracked'; ref: TrackedShipmentRef }
  | { kind: 'unchanged'; ref: TrackedShipmentRef; email?: EmailOutcome }
  | { kind: 'updated'; ref: TrackedShipmentRef; status: string; previousStatus?: string; email?: EmailOutcome };

export type EmailOutcome = 'sent' | 'already_sent';

export interface ApplyTrackingDeps {
  tracking: TrackingStore;
  claims: TrackingEmailClaims;
  emails: TrackingEmailQueue;
  clock?: () => Date;
}

/** Lost version races before the record is given back to the queue (SQS delivers it again). */
const MAX_RACES = 8;
/**
 * How long an email claim is held while its message is sent: far beyond one SendMessage, and below
 * the tracking-updates visibility timeout (60 s), so the retry of a worker that died holding it can
 * take it over.
 */
export const EMAIL_CLAIM_LEASE_MS = 30_000;

export class EmailClaimBusyError extends Error {
  constructor(emailKey: string) {
    super(`The tracking email ${emailKey} is being sent by another worker; the record is retried`);
  }
}

function trackedShipment(order: OrderRecord | undefined, ref: TrackedShipmentRef): Shipment | undefined {
  const shipment = order?.shipments.find((s) => s.id === ref.shipmentId);
  return shipment && billOfLadingOf(shipment)?.trackingCode === ref.trackingCode ? shipment : undefined;
}

/** The shipment's claim due (type, due time, file-by day) kept on its tracking for the grid, or taken off. */
function orderWithClaimDue(
  order: OrderRecord,
  shipmentId: string,
  candidate: ReturnType<typeof claimCandidateOf>,
): OrderRecord {
  return {
    ...order,
    shipments: order.shipments.map((s) => {
      if (s.id !== shipmentId) return s;
      const { claim: _previous, ...tracking } = shipmentTrackingOf(s);
      const fileBy = candidate ? filingDeadline(s, candidate.type)?.fileBy : undefined;
      return {
        ...s,
        tracking:
          candidate && fileBy
            ? { ...tracking, claim: { type: candidate.type, dueAt: candidate.dueAt, fileBy } }
            : tracking,
      };
    }),
  };
}

/**
 * Applies carrier reports to the one shipment their tracking code belongs to: the history grows,
 * the status only moves forward (applyTrackingEvents), the order is written under its version
 * (re-read and re-applied after a lost race) with the activity entry when the status moved, and
 * the email the change calls for (trackingEmailDue) is recorded on the shipment in that same write.
 * Then the shipment's latest decided email is sent at most once through its claim, so a redelivery,
 * including of a run that died between the write and the send, sends what is missing and no more.
 */
export function makeApplyTracking(deps: ApplyTrackingDeps) {
  const clock = deps.clock ?? (() => new Date());

  async function sendLatestEmail(
    ref: TrackedShipmentRef,
    order: OrderRecord,
    shipment: Shipment,
  ): Promise<EmailOutcome | undefined> {
    const email = shipmentTrackingOf(shipment).emails.at(-1);
    if (!email) return undefined;
    const message: TrackingEmailMessage = {
      kind: 'tracking',
      accountId: ref.accountId,
      orderId: order.id,
      shipmentId: ref.shipmentId,
      emailStatus: email,
      trackingCode: ref.trackingCode,
      emailKey: trackingEmailKey(ref.shipmentId, email),
    };
    const claim = await deps.claims.acquire(message, EMAIL_CLAIM_LEASE_MS);
    if (claim.kind === 'queued') return 'already_sent';
    if (claim.kind === 'busy') throw new EmailClaimBusyError(message.emailKey);
    try {
      await deps.emails.send(message);
    } catch (err) {
      // Given back, so the retry of this record sends it (the claim stays queued: false).
      await deps.claims.release(message, claim.token);
      throw err;
    }
    await deps.claims.markQueued(message, claim.token);
    return 'sent';
  }

  return async function applyTracking(report: TrackerReport): Promise<ApplyOutcome> {
    const ref = await deps.tracking.findByTrackingCode(report.trackingCode);
    if (!ref) return { kind: 'unknown_code' };

    for (let race = 0; race < MAX_RACES; race++) {
      const order = await deps.tracking.readOrder(ref.accountId, ref.orderId);
      const shipment = trackedShipment(order, ref);
      const stored = shipment && shipmentTrackingOf(shipment);
      const state = shipment && stored && trackingStateOf(shipment, stored);
      if (!order || !shipment || !stored || !state) return { kind: 'not_tracked', ref };

      const update = applyTrackingEvents(state, report.events);
      if (!update.changed) {
        return { kind: 'unchanged', ref, email: await sendLatestEmail(ref, order, shipment) };
      }
      const at = clock().toISOString();
      const email = trackingEmailDue(update, stored.emails);
      // A shipment delivered (returned, failed) is past being late: its late warning comes off in this write.
      const tracked = orderClearedOfLateShipment(
        orderWithTracking(order, ref.shipmentId, {
          state: update.state,
          estimatedDeliveryDate: report.estimatedDeliveryDate,
          publicUrl: report.publicUrl,
          email,
          at,
        }),
        ref.shipmentId,
      );
      const moved = update.previousStatus !== undefined;
      const candidateBefore = claimCandidateOf(shipment);
      const candidateAfter = claimCandidateOf(tracked.shipments.find((s) => s.id === ref.shipmentId) as Shipment);
      const indexed = candidateDueOnReceipt(candidateAfter, at);
      const after = orderWithClaimDue(tracked, ref.shipmentId, indexed);
      const saved = await deps.tracking.saveProgress({
        accountId: ref.accountId,
        before: order,
        after,
        ...(moved
          ? {
              activity: {
                eventId: `tracking-${ref.shipmentId}-${update.state.status}`,
                orderId: order.id,
                message: 'Shipment status updated',
                details: {
                  shipmentId: ref.shipmentId,
                  trackingCode: ref.trackingCode,
                  from: update.previousStatus,
                  to: update.state.status,
                },
              },
            }
          : {}),
        watch: { ...ref, checkAfter: nextCheckAfter(at) },
        journeyEnded: trackingEnded(update.state.status),
        ...(sameClaimCandidate(candidateBefore, candidateAfter)
          ? {}
          : { claimCandidate: { shipmentId: ref.shipmentId, candidate: indexed } }),
      });
      if (saved === 'stale') continue;
      const shipmentAfter = after.shipments.find((s) => s.id === ref.shipmentId) as Shipment;
      return {
        kind: 'updated',
        ref,
        status: update.state.status,
        ...(moved ? { previousStatus: update.previousStatus } : {}),
        email: await sendLatestEmail(ref, after, shipmentAfter),
      };
    }
    throw new Error(`Tracking ${report.trackingCode} lost ${MAX_RACES} races for its order; the record is retried`);
  };
}

export type ApplyTracking = ReturnType<typeof makeApplyTracking>;
