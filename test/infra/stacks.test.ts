import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ENV,
  FUNCTIONS,
  QUEUES,
  SECRET_NAMES,
  queueUrlEnvName,
  secretArnEnvName,
  type FunctionDefinition,
  type SecretName,
} from '#infra/app-manifest';
import { constructIdOf, PASSWORD_MIN_LENGTH, SITE_ORIGIN_PATTERN } from '#infra/stacks/stateful.stack';
import { TABLE_DEFINITION } from '#lib/db/table-definition';
import { QUEUE_OVERFLOW_DAYS, QUEUE_OVERFLOW_PREFIX } from '#lib/queue-overflow';
import { CREDENTIALS_KMS_KEY_ENV } from '#lib/crypto/credentials-keys';
import { runtimeConfigSchema } from '#api/runtime-config';
import { ORIGIN_VERIFY_HEADER } from '#api/edge-headers';
import { pageDocumentRewriteCode } from '#infra/constructs/page-document-rewrite';
import { FAKE_FUNCTIONS, synthApp } from './synth-helpers';

// Managed CloudFront policy ids (documented AWS constants).
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

type Resources = Record<string, { Type: string; Properties?: Record<string, any>; Metadata?: Record<string, any> }>;

const ALL_FUNCTIONS: readonly FunctionDefinition[] = [...FUNCTIONS, ...FAKE_FUNCTIONS];

let built: ReturnType<typeof synthApp>;
let stateful: Template;
let stateless: Template;
let statelessResources: Resources;
let functionGroups: Template[];

/** Logical id of the Lambda built for a manifest entry (`create-warehouse` → `CreateWarehouseFunctionXXXX`). */
function functionLogicalId(definition: FunctionDefinition): string {
  const prefix = `${constructIdOf(definition.name)}Function`;
  const ids = Object.keys(statelessResources).filter(
    (id) => statelessResources[id].Type === 'AWS::Lambda::Function' && new RegExp(`^${prefix}[0-9A-F]{8}$`).test(id),
  );
  expect(ids, `one Lambda for ${definition.name}`).toHaveLength(1);
  return ids[0];
}

function policyStatementsOf(definition: FunctionDefinition): { Action: string | string[]; Resource: unknown }[] {
  const rolePrefix = new RegExp(`^${constructIdOf(definition.name)}Role[0-9A-F]{8}$`);
  const roleId = Object.keys(statelessResources).find((id) => rolePrefix.test(id));
  expect(roleId, `role of ${definition.name}`).toBeDefined();
  return Object.values(statelessResources)
    .filter((r) => r.Type === 'AWS::IAM::Policy' && r.Properties?.Roles?.some((role: any) => role.Ref === roleId))
    .flatMap((r) => r.Properties!.PolicyDocument.Statement);
}

function actionsOf(definition: FunctionDefinition): string[] {
  return policyStatementsOf(definition).flatMap((s) => ([] as string[]).concat(s.Action));
}

beforeAll(() => {
  built = synthApp({ functions: ALL_FUNCTIONS, bundle: false });
  // In-memory synthesis throws when a validation plugin (cdk-nag) reports a violation.
  stateful = Template.fromStack(built.stateful);
  stateless = Template.fromStack(built.stateless);
  functionGroups = built.stateless.functionGroups.map((group) => Template.fromStack(group));
  // Functions live in one nested stack per domain; logical ids are unique across them.
  statelessResources = Object.assign(
    {},
    stateless.toJSON().Resources,
    ...functionGroups.map((t) => t.toJSON().Resources),
  );
});

