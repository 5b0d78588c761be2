import { s3Client, sqsClient } from '#lib/clients';
import { documentsBucket } from '#lib/documents-bucket';
import { uuidGenerator } from '#lib/ids';
import { queueUrlFromEnv } from '#lib/queue-url';
import { ordersByNumberInAnyStore } from '#functions/orders/order-reads';
import { readOrder } from '#functions/orders/order-writes';
import { dynamoTrackingPageStore, makeSqsTrackingEmailQueue } from '#functions/tracking/tracking.adapters';
import { dynamoClaimDocumentStore } from './adapters/dynamodb.claim-document-store';
import { dynamoProtectionClaimStore } from './adapters/dynamodb.protection-claim-store';
import { makeS3ClaimDocumentFiles } from './adapters/s3.claim-document-files';
import { makeProtectionClaimUseCases } from './use-cases/protection-claims.use-cases';
import { tableRateLimiter } from '#lib/rate-limit/table-rate-limiter';

// Order protection's use cases wired to their real adapters. Apart from the merchant's claims wiring so the
// public filing's function bundles none of the claim form, documents or insurer code.

const EMAILS_QUEUE_URL = 'EMAILS_QUEUE_URL';

export const protectionClaims = /* @__PURE__ */ makeProtectionClaimUseCases({
  pages: { accountOfSubdomain: (subDomain) => dynamoTrackingPageStore.accountOfSubdomain(subDomain) },
  orders: { findByOrderNumber: ordersByNumberInAnyStore, read: readOrder },
  claims: dynamoProtectionClaimStore,
  documents: dynamoClaimDocumentStore,
  files: /* @__PURE__ */ makeS3ClaimDocumentFiles(s3Client, documentsBucket),
  limiter: tableRateLimiter,
  emails: /* @__PURE__ */ makeSqsTrackingEmailQueue(sqsClient, /* @__PURE__ */ queueUrlFromEnv(EMAILS_QUEUE_URL)),
  ids: uuidGenerator,
});
