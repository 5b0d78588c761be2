/**
 * What orders lends to other domains' deps files: the order records, the order store with its grid query, and the activity log. Another domain wires these and nothing
 * else of orders's adapters/ or db/ (lint holds it); everything not listed here stays private to orders.
 */
export { dynamoActivityLog } from './adapters/dynamodb.activity-log';
export { dynamoOrderRecords, dynamoOrderStore } from './adapters/dynamodb.order-store';
