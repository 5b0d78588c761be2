/**
 * What claims lends to other domains' deps files (the staff console, the automatic opening of claims, the
 * shoppers' protection claims): the claim store with its shipment + type hold and its paid-claim wallet credit,
 * the staff review queue across accounts, the claim settings, and the claim documents (their records and their
 * files in the documents bucket) that staff review. Another domain wires these and nothing else
 * of claims's adapters/ or db/ (lint holds it); everything not listed here stays private to claims.
 */
export {
  claimWritesWith,
  dynamoClaimReviewQueue,
  dynamoClaimStore,
  type ClaimWriteCompanion,
} from './adapters/dynamodb.claim-store';
export { dynamoClaimSettingsStore } from './adapters/dynamodb.claim-settings-store';
export { dynamoClaimDocumentStore } from './adapters/dynamodb.claim-document-store';
export { makeS3ClaimDocumentFiles } from './adapters/s3.claim-document-files';
