/**
 * What warehouses lends to other domains' deps files: the warehouse store. Another domain wires these and nothing
 * else of warehouses's adapters/ or db/ (lint holds it); everything not listed here stays private to warehouses.
 */
export { dynamoWarehouseStore } from './adapters/dynamodb.warehouse-store';
