import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, timestamps } from '#lib/db/common';

/**
 * The sandbox carriers' own memory of the labels they sold, standing in for a real carrier's
 * database so findLabel, refunds and tracking survive a restart or a crashed worker. It belongs to
 * the carrier, not to a merchant, so its partitions are not accounts: they start with SANDBOX#.
 *
 * SANDBOX#KEY#<idempotencyKey> / SHIPMENT: the record (label, render input, refund).
 * SANDBOX#TRK#<trackingCode> / SHIPMENT: a pointer to the record's key, so a tracking number finds
 * its label with a strongly consistent get instead of a GSI. Both are written in one transaction,
 * each on a not-exists condition, so two concurrent purchases with one key cannot both win.
 *
 * gsi1 `SANDBOX#TRACKING` / <purchasedAt> (a GSI key need not be unique): labels whose tracking the sandbox
 * webhook emitter has not finished, oldest first. Sparse: the index condition drops the keys once
 * `emitted.done` is written (a label bought before this index existed has no purchasedAt and never
 * enters it).
 */
export const SandboxShipmentEntity = new Entity({
  model: { entity: 'sandboxShipment', version: '1', service: SERVICE_NAME },
  attributes: {
    idempotencyKey: { type: 'string', required: true, readOnly: true },
    trackingCode: { type: 'string', required: true, readOnly: true },
    purchasedAt: { type: 'string', readOnly: true },
    /** The stored SandboxShipmentRecord (shared/domain/carriers/ports.ts). */
    record: { type: 'any', required: true },
    /** The emitter's SandboxEmission (shared/domain/carriers/ports.ts), beside the record so a refund's put keeps it. */
    emitted: { type: 'any' },
    ...timestamps,
  },
  indexes: {
    byKey: {
      pk: { field: 'pk', casing: 'none', composite: ['idempotencyKey'], template: 'SANDBOX#KEY#${idempotencyKey}' },
      sk: { field: 'sk', casing: 'none', composite: [], template: 'SHIPMENT' },
    },
    tracking: {
      index: 'gsi1',
      condition: (attr) => !(attr.emitted as { done?: boolean } | undefined)?.done,
      pk: { field: 'gsi1pk', casing: 'none', composite: [], template: 'SANDBOX#TRACKING' },
      sk: {
        field: 'gsi1sk',
        casing: 'none',
        composite: ['purchasedAt'],
        template: '${purchasedAt}',
      },
    },
  },
});

export const SandboxTrackingEntity = new Entity({
  model: { entity: 'sandboxTracking', version: '1', service: SERVICE_NAME },
  attributes: {
    trackingCode: { type: 'string', required: true, readOnly: true },
    idempotencyKey: { type: 'string', required: true, readOnly: true },
    ...timestamps,
  },
  indexes: {
    byTrackingCode: {
      pk: { field: 'pk', casing: 'none', composite: ['trackingCode'], template: 'SANDBOX#TRK#${trackingCode}' },
      sk: { field: 'sk', casing: 'none', composite: [], template: 'SHIPMENT' },
    },
  },
});