describe('issue 2 §4 Cloud: stateless stack built from the app manifest', () => {
  it('test setup: the fake entries cover every trigger kind the real manifest may lack', () => {
    expect(ALL_FUNCTIONS.some((f) => f.queue)).toBe(true);
    expect(ALL_FUNCTIONS.some((f) => f.schedule)).toBe(true);
    expect(ALL_FUNCTIONS.some((f) => f.http?.some((h) => h.auth === 'none'))).toBe(true);
    expect(ALL_FUNCTIONS.some((f) => f.http?.some((h) => h.auth !== 'none'))).toBe(true);
    expect(FUNCTIONS.length).toBeGreaterThan(0);
  });

  it('every manifest function is one Node 22 (nodejs22.x) ARM64 Lambda with the bundle index.handler', () => {
    for (const definition of ALL_FUNCTIONS) {
      const fn = statelessResources[functionLogicalId(definition)].Properties!;
      expect(fn.Runtime, definition.name).toBe('nodejs22.x');
      expect(fn.Architectures, definition.name).toEqual(['arm64']);
      expect(fn.Handler, definition.name).toBe('index.handler');
      expect(fn.Timeout, definition.name).toBe(definition.timeoutSeconds ?? 15);
    }
    const nodeFunctions = Object.values(statelessResources).filter(
      (r) => r.Type === 'AWS::Lambda::Function' && r.Properties?.Runtime === 'nodejs22.x',
    );
    expect(nodeFunctions).toHaveLength(ALL_FUNCTIONS.length);
  });

  it('every function gets every ENV variable, every queue URL and the Powertools settings', () => {
    for (const definition of ALL_FUNCTIONS) {
      const variables = statelessResources[functionLogicalId(definition)].Properties!.Environment.Variables;
      for (const name of [...Object.values(ENV), ...QUEUES.map((q) => queueUrlEnvName(q.name))]) {
        expect(variables[name], `${definition.name} ${name}`).toBeDefined();
      }
      expect(variables.POWERTOOLS_SERVICE_NAME).toBe(definition.name);
      expect(variables.NODE_OPTIONS).toBe('--enable-source-maps');
    }
  });

  it('every function logs to its own log group with a retention', () => {
    for (const definition of ALL_FUNCTIONS) {
      const logGroupRef = statelessResources[functionLogicalId(definition)].Properties!.LoggingConfig.LogGroup.Ref;
      expect(statelessResources[logGroupRef].Properties!.RetentionInDays, definition.name).toBe(30);
    }
  });

  it('every http trigger is a route to its function, behind the JWT authorizer unless auth is none', () => {
    // Routes, integrations and invoke permissions live beside their function, in its domain's nested stack.
    const ofType = (type: string) =>
      Object.fromEntries(Object.entries(statelessResources).filter(([, r]) => r.Type === type)) as Record<
        string,
        { Properties: Record<string, any> }
      >;
    const routes = ofType('AWS::ApiGatewayV2::Route');
    const integrations = ofType('AWS::ApiGatewayV2::Integration');
    const httpTriggers = ALL_FUNCTIONS.flatMap((f) => (f.http ?? []).map((h) => ({ f, h })));
    expect(Object.keys(routes)).toHaveLength(httpTriggers.length);

    for (const { f, h } of httpTriggers) {
      const route = Object.values(routes).find((r) => r.Properties.RouteKey === `${h.method} ${h.path}`);
      expect(route, `${h.method} ${h.path}`).toBeDefined();
      const integrationId = route!.Properties.Target['Fn::Join'][1][1].Ref;
      expect(integrations[integrationId].Properties.IntegrationUri).toEqual({
        'Fn::GetAtt': [functionLogicalId(f), 'Arn'],
      });
      if (h.auth === 'none') {
        expect(route!.Properties.AuthorizationType, `${h.path} is public`).toBe('NONE');
        expect(route!.Properties.AuthorizerId).toBeUndefined();
      } else {
        expect(route!.Properties.AuthorizationType, `${h.path} needs a token`).toBe('JWT');
        expect(route!.Properties.AuthorizerId).toBeDefined();
      }
    }
  });

  it('the JWT authorizer reads x-authorization and trusts the user pool and its web client', () => {
    stateless.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.x-authorization'],
      JwtConfiguration: {
        Audience: [Match.objectLike({ 'Fn::ImportValue': Match.stringLikeRegexp('UserPoolWebClient') })],
        Issuer: Match.objectLike({
          'Fn::Join': Match.arrayWith([Match.arrayWith([Match.stringLikeRegexp('https://cognito-idp.')])]),
        }),
      },
    });
  });

  it('every queue worker has an SQS event source with its batch size and ReportBatchItemFailures', () => {
    const workers = ALL_FUNCTIONS.filter((f) => f.queue);
    const mappings = Object.values(statelessResources).filter(
      (r) => r.Type === 'AWS::Lambda::EventSourceMapping',
    ) as any[];
    expect(mappings).toHaveLength(workers.length);
    for (const worker of workers) {
      const mapping = mappings.find((m) => m.Properties.FunctionName.Ref === functionLogicalId(worker));
      expect(mapping, worker.name).toBeDefined();
      expect(mapping!.Properties.BatchSize).toBe(worker.queue!.batchSize);
      expect(mapping!.Properties.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
      expect(JSON.stringify(mapping!.Properties.EventSourceArn)).toContain(
        `${constructIdOf(worker.queue!.queue)}Queue`,
      );
    }
  });

  it('every schedule is an EventBridge rule targeting its function', () => {
    const scheduled = ALL_FUNCTIONS.filter((f) => f.schedule);
    const rules = Object.values(statelessResources).filter((r) => r.Type === 'AWS::Events::Rule') as any[];
    expect(rules).toHaveLength(scheduled.length);
    for (const definition of scheduled) {
      // Found by its target: several schedules share an expression (rate(1 hour)).
      const rule = rules.find((r) => r.Properties.Targets[0].Arn['Fn::GetAtt'][0] === functionLogicalId(definition));
      expect(rule, definition.name).toBeDefined();
      expect(rule!.Properties.ScheduleExpression).toBe(definition.schedule!.expression);
    }
  });

  it('grants follow the manifest access: nothing extra, no wildcard actions', () => {
    for (const definition of ALL_FUNCTIONS) {
      const actions = actionsOf(definition);
      const { access } = definition;
      expect(
        actions.filter((a) => a.includes('*')),
        definition.name,
      ).toEqual([]);
      expect(actions.includes('dynamodb:Query'), `${definition.name} table read`).toBe(Boolean(access.table));
      expect(actions.includes('dynamodb:PutItem'), `${definition.name} table write`).toBe(access.table === 'readwrite');
      expect(actions.includes('sqs:SendMessage'), `${definition.name} sends`).toBe(Boolean(access.sendsTo?.length));
      expect(actions.includes('s3:GetObject'), `${definition.name} bucket read`).toBe(Boolean(access.buckets?.length));
      expect(actions.includes('s3:PutObject'), `${definition.name} bucket write`).toBe(
        Boolean(access.buckets?.some((b) => b.access === 'readwrite')),
      );
      expect(actions.includes('ses:SendEmail'), `${definition.name} email`).toBe(Boolean(access.sendsEmail));
      expect(actions.includes('cognito-idp:AdminCreateUser'), `${definition.name} user pool`).toBe(
        Boolean(access.userPool),
      );
      expect(actions.includes('secretsmanager:GetSecretValue'), `${definition.name} secrets`).toBe(
        Boolean(access.secrets?.length),
      );
    }
  });

  it('a function reads only the secrets it names, by the ARN in <NAME>_SECRET_ARN', () => {
    const secretIdOf = (name: SecretName) => `${constructIdOf(name)}Secret`;
    for (const definition of ALL_FUNCTIONS) {
      const variables = statelessResources[functionLogicalId(definition)].Properties!.Environment.Variables;
      const resources = JSON.stringify(
        policyStatementsOf(definition)
          .filter((s) => ([] as string[]).concat(s.Action).includes('secretsmanager:GetSecretValue'))
          .map((s) => s.Resource),
      );
      for (const name of SECRET_NAMES) {
        const granted = Boolean(definition.access.secrets?.includes(name));
        expect(variables[secretArnEnvName(name)] !== undefined, `${definition.name} ${name} env`).toBe(granted);
        expect(resources.includes(secretIdOf(name)), `${definition.name} ${name} grant`).toBe(granted);
      }
    }
    expect(ALL_FUNCTIONS.some((f) => f.access.secrets?.length)).toBe(true);
  });

  it('one rotated KMS key seals store credentials; only the functions that seal or open them get it and its id', () => {
    stateful.resourceCountIs('AWS::KMS::Key', 1);
    stateful.hasResourceProperties('AWS::KMS::Key', { EnableKeyRotation: true });
    for (const definition of ALL_FUNCTIONS) {
      const variables = statelessResources[functionLogicalId(definition)].Properties!.Environment.Variables;
      const kms = policyStatementsOf(definition).filter((s) =>
        ([] as string[]).concat(s.Action).some((a) => a.startsWith('kms:')),
      );
      const granted = Boolean(definition.access.credentialsKey);
      expect(variables[CREDENTIALS_KMS_KEY_ENV] !== undefined, `${definition.name} key env`).toBe(granted);
      expect(kms.length > 0, `${definition.name} key grant`).toBe(granted);
      for (const statement of kms)
        expect(([] as string[]).concat(statement.Action).sort()).toEqual(['kms:Decrypt', 'kms:GenerateDataKey']);
    }
    expect(ALL_FUNCTIONS.filter((f) => f.access.credentialsKey).map((f) => f.name)).toContain('push-fulfillment');
  });

  it('table grants name each GSI instead of index/*', () => {
    const reader = ALL_FUNCTIONS.find((f) => f.access.table)!;
    const resources = JSON.stringify(policyStatementsOf(reader).map((s) => s.Resource));
    for (const gsi of TABLE_DEFINITION.globalSecondaryIndexes) expect(resources).toContain(`/index/${gsi.indexName}"`);
    expect(resources).not.toContain('/index/*');
  });

  it('CloudFront serves the private site bucket through OAC and passes /api/* uncached with all viewer headers but Host', () => {
    stateless.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    stateless.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: 'redirect-to-https',
          FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
          ResponseHeadersPolicyId: Match.anyValue(),
        }),
        CacheBehaviors: [
          Match.objectLike({
            PathPattern: '/api/*',
            CachePolicyId: CACHING_DISABLED,
            OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
            AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
            ResponseHeadersPolicyId: Match.anyValue(),
          }),
        ],
      }),
    });
    // A distribution-wide 404 → index.html would also rewrite the API's own 404 answers.
    const distribution = Object.values(stateless.findResources('AWS::CloudFront::Distribution'))[0];
    expect(distribution.Properties.DistributionConfig.CustomErrorResponses).toBeUndefined();
  });

  it('the API behaviour sends a generated origin secret, and every function gets the same secret to check it', () => {
    const secrets = Object.entries(stateless.findResources('AWS::SecretsManager::Secret'));
    const originSecret = secrets.find(([, secret]) => secret.Properties.GenerateSecretString !== undefined);
    expect(originSecret).toBeDefined();
    const distribution = Object.values(stateless.findResources('AWS::CloudFront::Distribution'))[0];
    const apiOrigin = distribution.Properties.DistributionConfig.Origins.find(
      (origin: { CustomOriginConfig?: unknown }) => origin.CustomOriginConfig !== undefined,
    );
    const headers: { HeaderName: string; HeaderValue: unknown }[] = apiOrigin.OriginCustomHeaders;
    const header = headers.find((h) => h.HeaderName === ORIGIN_VERIFY_HEADER);
    // A dynamic reference resolved at deploy time: the value itself is never in the template.
    expect(JSON.stringify(header?.HeaderValue)).toContain('{{resolve:secretsmanager:');
    expect(JSON.stringify(header?.HeaderValue)).toContain(originSecret![0]);
    for (const group of functionGroups) {
      for (const fn of Object.values(group.findResources('AWS::Lambda::Function'))) {
        const variables = fn.Properties.Environment?.Variables ?? {};
        if (variables.TABLE_NAME !== undefined) expect(variables).toHaveProperty(ENV.originVerifySecret);
      }
    }
  });

  it('issue 26: the site behaviour runs the page-document function (public site pages → site.html, app routes → index.html)', () => {
    const functions = Object.entries(stateless.findResources('AWS::CloudFront::Function'));
    const rewrite = functions.find(([, fn]) => fn.Properties.FunctionCode === pageDocumentRewriteCode());
    expect(rewrite).toBeDefined();
    expect(rewrite![1].Properties.FunctionConfig).toMatchObject({ Runtime: 'cloudfront-js-2.0' });
    const distribution = Object.values(stateless.findResources('AWS::CloudFront::Distribution'))[0];
    expect(distribution.Properties.DistributionConfig.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [rewrite![0], 'FunctionARN'] } },
    ]);
  });

  it('runtime-config.json is deployed from stack values matching shared/api/runtime-config', () => {
    const deployments = Object.values(stateless.findResources('Custom::CDKBucketDeployment'));
    const configDeployment = deployments.find(
      (d) => JSON.stringify(d.Properties.DestinationBucketKeyPrefix ?? '') === '""' && d.Properties.Prune === false,
    );
    expect(configDeployment).toBeDefined();
    // The file's values are deploy-time markers resolved from the stateful stack's pool and client.
    const markers = JSON.stringify(configDeployment!.Properties.SourceMarkers);
    expect(markers).toContain('ExportsOutputRefUserPool');
    expect(markers).toContain('ExportsOutputRefUserPoolWebClient');
    const config = runtimeConfigSchema.parse(built.stateless.site.runtimeConfig);
    expect(config).toMatchObject({ environment: 'aws', apiBaseUrl: '' });
    expect(config.userPoolEndpoint).toBeUndefined();
    expect(configDeployment!.Properties.SystemMetadata).toEqual({ 'cache-control': 'no-cache' });
  });

  it('the stack reports the site URL, API URL and pool ids', () => {
    for (const name of ['SiteUrl', 'ApiUrl', 'UserPoolId', 'UserPoolClientId']) stateless.hasOutput(name, {});
  });
});

