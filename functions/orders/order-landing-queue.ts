import { sqsClient } from '#lib/clients';
import { documentFiles } from '#lib/documents-bucket';
import { queueUrlFromEnv } from '#lib/queue-url';
import { makeSqsOrderLandingQueue } from './adapters/sqs.order-landing-queue';

/** queueUrlEnvName('order-landing'), set by CDK and the local runtime for senders. */
export const ORDER_LANDING_QUEUE_URL = 'ORDER_LANDING_QUEUE_URL';

/**
 * The orders domain's face for the store-events worker: it maps a platform's order and sends the draft here;
 * the order-landing worker writes it through the import writer, so the store worker bundles no import rules.
 */
export const orderLandingQueue = /* @__PURE__ */ makeSqsOrderLandingQueue(
  sqsClient,
  /* @__PURE__ */ queueUrlFromEnv(ORDER_LANDING_QUEUE_URL),
  documentFiles,
);
