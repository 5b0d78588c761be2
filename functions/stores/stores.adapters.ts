/**
 * What stores lends to other domains' deps files: the store connections, a store's last-error note (the
 * order-landing worker reports an order the import refused there) and the fulfilment queue. Another
 * domain wires these and nothing else of stores's adapters/ or db/ (lint holds it); everything not listed
 * here stays private to stores.
 */
export { dynamoCustomStoreConnections, dynamoStoreConnections } from './adapters/dynamodb.store-connections';
export { dynamoStoreErrors } from './adapters/dynamodb.store-errors';
export { makeSqsFulfillmentQueue } from './adapters/sqs.fulfillment-queue';
