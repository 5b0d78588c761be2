import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, timestamps } from '#lib/db/common';

/**
 * gsi1 `SANDBOX#COURIER#TRACKING` / <dispatchedAt>: deliveries whose tracking webhooks are not finished, oldest
 * first; sparse, the index condition drops them once `emitted.done` is written.
 *
 * The sandbox courier's own memory of the deliveries it created, standing in for the provider's database so
 * a retried dispatch, tracking and cancel survive a restart or a crashed worker. It belongs to the provider,
 * not to a merchant, so its partitions are not accounts: they start with SANDBOX#.
 *
 * SANDBOX#COURIER#KEY#<idempotencyKey> / DELIVERY: the record (dispatch, cancel time).
 * SANDBOX#COURIER#DEL#<deliveryId> / DELIVERY: a pointer to the record's key, so a delivery id finds its record
 * with a consistent get. Both are written in one transaction, each on a not-exists condition, so two concurrent
 * dispatches with one key cannot both win.
 */
export const SandboxCourierDeliveryEntity = new Entity({
  model: { entity: 'sandboxCourierDelivery', version: '1', service: SERVICE_NAME },
  attributes: {
    idempotencyKey: { type: 'string', required: true, readOnly: true },
    deliveryId: { type: 'string', required: true, readOnly: true },
    dispatchedAt: { type: 'string', readOnly: true },
    /** The stored SandboxCourierRecord (shared/domain/couriers/ports.ts). */
    record: { type: 'any', required: true },
    /** The tracking webhooks' SandboxCourierEmission, beside the record so a cancel's put keeps it. */
    emitted: { type: 'any' },
    ...timestamps,
  },
  indexes: {
    byKey: {
      pk: {
        field: 'pk',
        casing: 'none',
        composite: ['idempotencyKey'],
        template: 'SANDBOX#COURIER#KEY#${idempotencyKey}',
      },
      sk: { field: 'sk', casing: 'none', composite: [], template: 'DELIVERY' },
    },
    tracking: {
      index: 'gsi1',
      condition: (attr) => !(attr.emitted as { done?: boolean } | undefined)?.done,
      pk: { field: 'gsi1pk', casing: 'none', composite: [], template: 'SANDBOX#COURIER#TRACKING' },
      sk: { field: 'gsi1sk', casing: 'none', composite: ['dispatchedAt'], template: '${dispatchedAt}' },
    },
  },
});

export const SandboxCourierPointerEntity = new Entity({
  model: { entity: 'sandboxCourierPointer', version: '1', service: SERVICE_NAME },
  attributes: {
    deliveryId: { type: 'string', required: true, readOnly: true },
    idempotencyKey: { type: 'string', required: true, readOnly: true },
    ...timestamps,
  },
  indexes: {
    byDeliveryId: {
      pk: { field: 'pk', casing: 'none', composite: ['deliveryId'], template: 'SANDBOX#COURIER#DEL#${deliveryId}' },
      sk: { field: 'sk', casing: 'none', composite: [], template: 'DELIVERY' },
    },
  },
});
