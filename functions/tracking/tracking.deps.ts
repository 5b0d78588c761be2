import { sqsClient } from '#lib/clients';
import { documentFiles, readDocumentText } from '#lib/documents-bucket';
import type { OverflowReader } from '#lib/queue-overflow';
import { carriersWithoutLabels } from '#functions/carriers/carriers.deps';
import { queueUrlFromEnv } from '#lib/queue-url';
import {
  dynamoTrackingEmailClaims,
  dynamoTrackingStore,
  dynamoWebhookDeliveries,
} from './adapters/dynamodb.tracking-store';
import { makeSqsTrackingEmailQueue, makeSqsTrackingUpdateQueue } from './adapters/sqs.tracking-email-queue';
import { makeApplyTracking } from './use-cases/apply-tracking.use-case';
import { makePollTrackers } from './use-cases/poll-trackers.use-case';
import { makeReceiveEasyPostWebhook } from './use-cases/receive-webhook.use-case';
import { easyPostWebhookSecret } from './webhook-secret';

// The tracking use cases wired to their real adapters, once; each wiring is marked pure so a
// function's bundle keeps only what its handler uses.

/** queueUrlEnvName of the app manifest's queues, set by CDK and the local runtime for senders. */
const TRACKING_UPDATES_QUEUE_URL = 'TRACKING_UPDATES_QUEUE_URL';
const EMAILS_QUEUE_URL = 'EMAILS_QUEUE_URL';

export const receiveEasyPostWebhook = /* @__PURE__ */ makeReceiveEasyPostWebhook({
  secret: easyPostWebhookSecret,
  deliveries: dynamoWebhookDeliveries,
  // Scans too large for a message wait in the documents bucket (queue-overflow/, expired by a lifecycle rule).
  updates: /* @__PURE__ */ makeSqsTrackingUpdateQueue(
    sqsClient,
    /* @__PURE__ */ queueUrlFromEnv(TRACKING_UPDATES_QUEUE_URL),
    documentFiles,
  ),
});

/** Where a tracking update's scans too large for its message were written by the webhook. */
export const trackingUpdateOverflow: OverflowReader = readDocumentText;

export const applyTracking = /* @__PURE__ */ makeApplyTracking({
  tracking: dynamoTrackingStore,
  claims: dynamoTrackingEmailClaims,
  emails: /* @__PURE__ */ makeSqsTrackingEmailQueue(sqsClient, /* @__PURE__ */ queueUrlFromEnv(EMAILS_QUEUE_URL)),
});

export const pollTrackers = /* @__PURE__ */ makePollTrackers({
  tracking: dynamoTrackingStore,
  carrier: carriersWithoutLabels,
  applyTracking,
});
