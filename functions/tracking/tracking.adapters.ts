/**
 * What tracking lends to other domains' deps files: the late-shipment settings and the webhook deliveries ledger. Another domain wires these and nothing
 * else of tracking's adapters/ or db/ (lint holds it); everything not listed here stays private to tracking.
 */
export { dynamoLateShipmentSettings } from './adapters/dynamodb.late-shipment-store';
export { dynamoWebhookDeliveries } from './adapters/dynamodb.tracking-store';
// The branded pages' subdomains (a shopper's protection claim acts for the page's account) and the emails
// queue (a protection claim's outcome is a tracking email, orders §4).
export { dynamoTrackingPageStore } from './adapters/dynamodb.tracking-page-store';
export { makeSqsTrackingEmailQueue } from './adapters/sqs.tracking-email-queue';
