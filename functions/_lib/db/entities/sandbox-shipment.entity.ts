import { Entity } from 'electrodb';
import { SERVICE_NAME, timestamps } from './common';

/**
 * The sandbox carriers' own memory of the labels they sold, standing in for a real carrier's
 * database so findLabel, refunds and tracking survive a restart or a crashed worker. It belongs to
 * the carrier, not to a merchant, so its partitions are not accounts: they start with SANDBOX#.
 *
 * SANDBOX#KEY#<idempotencyKey> / SHIPMENT: the record (label, render input, refund).
 * SANDBOX#TRK#<trackingCode> / SHIPMENT: a pointer to the record's key, so a tracking number finds
 * its label with a strongly consistent get instead of a GSI. Both are written in one transaction,
 * each on a not-exists condition, so two concurrent purchases with one key cannot both win.
 */
export const SandboxShipmentEntity = new Entity({
  model: { entity: 'sandboxShipment', version: '1', service: SERVICE_NAME },
  attributes: {
    idempotencyKey: { type: 'string', required: true, readOnly: true },
    trackingCode: { type: 'string', required: true, readOnly: true },
    /** The stored SandboxShipmentRecord (shared/domain/carriers/ports.ts). */
    record: { type: 'any', required: true },
    ...timestamps,
  },
  indexes: {
    byKey: {
      pk: { field: 'pk', casing: 'none', composite: ['idempotencyKey'], template: 'SANDBOX#KEY#${idempotencyKey}' },
      sk: { field: 'sk', casing: 'none', composite: [], template: 'SHIPMENT' },
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
