import { NestedStack, type NestedStackProps } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction as LambdaTarget } from 'aws-cdk-lib/aws-events-targets';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { FunctionDefinition, QueueName } from '../app-manifest';
import { LambdaFunction, type FunctionResources } from '../constructs/lambda-function.construct';
import { constructIdOf } from './stateful.stack';

export interface FunctionGroupStackProps extends NestedStackProps {
  definitions: readonly FunctionDefinition[];
  projectRoot: string;
  environment: Record<string, string>;
  resources: FunctionResources & { queues: Partial<Record<QueueName, IQueue>> };
}

/**
 * The functions of one domain (`functions/<domain>/…`) with their queue event sources and
 * schedules. A Lambda with its role, policy, log group and route permission is about seven
 * CloudFormation resources, so one stack would hit the 500-resource limit near 65 functions;
 * a nested stack per domain keeps every template small as the manifest grows.
 */
export class FunctionGroupStack extends NestedStack {
  readonly functions: Record<string, LambdaFunction> = {};

  constructor(scope: Construct, id: string, props: FunctionGroupStackProps) {
    super(scope, id, props);
    for (const definition of props.definitions) {
      const lambda = new LambdaFunction(this, constructIdOf(definition.name), {
        definition,
        projectRoot: props.projectRoot,
        environment: props.environment,
        resources: props.resources,
      });
      this.functions[definition.name] = lambda;
      this.addQueueSource(lambda, props.resources.queues);
      this.addSchedule(lambda);
    }
  }

  private addQueueSource(lambda: LambdaFunction, queues: Partial<Record<QueueName, IQueue>>): void {
    const trigger = lambda.definition.queue;
    if (!trigger) return;
    const queue = queues[trigger.queue];
    if (!queue) {
      throw new Error(
        `Function ${lambda.definition.name} consumes queue ${trigger.queue}, which the stateful stack does not define`,
      );
    }
    lambda.function.addEventSource(
      new SqsEventSource(queue, { batchSize: trigger.batchSize, reportBatchItemFailures: true }),
    );
  }

  private addSchedule(lambda: LambdaFunction): void {
    const trigger = lambda.definition.schedule;
    if (!trigger) return;
    new Rule(this, `${constructIdOf(lambda.definition.name)}Schedule`, {
      description: `Shipdeck ${lambda.definition.name}: ${trigger.expression}`,
      schedule: Schedule.expression(trigger.expression),
      targets: [new LambdaTarget(lambda.function, { retryAttempts: 2 })],
    });
  }
}

/** `functions/warehouses/handlers/x.handler.ts` → `warehouses`; entries elsewhere share `other`. */
export function functionGroupOf(definition: FunctionDefinition): string {
  const [root, domain] = definition.entry.split('/');
  return root === 'functions' && domain && !domain.startsWith('_') ? domain : 'other';
}
