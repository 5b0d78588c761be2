import { s3Client } from '#lib/clients';
import { documentsBucket } from '#lib/documents-bucket';
import { uuidGenerator } from '#lib/ids';
import {
  dynamoAccountDirectory,
  dynamoAccountStore,
  dynamoSubscriptionStore,
} from '#functions/accounts/accounts.adapters';
import { dynamoWallet } from '#functions/billing/billing.adapters';
import {
  dynamoClaimDocumentStore,
  dynamoClaimReviewQueue,
  dynamoClaimStore,
  makeS3ClaimDocumentFiles,
} from '#functions/claims/claims.adapters';
import { claimDecisions } from '#functions/claims/claims.deps';
import { dynamoAdminAuditLog } from './adapters/dynamodb.admin-audit-log';
import { dynamoAuditedClaimWrites } from './adapters/dynamodb.audited-claim-writes';
import { makeAuditLogReader } from './use-cases/audit-log.use-case';
import { makeClaimDocumentsReview } from './use-cases/claim-documents-review.use-case';
import { makeClaimReview } from './use-cases/claim-review.use-case';
import { makeStaffAccounts } from './use-cases/staff-accounts.use-case';

// The staff console's use cases wired to their real adapters, once; handlers import what they serve.
// Each wiring is marked pure so a function's bundle keeps only the ones its handler uses.

export { adminRoute } from '#lib/http/http-route';

export const claimReview = /* @__PURE__ */ makeClaimReview({
  claims: dynamoClaimStore,
  queue: dynamoClaimReviewQueue,
  decisions: claimDecisions,
  writes: dynamoAuditedClaimWrites,
  ids: uuidGenerator,
});

export const staffAccounts = /* @__PURE__ */ makeStaffAccounts({
  directory: dynamoAccountDirectory,
  accounts: dynamoAccountStore,
  subscriptions: dynamoSubscriptionStore,
  wallet: dynamoWallet,
  claims: dynamoClaimStore,
  audit: dynamoAdminAuditLog,
});

export const auditLog = /* @__PURE__ */ makeAuditLogReader({ audit: dynamoAdminAuditLog });

export const claimDocumentsReview = /* @__PURE__ */ makeClaimDocumentsReview({
  claims: dynamoClaimStore,
  documents: dynamoClaimDocumentStore,
  files: /* @__PURE__ */ makeS3ClaimDocumentFiles(s3Client, documentsBucket),
});
