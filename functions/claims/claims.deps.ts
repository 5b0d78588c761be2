import { dynamoAccountStore } from '#functions/accounts/accounts.adapters';
import { dynamoInvoices } from '#functions/billing/billing.adapters';
import { dynamoOrderRecords } from '#functions/orders/orders.adapters';
import { sqsClient, s3Client } from '#lib/clients';
import { documentsBucket } from '#lib/documents-bucket';
import { uuidGenerator } from '#lib/ids';
import { logger } from '#lib/logger';
import { queueUrlFromEnv } from '#lib/queue-url';
import { dynamoClaimDocumentStore } from './adapters/dynamodb.claim-document-store';
import { dynamoClaimSettingsStore } from './adapters/dynamodb.claim-settings-store';
import { dynamoClaimStore } from './adapters/dynamodb.claim-store';
import { makeS3ClaimDocumentFiles } from './adapters/s3.claim-document-files';
import { makeSqsClaimNotifier } from './adapters/sqs.claim-notifier';
import { makeClaimDocuments } from './use-cases/claim-documents.use-case';
import { makeClaimSettings } from './use-cases/claim-settings.use-case';
import { makeClaims } from './use-cases/claims.use-case';
import { makeClaimDecisions } from './use-cases/settle-claim.use-case';

// The claims use cases wired to their real adapters, once; handlers (and the staff console) import what they serve.

const notifier = /* @__PURE__ */ makeSqsClaimNotifier(sqsClient, /* @__PURE__ */ queueUrlFromEnv('EMAILS_QUEUE_URL'));
const files = /* @__PURE__ */ makeS3ClaimDocumentFiles(s3Client, documentsBucket);
const onNotifyError = (error: unknown, claimId: string) =>
  logger.error('Claim status email not queued', { claimId, error: error as Error });

export const claims = /* @__PURE__ */ makeClaims({
  claims: dynamoClaimStore,
  documents: dynamoClaimDocumentStore,
  files,
  orders: dynamoOrderRecords,
  accounts: dynamoAccountStore,
  settings: dynamoClaimSettingsStore,
  notifier,
  ids: uuidGenerator,
  onNotifyError,
});

export const claimDocuments = /* @__PURE__ */ makeClaimDocuments({
  claims: dynamoClaimStore,
  documents: dynamoClaimDocumentStore,
  files,
  ids: uuidGenerator,
});

export const claimSettings = /* @__PURE__ */ makeClaimSettings({ settings: dynamoClaimSettingsStore });

/** settleClaim and the other staff/insurer moves: what the staff console and the insurer adapters call. */
export const claimDecisions = /* @__PURE__ */ makeClaimDecisions({
  claims: dynamoClaimStore,
  settings: dynamoClaimSettingsStore,
  notifier,
  orders: dynamoOrderRecords,
  invoices: dynamoInvoices,
  onNotifyError,
});
