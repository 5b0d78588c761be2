import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { QueueDefinition } from '../app-manifest';

export interface QueueWithDlqProps {
  definition: QueueDefinition;
}

/** DLQ messages wait the SQS maximum so an operator has two weeks to inspect and redrive them. */
const DLQ_RETENTION = Duration.days(14);

/**
 * A work queue and its dead-letter queue, shaped by one manifest entry. Both are encrypted with
 * SQS-managed keys and refuse non-TLS requests.
 */
export class QueueWithDlq extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;
  readonly definition: QueueDefinition;

  constructor(scope: Construct, id: string, props: QueueWithDlqProps) {
    super(scope, id);
    const { definition } = props;
    this.definition = definition;

    this.deadLetterQueue = new Queue(this, 'DeadLetterQueue', {
      retentionPeriod: DLQ_RETENTION,
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.deadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: `This queue is itself the dead-letter queue of the ${definition.name} queue; a DLQ of a DLQ would only hide failed messages one level deeper.`,
    });

    this.queue = new Queue(this, 'Queue', {
      visibilityTimeout: Duration.seconds(definition.visibilityTimeoutSeconds),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: definition.maxReceiveCount },
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