describe('issue 2 §4 Cloud: stateful stack', () => {
  it('every manifest queue has its DLQ (RedrivePolicy), visibility timeout, TLS-only policy, 14-day DLQ retention', () => {
    const queues = stateful.findResources('AWS::SQS::Queue');
    for (const definition of QUEUES) {
      const id = constructIdOf(definition.name);
      const [queueId] = Object.keys(queues).filter((k) => new RegExp(`^${id}Queue[0-9A-F]{8}$`).test(k));
      const [dlqId] = Object.keys(queues).filter((k) => new RegExp(`^${id}QueueDeadLetterQueue[0-9A-F]{8}$`).test(k));
      expect(queueId, definition.name).toBeDefined();
      expect(dlqId, `${definition.name} DLQ`).toBeDefined();
      expect(queues[queueId].Properties.RedrivePolicy).toEqual({
        deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] },
        maxReceiveCount: definition.maxReceiveCount,
      });
      expect(queues[queueId].Properties.VisibilityTimeout).toBe(definition.visibilityTimeoutSeconds);
      expect(queues[dlqId].Properties.MessageRetentionPeriod).toBe(14 * 24 * 3600);
    }
    // Every queue that is not a DLQ has a redrive policy.
    const dlqArns = new Set(
      Object.values(queues).map((q) => JSON.stringify(q.Properties.RedrivePolicy?.deadLetterTargetArn)),
    );
    for (const [id, queue] of Object.entries(queues)) {
      const isDlq = dlqArns.has(JSON.stringify({ 'Fn::GetAtt': [id, 'Arn'] }));
      expect(isDlq || queue.Properties.RedrivePolicy !== undefined, id).toBe(true);
    }
    const policies = Object.values(stateful.findResources('AWS::SQS::QueuePolicy'));
    expect(policies).toHaveLength(QUEUES.length * 2);
    for (const policy of policies) {
      expect(JSON.stringify(policy.Properties.PolicyDocument)).toContain('"aws:SecureTransport":"false"');
    }
  });

  it('the single table has PITR, deletion protection, TTL, on-demand billing, RETAIN and every GSI', () => {
    stateful.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        BillingMode: 'PAY_PER_REQUEST',
        DeletionProtectionEnabled: true,
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        TimeToLiveSpecification: { AttributeName: TABLE_DEFINITION.timeToLiveAttribute, Enabled: true },
        KeySchema: [
          { AttributeName: TABLE_DEFINITION.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE_DEFINITION.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: TABLE_DEFINITION.globalSecondaryIndexes.map((gsi) =>
          Match.objectLike({
            IndexName: gsi.indexName,
            KeySchema: [
              { AttributeName: gsi.partitionKey, KeyType: 'HASH' },
              { AttributeName: gsi.sortKey, KeyType: 'RANGE' },
            ],
          }),
        ),
      }),
    });
  });

  it('every bucket in both stacks blocks public access and is encrypted', () => {
    for (const template of [stateful, stateless]) {
      const buckets = Object.values(template.findResources('AWS::S3::Bucket'));
      expect(buckets.length).toBeGreaterThan(0);
      for (const bucket of buckets) {
        expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        });
        expect(bucket.Properties.BucketEncryption).toBeDefined();
      }
    }
  });

  it('the documents bucket is versioned, logged and has lifecycle rules', () => {
    stateful.hasResource('AWS::S3::Bucket', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        VersioningConfiguration: { Status: 'Enabled' },
        LoggingConfiguration: Match.objectLike({ LogFilePrefix: 'documents/' }),
        LifecycleConfiguration: Match.anyValue(),
      }),
    });
  });

  it("the documents bucket lets the site's pages POST uploads (presigned) and GET them back, and nothing else", () => {
    expect(SITE_ORIGIN_PATTERN).toBe('https://*.cloudfront.net');
    stateful.hasResourceProperties('AWS::S3::Bucket', {
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 'documents/' }),
      CorsConfiguration: {
        CorsRules: [
          Match.objectLike({
            AllowedMethods: ['POST', 'GET'],
            AllowedOrigins: [SITE_ORIGIN_PATTERN],
            AllowedHeaders: ['*'],
          }),
        ],
      },
    });
    // The access log bucket is read by no browser.
    const logBuckets = Object.values(stateful.findResources('AWS::S3::Bucket')).filter(
      (b) => !b.Properties.LoggingConfiguration,
    );
    expect(logBuckets.length).toBeGreaterThan(0);
    for (const bucket of logBuckets) expect(bucket.Properties.CorsConfiguration).toBeUndefined();
  });

  it('print files under prints/ expire after a day (their versions too)', () => {
    stateful.hasResourceProperties('AWS::S3::Bucket', {
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 'documents/' }),
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({
            Prefix: 'prints/',
            ExpirationInDays: 1,
            NoncurrentVersionExpiration: { NoncurrentDays: 1 },
            Status: 'Enabled',
          }),
        ]),
      },
    });
  });

  it('queue messages too large for their queue, kept under queue-overflow/, expire after 30 days (their versions a day later)', () => {
    expect(QUEUE_OVERFLOW_DAYS).toBeGreaterThan(4 + 14);
    stateful.hasResourceProperties('AWS::S3::Bucket', {
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 'documents/' }),
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({
            Prefix: QUEUE_OVERFLOW_PREFIX,
            ExpirationInDays: QUEUE_OVERFLOW_DAYS,
            NoncurrentVersionExpiration: { NoncurrentDays: 1 },
            Status: 'Enabled',
          }),
        ]),
      },
    });
  });

  it('accounts §5: the user pool signs in by email with a 7-character minimum password; the client has no secret', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(7);
    stateful.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      DeletionProtection: 'ACTIVE',
      Policies: {
        PasswordPolicy: Match.objectLike({ MinimumLength: 7, RequireUppercase: false, RequireSymbols: false }),
      },
    });
    stateful.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayWith([
        'ALLOW_USER_PASSWORD_AUTH',
        'ALLOW_USER_SRP_AUTH',
        'ALLOW_REFRESH_TOKEN_AUTH',
      ]),
    });
  });

  it('accounts §1: Shipdeck staff are the user pool’s shipdeck-admins group, not a merchant permission', () => {
    stateful.hasResourceProperties('AWS::Cognito::UserPoolGroup', {
      GroupName: 'shipdeck-admins',
      UserPoolId: Match.objectLike({ Ref: Match.stringLikeRegexp('^UserPool') }),
    });
  });

  it('every secret is kept in Secrets Manager under shipdeck/<name> and retained on delete', () => {
    const secrets = stateful.findResources('AWS::SecretsManager::Secret');
    expect(
      Object.values(secrets)
        .map((r) => r.Properties.Name)
        .sort(),
    ).toEqual(SECRET_NAMES.map((n) => `shipdeck/${n}`).sort());
    for (const r of Object.values(secrets)) expect(r.DeletionPolicy).toBe('Retain');
  });

  it('an SES identity exists for the sender', () => {
    stateful.resourceCountIs('AWS::SES::EmailIdentity', 1);
  });
});

