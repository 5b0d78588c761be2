/**
 * What catalog lends to other domains' deps files: the box, product, packaging and customer stores. Another domain wires these and nothing
 * else of catalog's adapters/ or db/ (lint holds it); everything not listed here stays private to catalog.
 */
export { boxReads, dynamoBoxList, dynamoBoxStore } from './adapters/dynamodb.box-store';
export { dynamoCustomerStore } from './adapters/dynamodb.customer-store';
export { dynamoPackagingStore, packagingReads } from './adapters/dynamodb.packaging-store';
export { dynamoProductStore, productReads, productsBySku } from './adapters/dynamodb.product-store';
