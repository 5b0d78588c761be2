import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, accountPartition, timestamps } from '#lib/db/common';
import { sparseIndex } from '#lib/db/sparse-index';
import { CLAIM_TYPES } from '#domain/claims/claim-record';
import { CLAIM_TRIGGERS } from '#domain/claims/claim-candidate.rules';

/**
 * A shipment whose tracking calls for a claim (shared/domain/claims/claim-candidate.rules.ts), written by the
 * tracking worker in the same transaction as the tracking change, and nowhere else:
 *
 * ACC#<a> / CLAIMCAND#<orderId>#<shipmentId>
 * gsi1 (sparse) SCHEDULE#CLAIMS / <dueAt>#<a>#<orderId>#<shipmentId>
 *
 * Only shipments with a candidate are in gsi1, so the claims sweep reads what is due (`dueAt <= now`) and never
 * the account's other shipments. Like SCHEDULE#TRACKING the index is not led by an account: a schedule walks it.
 * `stage` open: a draft claim is to be opened at dueAt; remind: the draft `claimId` is reminded of at dueAt
 * (its filing window closing). The sweep deletes the item when nothing is left to do.
 */
export const ClaimCandidateEntity = new Entity({
  model: { entity: 'claimCandidate', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    orderId: { type: 'string', required: true, readOnly: true },
    shipmentId: { type: 'string', required: true, readOnly: true },
    trigger: { type: CLAIM_TRIGGERS, required: true },
    type: { type: CLAIM_TYPES, required: true },
    stage: { type: ['open', 'remind'] as const, required: true },
    dueAt: { type: 'string', required: true },
    claimId: { type: 'string' },
    /** YYYY-MM-DD, the filing deadline the reminder is about. */
    fileBy: { type: 'string' },
    ...timestamps,
  },
  indexes: {
    byShipment: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: {
        field: 'sk',
        casing: 'none',
        composite: ['orderId', 'shipmentId'],
        template: 'CLAIMCAND#${orderId}#${shipmentId}',
      },
    },
    due: sparseIndex('gsi1', {
      partition: 'SCHEDULE#CLAIMS',
      sortBy: ['dueAt', 'accountId', 'orderId', 'shipmentId'],
    }),
  },
});
