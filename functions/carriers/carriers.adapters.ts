/**
 * What carriers lends to other domains' deps files: the carrier-account store and the webhook sender (the sandbox
 * courier posts its tracking webhooks as the sandbox carriers do). Another domain wires these and nothing
 * else of carriers's adapters/ or db/ (lint holds it); everything not listed here stays private to carriers.
 */
export { dynamoCarrierAccountStore } from './adapters/dynamodb.carrier-account-store';
export { makeFetchWebhookSender } from './adapters/fetch.webhook-sender';
