/**
 * The single table's physical shape: key attributes and GSIs.
 * CDK (infra/stacks/stateful.stack.ts) and the local runtime (DynamoDB Local) both create
 * the table from this object. Entity key templates live only in the ElectroDB entities
 * beside this file; every partition key starts with the merchant account id.
 */
export const TABLE_DEFINITION = {
  partitionKey: 'pk',
  sortKey: 'sk',
  timeToLiveAttribute: 'expiresAt',
  /** Overloaded GSIs; each entity documents which access pattern it serves through which index. */
  globalSecondaryIndexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
    { indexName: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
    { indexName: 'gsi5', partitionKey: 'gsi5pk', sortKey: 'gsi5sk' },
    { indexName: 'gsi6', partitionKey: 'gsi6pk', sortKey: 'gsi6sk' },
  ],
} as const;

export type TableDefinition = typeof TABLE_DEFINITION;
