import { sqsClient } from '#lib/clients';
import { config } from '#lib/config';
import { documentFiles } from '#lib/documents-bucket';
import { queueUrlFromEnv } from '#lib/queue-url';
import { dynamoWebhookDeliveries } from '#functions/tracking/tracking.adapters';
import { dynamoStoreConnections } from './adapters/dynamodb.store-connections';
import { makeSqsStoreEventQueue } from './adapters/sqs.store-event-queue';
import { shopifyAppCredentials, squareAppCredentials } from './store-app-secrets';
import { makeReceiveStoreWebhook } from './use-cases/store-webhook.use-case';

import { STORE_EVENTS_QUEUE_URL } from './store-events.constants';

export { STORE_EVENTS_QUEUE_URL };

export const receiveStoreWebhook = /* @__PURE__ */ makeReceiveStoreWebhook({
  connections: dynamoStoreConnections,
  shopifySecret: async () => (await shopifyAppCredentials()).clientSecret,
  squareSignatureKey: async () => (await squareAppCredentials()).webhookSignatureKey,
  // The origin Square's subscription was registered on: the app's public URL (CloudFront forwards
  // /api/* unchanged), locally the gateway.
  publicOrigin: () => config().APP_URL,
  deliveries: dynamoWebhookDeliveries,
  // A payload too large for a message waits in the documents bucket (queue-overflow/, expired by a lifecycle rule).
  events: /* @__PURE__ */ makeSqsStoreEventQueue(
    sqsClient,
    /* @__PURE__ */ queueUrlFromEnv(STORE_EVENTS_QUEUE_URL),
    documentFiles,
  ),
});
