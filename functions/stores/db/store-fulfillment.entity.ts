import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, accountPartition, timestamps } from '#lib/db/common';

/**
 * One label's push to its store (shared/domain/stores/store-fulfillment.ts), by its purchase key
 * (`<shipmentId>#<sequence>`): ACC#<accountId> / FULFILLMENT#<purchaseKey>. `pushing` while a
 * worker holds the claim (until `leaseUntil`, epoch ms), `done` with the store's fulfillment once
 * it answered: a redelivered or concurrent message finds it and pushes nothing.
 */
export const StoreFulfillmentClaimEntity = new Entity({
  model: { entity: 'storeFulfillmentClaim', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    purchaseKey: { type: 'string', required: true, readOnly: true },
    state: { type: ['pushing', 'done'] as const, required: true },
    claimId: { type: 'string', required: true },
    leaseUntil: { type: 'number', required: true },
    /** ShipmentFulfillment, once done. */
    fulfillment: { type: 'any' },
    ...timestamps,
  },
  indexes: {
    byAccount: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: ['purchaseKey'], template: 'FULFILLMENT#${purchaseKey}' },
    },
  },
});