describe('issue 2 acceptance: cdk-nag AwsSolutions', () => {
  it('no AwsSolutions finding remains unacknowledged (errors or warnings)', () => {
    const report = new AwsSolutionsChecks().validateScope(built.app);
    const remaining = report.violations.map(
      (v) => `${v.ruleName} @ ${v.violatingResources.map((r) => r.constructPath).join(', ')}`,
    );
    expect(remaining).toEqual([]);
  });

  it('every acknowledgement carries a written reason', () => {
    const rules: { id: string; reason: string }[] = [];
    for (const template of [stateful, stateless, ...functionGroups]) {
      for (const resource of Object.values(template.toJSON().Resources as Resources)) {
        rules.push(...(resource.Metadata?.cdk_nag?.rules_to_suppress ?? []));
      }
    }
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.some((r) => r.id.startsWith('AwsSolutions-IAM5[Resource::'))).toBe(true);
    for (const rule of rules) {
      expect(rule.id).toMatch(/^AwsSolutions-[A-Z]+\d+/);
      expect(typeof rule.reason, rule.id).toBe('string');
      // A real reason is a sentence, not a placeholder.
      expect(rule.reason.trim().split(/\s+/).length, `${rule.id}: "${rule.reason}"`).toBeGreaterThanOrEqual(8);
    }
  });
});

