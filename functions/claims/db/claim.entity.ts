import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, accountPartition, timestamps } from '#lib/db/common';
import { sparseIndex } from '#lib/db/sparse-index';
import { CLAIM_RESOLUTIONS, CLAIM_STATUSES, REVIEW_CLAIM_STATUSES } from '#domain/claims/claim-lifecycle.rules';
import { CLAIM_SOURCE_KINDS, CLAIM_TYPES } from '#domain/claims/claim-record';
import { CLAIM_DOCUMENT_TYPES } from '#domain/claims/claim.schema';

const inReview = (status: unknown) => (REVIEW_CLAIM_STATUSES as readonly unknown[]).includes(status);

/**
 * One claim (shared/domain/claims/claim-record.ts):
 *
 * ACC#<a> / CLAIM#<claimId>                                   get by id
 * gsi1  ACC#<a>#CLAIMS / <createdAt>#<claimId>                the account's claims, newest first
 * gsi2  ACC#<a>#CLAIMS#<status> / <createdAt>#<claimId>       by status, newest first
 * gsi3  ACC#<a>#ORDERCLAIMS#<orderId> / <createdAt>#<claimId> the claims of one order (its shipments' "claim filed")
 * gsi4  CLAIMREVIEW#<status> / <createdAt>#<a>#<claimId>      sparse, across accounts: the claims staff review
 *
 * gsi4 is not led by an account (like the schedules' keys): it is how staff find claims to decide, and it
 * holds only claims in an open status. `status` is a key attribute of gsi2 and gsi4, so every write of it
 * re-evaluates the index condition and carries `createdAt` (hence not readOnly here) and the keys.
 */
export const ClaimEntity = new Entity({
  model: { entity: 'claim', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    claimId: { type: 'string', required: true, readOnly: true },
    orderId: { type: 'string', required: true, readOnly: true },
    shipmentId: { type: 'string', readOnly: true },
    sourceKind: { type: CLAIM_SOURCE_KINDS, required: true, readOnly: true },
    type: { type: CLAIM_TYPES, required: true, readOnly: true },
    /** The shipment + type this claim holds while draft or open (ClaimHoldEntity). */
    subjectKey: { type: 'string', required: true, readOnly: true },
    status: { type: CLAIM_STATUSES, required: true },
    resolution: { type: CLAIM_RESOLUTIONS, required: true },
    /** The merchant's claim form (accounts §3). */
    claim: { type: 'any', required: true },
    /** Server-owned amounts in cents (ClaimAmounts). */
    amounts: { type: 'any', required: true },
    /** ClaimHistoryEntry[], oldest first. */
    history: { type: 'any', required: true },
    orderNumber: { type: 'string', required: true },
    trackingCode: { type: 'string' },
    fileBy: { type: 'string' },
    insurerClaimId: { type: 'string' },
    /** Confirmed and pending documents, kept under the per-claim cap by the write that adds one. */
    documentCount: { type: 'number', required: true, default: 0 },
    version: { type: 'number', required: true },
    submittedAt: { type: 'string' },
    createdAt: { type: 'string', required: true },
    updatedAt: timestamps.updatedAt,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: ['claimId'], template: 'CLAIM#${claimId}' },
    },
    byAccount: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', casing: 'none', composite: ['accountId'], template: 'ACC#${accountId}#CLAIMS' },
      sk: { field: 'gsi1sk', casing: 'none', composite: ['createdAt', 'claimId'], template: '${createdAt}#${claimId}' },
    },
    byStatus: {
      index: 'gsi2',
      pk: {
        field: 'gsi2pk',
        casing: 'none',
        composite: ['accountId', 'status'],
        template: 'ACC#${accountId}#CLAIMS#${status}',
      },
      sk: { field: 'gsi2sk', casing: 'none', composite: ['createdAt', 'claimId'], template: '${createdAt}#${claimId}' },
    },
    byOrder: {
      index: 'gsi3',
      pk: {
        field: 'gsi3pk',
        casing: 'none',
        composite: ['accountId', 'orderId'],
        template: 'ACC#${accountId}#ORDERCLAIMS#${orderId}',
      },
      sk: { field: 'gsi3sk', casing: 'none', composite: ['createdAt', 'claimId'], template: '${createdAt}#${claimId}' },
    },
    reviewQueue: sparseIndex(
      'gsi4',
      { partition: 'CLAIMREVIEW#${status}', partitionBy: ['status'], sortBy: ['createdAt', 'accountId', 'claimId'] },
      (attr) => inReview(attr.status),
    ),
  },
});

/**
 * ACC#<a> / CLAIMHOLD#<orderId>#<shipmentId|->#<type>: one shipment (or order) + type has at most one draft or
 * open claim. Created with `attribute_not_exists` in the claim's creating transaction, deleted (naming its
 * claim) by the transaction that moves the claim out of draft/open or deletes the draft.
 */
export const ClaimHoldEntity = new Entity({
  model: { entity: 'claimHold', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    subjectKey: { type: 'string', required: true, readOnly: true },
    claimId: { type: 'string', required: true, readOnly: true },
    ...timestamps,
  },
  indexes: {
    bySubject: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: ['subjectKey'], template: 'CLAIMHOLD#${subjectKey}' },
    },
  },
});

/**
 * ACC#<a> / CLAIMDOC#<claimId>#<documentId>: one document's metadata (ClaimDocument); its bytes are in the
 * documents bucket under claims/<a>/<claimId>/<documentId>. Listed by `begins_with CLAIMDOC#<claimId>#`.
 */
export const ClaimDocumentEntity = new Entity({
  model: { entity: 'claimDocument', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    claimId: { type: 'string', required: true, readOnly: true },
    documentId: { type: 'string', required: true, readOnly: true },
    documentType: { type: CLAIM_DOCUMENT_TYPES, required: true },
    fileName: { type: 'string', required: true },
    contentType: { type: 'string', required: true },
    sizeBytes: { type: 'number', required: true },
    state: { type: ['pending', 'confirmed'] as const, required: true },
    uploadedAt: { type: 'string', required: true },
    ...timestamps,
  },
  indexes: {
    byClaim: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: {
        field: 'sk',
        casing: 'none',
        composite: ['claimId', 'documentId'],
        template: 'CLAIMDOC#${claimId}#${documentId}',
      },
    },
  },
});
