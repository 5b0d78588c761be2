import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  TextWidget,
  TreatMissingData,
  type IAlarm,
  type IWidget,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import type { QueueName } from '../app-manifest';
import type { LambdaFunction } from './lambda-function.construct';
import type { QueueWithDlq } from './queue-with-dlq.construct';

/** The API's 5xx answers, in percent of its requests over one period, that raise the alarm. */
export const API_5XX_RATE_PERCENT = 5;
/** Fewer requests than this in a period never raise the 5xx alarm (one failure in three calls is no outage). */
export const API_5XX_MIN_REQUESTS = 20;
/** The API's p99 latency, in milliseconds, that raises the alarm when it holds for every evaluated period. */
export const API_P99_LATENCY_MS = 3_000;
const PERIOD = Duration.minutes(5);

export interface MonitoringProps {
  httpApi: HttpApi;
  /** Every queue of the app manifest, each with its dead-letter queue. */
  queues: readonly QueueWithDlq[];
  /** The queue workers, whose errors and throttles the dashboard shows. */
  workers: readonly LambdaFunction[];
  /** An address the alarm topic mails (confirmed by a link AWS sends); none: subscribe later. */
  alarmEmail?: string;
}

/** `label-purchase` → `label-purchase-dlq-depth`: the alarm's name within the stack's prefix. */
export const dlqAlarmSuffix = (queue: QueueName): string => `${queue}-dlq-depth`;

/**
 * The operator's view of a deployment: alarms on every dead-letter queue (a message there is work
 * that failed every retry), on the API's 5xx rate and p99 latency, all sent to one encrypted SNS
 * topic, and one dashboard. The lists come from the manifest's queues and functions, so a new queue
 * or worker is watched without an edit here. docs/deploy.md's runbook says what each alarm means.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly dashboard: Dashboard;
  readonly dlqAlarms: Partial<Record<QueueName, Alarm>> = {};
  readonly api5xxRateAlarm: Alarm;
  readonly apiLatencyAlarm: Alarm;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    const prefix = Stack.of(this).stackName;

    // CloudWatch cannot publish to a topic under the AWS-managed SNS key: a key of our own lets it.
    const key = new Key(this, 'AlarmTopicKey', {
      description: 'Shipdeck: encrypts the operations alarm topic',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.DESTROY,
      pendingWindow: Duration.days(7),
    });
    key.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        resources: ['*'],
      }),
    );
    this.topic = new Topic(this, 'AlarmTopic', {
      displayName: 'Shipdeck operations alarms',
      masterKey: key,
      enforceSSL: true,
    });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    const notify = new SnsAction(this.topic);
    const watch = (alarm: Alarm): Alarm => {
      alarm.addAlarmAction(notify);
      alarm.addOkAction(notify);
      return alarm;
    };

    for (const { definition, deadLetterQueue } of props.queues) {
      this.dlqAlarms[definition.name] = watch(
        new Alarm(this, `${definition.name}DlqDepth`, {
          alarmName: `${prefix}-${dlqAlarmSuffix(definition.name)}`,
          alarmDescription: `Messages of the ${definition.name} queue failed ${definition.maxReceiveCount} deliveries and wait in its dead-letter queue. Runbook: docs/deploy.md, "Alarms and dead-letter queues".`,
          metric: deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: PERIOD, statistic: 'Maximum' }),
          threshold: 0,
          comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
          evaluationPeriods: 1,
          // SQS stops reporting a queue that sees no traffic: keep the last state rather than clear a full DLQ.
          treatMissingData: TreatMissingData.IGNORE,
        }),
      );
    }

    const requests = props.httpApi.metricCount({ period: PERIOD, statistic: 'Sum' });
    const serverErrors = props.httpApi.metricServerError({ period: PERIOD, statistic: 'Sum' });
    const latencyP99 = props.httpApi.metricLatency({ period: PERIOD, statistic: 'p99' });
    const serverErrorRate = new MathExpression({
      expression: `IF(requests >= ${API_5XX_MIN_REQUESTS}, 100 * errors / requests, 0)`,
      usingMetrics: { requests, errors: serverErrors },
      period: PERIOD,
      label: '5xx rate (%)',
    });
    this.api5xxRateAlarm = watch(
      new Alarm(this, 'Api5xxRate', {
        alarmName: `${prefix}-api-5xx-rate`,
        alarmDescription: `More than ${API_5XX_RATE_PERCENT}% of the HTTP API's answers were 5xx in two 5-minute periods running. Runbook: docs/deploy.md, "Alarms and dead-letter queues".`,
        metric: serverErrorRate,
        threshold: API_5XX_RATE_PERCENT,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 2,
        datapointsToAlarm: 2,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );
    this.apiLatencyAlarm = watch(
      new Alarm(this, 'ApiLatencyP99', {
        alarmName: `${prefix}-api-latency-p99`,
        alarmDescription: `The HTTP API's p99 latency stayed above ${API_P99_LATENCY_MS} ms for 15 minutes. Runbook: docs/deploy.md, "Alarms and dead-letter queues".`,
        metric: latencyP99,
        threshold: API_P99_LATENCY_MS,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 3,
        datapointsToAlarm: 3,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );

    const alarms: IAlarm[] = [this.api5xxRateAlarm, this.apiLatencyAlarm, ...Object.values(this.dlqAlarms)];
    const rows: IWidget[][] = [
      [
        new TextWidget({
          markdown: `## Shipdeck operations\n${alarms.length} alarms notify the topic "Shipdeck operations alarms"; docs/deploy.md has the runbook.`,
          width: 24,
          height: 2,
        }),
      ],
      [
        new GraphWidget({ title: 'API requests', left: [requests], width: 8 }),
        new GraphWidget({ title: 'API 5xx', left: [serverErrors], right: [serverErrorRate], width: 8 }),
        new GraphWidget({
          title: 'API latency p99 (ms)',
          left: [latencyP99],
          leftAnnotations: [{ value: API_P99_LATENCY_MS, label: 'alarm' }],
          width: 8,
        }),
      ],
      [
        new GraphWidget({
          title: 'Age of the oldest message (s)',
          left: props.queues.map((q) =>
            q.queue.metricApproximateAgeOfOldestMessage({
              period: PERIOD,
              statistic: 'Maximum',
              label: q.definition.name,
            }),
          ),
          width: 12,
        }),
        new GraphWidget({
          title: 'Dead-letter queue depth',
          left: props.queues.map((q) =>
            q.deadLetterQueue.metricApproximateNumberOfMessagesVisible({
              period: PERIOD,
              statistic: 'Maximum',
              label: q.definition.name,
            }),
          ),
          width: 12,
        }),
      ],
      [
        new GraphWidget({
          title: 'Worker errors',
          left: props.workers.map((w) =>
            w.function.metricErrors({ period: PERIOD, statistic: 'Sum', label: w.definition.name }),
          ),
          width: 12,
        }),
        new GraphWidget({
          title: 'Worker throttles',
          left: props.workers.map((w) =>
            w.function.metricThrottles({ period: PERIOD, statistic: 'Sum', label: w.definition.name }),
          ),
          width: 12,
        }),
      ],
    ];
    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: `${prefix}-operations`,
      widgets: rows,
    });
  }
}
