import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { TABLE_DEFINITION } from '#lib/db/table-definition';

export interface SingleTableProps {
  /** Defaults to the shared TABLE_DEFINITION the local runtime also creates its table from. */
  definition?: {
    partitionKey: string;
    sortKey: string;
    timeToLiveAttribute: string;
    globalSecondaryIndexes: readonly { indexName: string; partitionKey: string; sortKey: string }[];
  };
}

/**
 * The one DynamoDB table every entity lives in. Stateful data: on-demand capacity, point-in-time
 * recovery, deletion protection and RETAIN, so neither a stack update nor a stack delete can lose it.
 */
export class SingleTable extends Construct {
  readonly table: Table;
  readonly indexNames: readonly string[];

  constructor(scope: Construct, id: string, props: SingleTableProps = {}) {
    super(scope, id);
    const definition = props.definition ?? TABLE_DEFINITION;

    this.table = new Table(this, 'Table', {
      partitionKey: { name: definition.partitionKey, type: AttributeType.STRING },
      sortKey: { name: definition.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      timeToLiveAttribute: definition.timeToLiveAttribute,
      encryption: TableEncryption.AWS_MANAGED,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    for (const gsi of definition.globalSecondaryIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: gsi.indexName,
        partitionKey: { name: gsi.partitionKey, type: AttributeType.STRING },
        sortKey: { name: gsi.sortKey, type: AttributeType.STRING },
      });
    }
    this.indexNames = definition.globalSecondaryIndexes.map((gsi) => gsi.indexName);
  }
}