describe('issue 2 §4 Cloud: templates stay under the CloudFormation limit as the manifest grows', () => {
  it('functions are split into one nested stack per functions/<domain> folder, each well under 500 resources', () => {
    const domains = new Set(
      ALL_FUNCTIONS.map((f) => (f.entry.startsWith('functions/') ? f.entry.split('/')[1] : 'other')),
    );
    expect(functionGroups).toHaveLength(domains.size);
    for (const template of [stateless, ...functionGroups]) {
      expect(Object.keys(template.toJSON().Resources).length).toBeLessThan(450);
    }
  });
});

describe('issue 2 §4 Cloud: manifest mistakes fail at synth, not during a deploy', () => {
  const worker = FAKE_FUNCTIONS.find((f) => f.queue)!;
  it.each([
    [
      'a worker that outlives its queue visibility timeout',
      { ...worker, name: 'fake-slow', timeoutSeconds: 900 },
      /hides a message for only/,
    ],
    [
      'a worker of a queue the stateful stack lacks',
      { ...worker, name: 'fake-lost', queue: { queue: 'no-such-queue' as never, batchSize: 1 } },
      /does not define/,
    ],
  ])('%s', (_case, definition, message) => {
    expect(() => synthApp({ functions: [definition], bundle: false })).toThrow(message);
  });
});
