import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, accountPartition, timestamps } from '#lib/db/common';

/**
 * Where a tracking code belongs: TRACKCODE#<trackingCode> / SHIPMENT → account, order, shipment.
 * Written in the label commit transaction. A carrier's report names only the tracking code, so this
 * partition is not led by an account: it is how the account is found (like the sandbox carrier's
 * SANDBOX#TRK#). A strongly consistent get, no GSI.
 */
export const TrackingCodeEntity = new Entity({
  model: { entity: 'trackingCode', version: '1', service: SERVICE_NAME },
  attributes: {
    trackingCode: { type: 'string', required: true, readOnly: true },
    accountId: { type: 'string', required: true },
    orderId: { type: 'string', required: true },
    shipmentId: { type: 'string', required: true },
    carrier: { type: 'string', required: true },
    ...timestamps,
  },
  indexes: {
    byCode: {
      pk: { field: 'pk', casing: 'none', composite: ['trackingCode'], template: 'TRACKCODE#${trackingCode}' },
      sk: { field: 'sk', casing: 'none', composite: [], template: 'SHIPMENT' },
    },
  },
});

/**
 * A shipment in flight, for the poll-trackers schedule: TRACKCODE#<code> / WATCH, and the sparse
 * gsi1 `SCHEDULE#TRACKING` / <checkAfter>#<trackingCode> (like SCHEDULE#REFUNDS): only labelled
 * shipments whose journey has not ended are in it; delivered and returned shipments leave it.
 */
export const TrackingWatchEntity = new Entity({
  model: { entity: 'trackingWatch', version: '1', service: SERVICE_NAME },
  attributes: {
    trackingCode: { type: 'string', required: true, readOnly: true },
    accountId: { type: 'string', required: true },
    orderId: { type: 'string', required: true },
    shipmentId: { type: 'string', required: true },
    carrier: { type: 'string', required: true },
    checkAfter: { type: 'string', required: true },
  },
  indexes: {
    byCode: {
      pk: { field: 'pk', casing: 'none', composite: ['trackingCode'], template: 'TRACKCODE#${trackingCode}' },
      sk: { field: 'sk', casing: 'none', composite: [], template: 'WATCH' },
    },
    due: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', casing: 'none', composite: [], template: 'SCHEDULE#TRACKING' },
      sk: {
        field: 'gsi1sk',
        casing: 'none',
        composite: ['checkAfter', 'trackingCode'],
        template: '${checkAfter}#${trackingCode}',
      },
    },
  },
});

/**
 * The claim of one tracking email: ACC#<a> / TRACKEMAIL#<trackingEmailKey>. Put when absent or when
 * an unsent claim's lease ran out; `queued` once the emails queue took the message, which it keeps.
 */
export const TrackingEmailClaimEntity = new Entity({
  model: { entity: 'trackingEmailClaim', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    emailKey: { type: 'string', required: true, readOnly: true },
    shipmentId: { type: 'string', required: true },
    emailStatus: { type: 'string', required: true },
    /** The TrackingEmailMessage sent (or to send) under this claim. */
    message: { type: 'any', required: true },
    queued: { type: 'boolean', required: true },
    token: { type: 'string', required: true },
    /** ISO instant until which the holder may send; an unsent claim past it can be taken over. */
    leaseUntil: { type: 'string', required: true },
    sends: { type: 'number', required: true },
    ...timestamps,
  },
  indexes: {
    byKey: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: ['emailKey'], template: 'TRACKEMAIL#${emailKey}' },
    },
  },
});

/**
 * A verified webhook delivery: WEBHOOK#<provider>#<eventId> / DELIVERY, created once per event id
 * (a redelivery finds it), `enqueued` once its queue (tracking-updates, store-events) took it;
 * expires after 30 days (EasyPost and the store platforms retry for days, never for weeks).
 */
export const WebhookDeliveryEntity = new Entity({
  model: { entity: 'webhookDelivery', version: '1', service: SERVICE_NAME },
  attributes: {
    provider: { type: 'string', required: true, readOnly: true },
    eventId: { type: 'string', required: true, readOnly: true },
    /** EasyPost deliveries: the tracker's code (store events have none). */
    trackingCode: { type: 'string' },
    receivedAt: { type: 'string', required: true },
    enqueued: { type: 'boolean', required: true },
    expiresAt: { type: 'number', required: true },
    ...timestamps,
  },
  indexes: {
    byEvent: {
      pk: {
        field: 'pk',
        casing: 'none',
        composite: ['provider', 'eventId'],
        template: 'WEBHOOK#${provider}#${eventId}',
      },
      sk: { field: 'sk', casing: 'none', composite: [], template: 'DELIVERY' },
    },
  },
});
