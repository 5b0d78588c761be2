import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { FUNCTIONS, QUEUES, type FunctionDefinition } from '#infra/app-manifest';
import { API_5XX_MIN_REQUESTS, API_5XX_RATE_PERCENT, API_P99_LATENCY_MS } from '#infra/constructs/monitoring.construct';
import { constructIdOf } from '#infra/stacks/stateful.stack';
import { LOCAL_RUNTIME_ENV } from '#lib/local-runtime';
import { FAKE_FUNCTIONS, synthApp } from './synth-helpers';

// Operations: every dead-letter queue, the API's 5xx rate and p99 latency raise an alarm on one
// encrypted topic, and one dashboard shows the API, the queues and the workers; all from the manifest.

type Resource = { Type: string; Properties?: Record<string, any>; Metadata?: Record<string, any> };

const ALL_FUNCTIONS: readonly FunctionDefinition[] = [...FUNCTIONS, ...FAKE_FUNCTIONS];

let built: ReturnType<typeof synthApp>;
let stateless: Template;
let resources: Record<string, Resource>;
let topicId: string;

const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
/** The dashboard's widgets, each CloudFormation reference in the body kept as its JSON text. */
function dashboardWidgets(body: { 'Fn::Join': [string, unknown[]] }): { properties: Record<string, any> }[] {
  const text = body['Fn::Join'][1]
    .map((part) => (typeof part === 'string' ? part : JSON.stringify(part).replace(/["\\]/g, '')))
    .join('');
  return (JSON.parse(text) as { widgets: { properties: Record<string, any> }[] }).widgets;
}

const alarms = () => ofType('AWS::CloudWatch::Alarm').map(([, r]) => r.Properties!);

beforeAll(() => {
  built = synthApp({ functions: ALL_FUNCTIONS, bundle: false });
  stateless = Template.fromStack(built.stateless);
  resources = stateless.toJSON().Resources;
  const topics = ofType('AWS::SNS::Topic');
  expect(topics).toHaveLength(1);
  topicId = topics[0]![0];
});

describe('operations alarms and dashboard (CDK)', () => {
  it('one dead-letter queue depth alarm per manifest queue: any visible message alarms', () => {
    const dlqAlarms = alarms().filter((a) => a.Namespace === 'AWS/SQS');
    expect(dlqAlarms).toHaveLength(QUEUES.length);
    for (const queue of QUEUES) {
      const alarm = dlqAlarms.find((a) => a.AlarmName === `ShipdeckStateless-${queue.name}-dlq-depth`);
      expect(alarm, queue.name).toBeDefined();
      expect(alarm).toMatchObject({
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Statistic: 'Maximum',
        ComparisonOperator: 'GreaterThanThreshold',
        Threshold: 0,
        EvaluationPeriods: 1,
        TreatMissingData: 'ignore',
      });
      // The dimension is the queue's own dead-letter queue, not its work queue.
      const dimension = JSON.stringify(alarm!.Dimensions);
      expect(dimension).toContain(`${constructIdOf(queue.name)}QueueDeadLetterQueue`);
      expect(alarm!.AlarmDescription).toContain('docs/deploy.md');
    }
  });

  it("the HTTP API's 5xx rate alarm: a share of its requests, quiet below a minimum of traffic", () => {
    const alarm = alarms().find((a) => a.AlarmName === 'ShipdeckStateless-api-5xx-rate');
    expect(alarm).toBeDefined();
    expect(alarm).toMatchObject({ Threshold: API_5XX_RATE_PERCENT, ComparisonOperator: 'GreaterThanThreshold' });
    const metrics = alarm!.Metrics as any[];
    expect(metrics.find((m) => m.Expression)?.Expression).toBe(
      `IF(requests >= ${API_5XX_MIN_REQUESTS}, 100 * errors / requests, 0)`,
    );
    const stat = (id: string) => metrics.find((m) => m.Id === id)?.MetricStat;
    expect(stat('errors')).toMatchObject({ Metric: { Namespace: 'AWS/ApiGateway', MetricName: '5xx' }, Stat: 'Sum' });
    expect(stat('errors').Metric.Dimensions).toEqual([
      { Name: 'ApiId', Value: { Ref: expect.stringMatching(/^HttpApi/) } },
    ]);
    expect(stat('requests')).toMatchObject({
      Metric: { Namespace: 'AWS/ApiGateway', MetricName: 'Count' },
      Stat: 'Sum',
    });
  });

  it("the HTTP API's p99 latency alarm", () => {
    stateless.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'ShipdeckStateless-api-latency-p99',
      Namespace: 'AWS/ApiGateway',
      MetricName: 'Latency',
      ExtendedStatistic: 'p99',
      Threshold: API_P99_LATENCY_MS,
      Dimensions: [{ Name: 'ApiId', Value: { Ref: Match.stringLikeRegexp('^HttpApi') } }],
    });
  });

  it('every alarm notifies the one topic when it fires and when it clears', () => {
    expect(alarms()).toHaveLength(QUEUES.length + 2);
    for (const alarm of alarms()) {
      expect(alarm.AlarmActions, alarm.AlarmName).toEqual([{ Ref: topicId }]);
      expect(alarm.OKActions, alarm.AlarmName).toEqual([{ Ref: topicId }]);
    }
  });

  it('the topic is encrypted with a rotated key CloudWatch may use, and refuses non-TLS publishing', () => {
    const topic = resources[topicId]!.Properties!;
    const keyId = topic.KmsMasterKeyId['Fn::GetAtt'][0] as string;
    const key = resources[keyId]!;
    expect(key.Type).toBe('AWS::KMS::Key');
    expect(key.Properties!.EnableKeyRotation).toBe(true);
    expect(key.Properties!.KeyPolicy.Statement).toContainEqual(
      expect.objectContaining({
        Effect: 'Allow',
        Principal: { Service: 'cloudwatch.amazonaws.com' },
        Action: ['kms:Decrypt', 'kms:GenerateDataKey*'],
      }),
    );
    stateless.hasResourceProperties('AWS::SNS::TopicPolicy', {
      Topics: [{ Ref: topicId }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it("one dashboard: the API's requests, 5xx and latency, every queue's oldest message and DLQ, every worker", () => {
    const dashboards = ofType('AWS::CloudWatch::Dashboard');
    expect(dashboards).toHaveLength(1);
    const widgets = dashboardWidgets(dashboards[0]![1].Properties!.DashboardBody);
    const graph = (title: string) => {
      const widget = widgets.find((w) => w.properties.title === title);
      expect(widget, title).toBeDefined();
      return widget!.properties.metrics as unknown[][];
    };
    const named = (rows: unknown[][]) => rows.map((row) => (row.at(-1) as { label?: string }).label);
    expect(graph('API requests')[0]!.slice(0, 3)).toEqual(['AWS/ApiGateway', 'Count', 'ApiId']);
    expect(graph('API 5xx')[0]!.slice(0, 3)).toEqual(['AWS/ApiGateway', '5xx', 'ApiId']);
    expect(graph('API latency p99 (ms)')[0]).toContainEqual({ stat: 'p99' });
    const queueNames = QUEUES.map((q) => q.name);
    const oldest = graph('Age of the oldest message (s)');
    expect(oldest.map((row) => row[1])).toEqual(queueNames.map(() => 'ApproximateAgeOfOldestMessage'));
    expect(named(oldest)).toEqual(queueNames);
    const dlq = graph('Dead-letter queue depth');
    expect(named(dlq)).toEqual(queueNames);
    dlq.forEach((row, i) => expect(String(row[3])).toContain(`${constructIdOf(queueNames[i]!)}QueueDeadLetterQueue`));
    const workers = ALL_FUNCTIONS.filter((f) => f.queue).map((f) => f.name);
    expect(workers.length).toBeGreaterThan(0);
    for (const [title, metric] of [
      ['Worker errors', 'Errors'],
      ['Worker throttles', 'Throttles'],
    ] as const) {
      const rows = graph(title);
      expect(rows.map((row) => row[1]).every((m) => m === metric)).toBe(true);
      expect(named(rows).sort()).toEqual([...workers].sort());
    }
  });

  it('cdk-nag passes with no acknowledgement on the monitoring resources', () => {
    const report = new AwsSolutionsChecks().validateScope(built.app);
    expect(report.violations.map((v) => v.ruleName)).toEqual([]);
    for (const [id, resource] of Object.entries(resources)) {
      if (!id.startsWith('Monitoring')) continue;
      expect(resource.Metadata?.cdk_nag, id).toBeUndefined();
    }
  });

  it('no function in AWS may reach private addresses: the local runtime flag is never set', () => {
    const templates = [stateless, ...built.stateless.functionGroups.map((g) => Template.fromStack(g))];
    const functions = templates.flatMap((t) =>
      Object.values(t.toJSON().Resources as Record<string, Resource>).filter((r) => r.Type === 'AWS::Lambda::Function'),
    );
    expect(functions.length).toBeGreaterThanOrEqual(ALL_FUNCTIONS.length);
    for (const fn of functions) {
      expect(Object.keys(fn.Properties?.Environment?.Variables ?? {})).not.toContain(LOCAL_RUNTIME_ENV);
    }
  });
});
