import { randomUUID } from 'node:crypto';
import type { EmailClaim, TrackingEmailClaims, TrackingStore, WebhookDeliveryStore } from '#domain/tracking/ports';
import { TrackingEmailClaimEntity, TrackingWatchEntity, WebhookDeliveryEntity } from '../db/tracking.entity';
import { onTable } from '#lib/db/table';
import { describeReasons, isConditionFailure, writeTransaction } from '#lib/db/transaction';
import { ORDER_WITH_ACTIVITY, readOrder, replaceOrderWithActivity } from '#functions/orders/order-writes';
import { CLAIM_CANDIDATE_ENTITIES, claimCandidateWrites } from '#functions/claims/claim-candidates';
import { findShipmentByTrackingCode, trackedShipmentRefOf } from './dynamodb.tracking-code';

export const dynamoTrackingStore: TrackingStore = {
  findByTrackingCode: findShipmentByTrackingCode,

  readOrder,

  async saveProgress({ accountId, before, after, activity, watch, journeyEnded, claimCandidate }) {
    const at = new Date().toISOString();
    const entities = { ...ORDER_WITH_ACTIVITY, ...CLAIM_CANDIDATE_ENTITIES, trackingWatch: TrackingWatchEntity };
    const result = await writeTransaction(entities, (tx) => ({
      ...replaceOrderWithActivity(
        tx,
        accountId,
        before,
        after,
        activity
          ? [
              {
                eventId: activity.eventId,
                at,
                orderId: activity.orderId,
                type: 'shipment_status_updated',
                message: 'Shipment status updated',
                actor: 'tracking',
                ...(activity.details ? { details: activity.details } : {}),
              },
            ]
          : [],
      ),
      watch: [
        journeyEnded
          ? tx.trackingWatch.delete({ trackingCode: watch.trackingCode }).commit()
          : tx.trackingWatch.put(watch).commit(),
      ],
      claimCandidate: claimCandidate
        ? claimCandidateWrites(tx, { accountId, orderId: after.id, ...claimCandidate })
        : [],
    }));
    if (result.ok) return 'saved';
    if (result.reasons.order.some((c) => c === 'ConditionalCheckFailed' || c === 'TransactionConflict')) return 'stale';
    throw new Error(`Tracking progress was not saved: ${describeReasons(result.reasons)}`);
  },

  async dueWatches(now, limit) {
    const { data } = await onTable(TrackingWatchEntity)
      .query.due({})
      .lt({ checkAfter: now })
      .go({ limit, order: 'asc' });
    return data.map((d) => ({ ...trackedShipmentRefOf(d), checkAfter: d.checkAfter }));
  },

  async postponeWatch(watch) {
    await onTable(TrackingWatchEntity).put(watch).go();
  },

  async dropWatch(trackingCode) {
    await onTable(TrackingWatchEntity).delete({ trackingCode }).go();
  },
};

export const dynamoTrackingEmailClaims: TrackingEmailClaims = {
  async acquire(message, leaseMs): Promise<EmailClaim> {
    const token = randomUUID();
    const now = new Date();
    const item = {
      accountId: message.accountId,
      emailKey: message.emailKey,
      shipmentId: message.shipmentId,
      emailStatus: message.emailStatus,
      message,
      queued: false,
      token,
      leaseUntil: new Date(now.getTime() + leaseMs).toISOString(),
    };
    try {
      await onTable(TrackingEmailClaimEntity)
        .put({ ...item, sends: 0 })
        .where(
          (attr, { notExists, eq, lt }) =>
            `${notExists(attr.emailKey)} OR (${eq(attr.queued, false)} AND ${lt(attr.leaseUntil, now.toISOString())})`,
        )
        .go();
      return { kind: 'acquired', token };
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
    }
    const { data } = await onTable(TrackingEmailClaimEntity)
      .get({ accountId: message.accountId, emailKey: message.emailKey })
      .go({ consistent: true });
    return data?.queued ? { kind: 'queued' } : { kind: 'busy' };
  },

  async markQueued(message, token) {
    await onTable(TrackingEmailClaimEntity)
      .patch({ accountId: message.accountId, emailKey: message.emailKey })
      .set({ queued: true })
      .add({ sends: 1 })
      .where((attr, { eq }) => eq(attr.token, token))
      .go();
  },

  async release(message, token) {
    try {
      await onTable(TrackingEmailClaimEntity)
        .patch({ accountId: message.accountId, emailKey: message.emailKey })
        .set({ leaseUntil: new Date(0).toISOString() })
        .where((attr, { eq }) => `${eq(attr.token, token)} AND ${eq(attr.queued, false)}`)
        .go();
    } catch (err) {
      // Taken over meanwhile (our lease ran out): the new holder sends it.
      if (!isConditionFailure(err)) throw err;
    }
  },
};

/** Deliveries are kept 30 days: EasyPost retries a failed delivery for days, never for weeks. */
const DELIVERY_TTL_SECONDS = 30 * 24 * 60 * 60;

export const dynamoWebhookDeliveries: WebhookDeliveryStore = {
  async record({ provider, eventId, trackingCode, receivedAt }) {
    try {
      await onTable(WebhookDeliveryEntity)
        .create({
          provider,
          eventId,
          ...(trackingCode ? { trackingCode } : {}),
          receivedAt,
          enqueued: false,
          expiresAt: Math.floor(Date.parse(receivedAt) / 1000) + DELIVERY_TTL_SECONDS,
        })
        .go();
      return 'new';
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
    }
    const { data } = await onTable(WebhookDeliveryEntity).get({ provider, eventId }).go({ consistent: true });
    return data?.enqueued ? 'enqueued' : 'pending';
  },

  async markEnqueued(provider, eventId) {
    await onTable(WebhookDeliveryEntity).patch({ provider, eventId }).set({ enqueued: true }).go();
  },
};
