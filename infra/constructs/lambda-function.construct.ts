import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { Architecture, LayerVersion, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import {
  ENV,
  memoryMbOf,
  secretArnEnvName,
  timeoutSecondsOf,
  type BucketName,
  type FunctionDefinition,
  type QueueName,
  type SecretName,
} from '../app-manifest';
import { ADAPTERS_MODES, functionBundling, powertoolsLayerArn, type AdaptersMode } from './function-bundling';
import { acknowledgeLibraryRoleWildcards, acknowledgeWildcardResource } from './nag-acknowledgements';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { CREDENTIALS_KMS_KEY_ENV } from '#lib/crypto/credentials-keys';

/** The resources a function may be granted access to; which ones it gets comes from its manifest `access`. */
export interface FunctionResources {
  table: ITable;
  /** GSI names of the table; index ARNs are granted one by one instead of `index/*`. */
  tableIndexNames: readonly string[];
  queues: Partial<Record<QueueName, IQueue>>;
  buckets: Partial<Record<BucketName, IBucket>>;
  userPool: IUserPool;
  /** ARN of the SES identity the functions send from. */
  emailIdentityArn: string;
  secrets: Partial<Record<SecretName, ISecret>>;
  /** The stage's KMS key that seals stored store credentials (envelope encryption). */
  credentialsKey?: IKey;
}

export interface LambdaFunctionProps {
  definition: FunctionDefinition;
  /** Repository root: manifest entry paths are relative to it and it holds package-lock.json. */
  projectRoot: string;
  environment: Record<string, string>;
  resources: FunctionResources;
  logRetention?: RetentionDays;
}

const TABLE_READ_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:Scan',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
];
const TABLE_WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];
const BUCKET_READ_ACTIONS = ['s3:GetObject'];
const BUCKET_WRITE_ACTIONS = ['s3:PutObject', 's3:DeleteObject'];
/** Team management needs these admin calls and nothing else on the pool. */
const USER_POOL_ACTIONS = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminUpdateUserAttributes',
  'cognito-idp:ListUsers',
];

/** What Lambda's active tracing grants itself; X-Ray takes no resource narrower than `*` for either. */
export const XRAY_WRITE_ACTIONS = ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'] as const;

// nodejs20.x is deprecated in Lambda (no new functions after 2027-02-01); the handlers are plain ES2022 and run unchanged on 22.
export const FUNCTION_RUNTIME = Runtime.NODEJS_22_X;

/** The adapters mode in a function environment (SHIPDECK_ADAPTERS; sandbox when unset, as config() reads it). */
export function adaptersModeOf(environment: Readonly<Record<string, string>>): AdaptersMode {
  const mode = environment[ENV.adapters] ?? 'sandbox';
  if (!(ADAPTERS_MODES as readonly string[]).includes(mode))
    throw new Error(`${ENV.adapters} must be one of ${ADAPTERS_MODES.join(', ')}, got ${mode}`);
  return mode as AdaptersMode;
}

/**
 * One Shipdeck function from its manifest entry: Node 22 (nodejs22.x) on ARM64, bundled locally by esbuild
 * (no Docker, options in function-bundling.ts), its own log group with a retention, X-Ray active
 * tracing with the Powertools layer (no Powertools package is in the bundle), and an IAM role holding only
 * what the entry's `access` asks for.
 */
export class LambdaFunction extends Construct {
  readonly function: NodejsFunction;
  readonly role: Role;
  readonly definition: FunctionDefinition;

  constructor(scope: Construct, id: string, props: LambdaFunctionProps) {
    super(scope, id);
    const { definition, resources } = props;
    this.definition = definition;

    const logGroup = new LogGroup(this, 'LogGroup', {
      retention: props.logRetention ?? RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });

    // A role of our own instead of AWSLambdaBasicExecutionRole: log writes to this log group only.
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Shipdeck ${definition.name}`,
    });
    logGroup.grantWrite(this.role);

    this.function = new NodejsFunction(this, 'Function', {
      entry: join(props.projectRoot, definition.entry),
      handler: 'handler',
      projectRoot: props.projectRoot,
      depsLockFilePath: join(props.projectRoot, 'package-lock.json'),
      runtime: FUNCTION_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: memoryMbOf(definition),
      timeout: Duration.seconds(timeoutSecondsOf(definition)),
      role: this.role,
      logGroup,
      tracing: Tracing.ACTIVE,
      layers: [LayerVersion.fromLayerVersionArn(this, 'PowertoolsLayer', powertoolsLayerArn(Stack.of(this).region))],
      description: `Shipdeck ${definition.name} (${definition.entry})`,
      environment: {
        ...props.environment,
        POWERTOOLS_SERVICE_NAME: definition.name,
        POWERTOOLS_METRICS_NAMESPACE: 'Shipdeck',
        POWERTOOLS_LOG_LEVEL: 'INFO',
        NODE_OPTIONS: '--enable-source-maps',
      },
      bundling: {
        // Built for the adapters it runs with, so the other mode's adapters are not in its bundle.
        ...functionBundling(adaptersModeOf(props.environment)),
        ...(definition.assets?.length
          ? { commandHooks: copyAssetsBesideBundle(props.projectRoot, definition.assets) }
          : {}),
      },
    });

    Validations.of(this.function).acknowledge({
      id: 'AwsSolutions-L1',
      reason: `Shipdeck pins ${FUNCTION_RUNTIME.name}, an LTS runtime the handlers are tested against (the local runtime runs them on Node 20+ with the same ES2022 output); moving is one constant.`,
    });
    acknowledgeLibraryRoleWildcards(this.role, [
      {
        matches: (flat, actions) =>
          flat === '*' && actions.every((a) => (XRAY_WRITE_ACTIONS as readonly string[]).includes(a)),
        reason: `Active tracing sends segments with ${XRAY_WRITE_ACTIONS.join(' and ')}, which X-Ray authorizes on no resource but *; the statement holds those two actions alone.`,
      },
    ]);
    this.grantAccess(resources);
  }

  private grantAccess(resources: FunctionResources): void {
    const { access, name } = this.definition;

    if (access.table) {
      const { table } = resources;
      const actions =
        access.table === 'readwrite' ? [...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS] : TABLE_READ_ACTIONS;
      this.role.addToPrincipalPolicy(
        new PolicyStatement({
          actions,
          resources: [table.tableArn, ...resources.tableIndexNames.map((index) => `${table.tableArn}/index/${index}`)],
        }),
      );
    }

    for (const queueName of access.sendsTo ?? []) {
      const queue = resources.queues[queueName];
      if (!queue) throw new Error(`Function ${name} sends to queue ${queueName}, which the stack does not provide`);
      queue.grantSendMessages(this.role);
    }

    for (const grant of access.buckets ?? []) {
      const bucket = resources.buckets[grant.name];
      if (!bucket) throw new Error(`Function ${name} uses bucket ${grant.name}, which the stack does not provide`);
      const objects = bucket.arnForObjects('*');
      const actions =
        grant.access === 'readwrite' ? [...BUCKET_READ_ACTIONS, ...BUCKET_WRITE_ACTIONS] : BUCKET_READ_ACTIONS;
      this.role.addToPrincipalPolicy(new PolicyStatement({ actions, resources: [objects] }));
      // ListBucket lets a missing key answer 404 instead of 403.
      this.role.addToPrincipalPolicy(
        new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }),
      );
      acknowledgeWildcardResource(
        this.role,
        objects,
        `Object keys in the ${grant.name} bucket are generated per account and document at run time, so ${name} needs object-level ${grant.access} access to the keys of this one bucket; bucket-level actions stay on the bucket ARN.`,
      );
    }

    if (access.sendsEmail) {
      this.role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['ses:SendEmail', 'ses:SendRawEmail'],
          resources: [resources.emailIdentityArn],
        }),
      );
    }

    for (const secretName of access.secrets ?? []) {
      const secret = resources.secrets[secretName];
      if (!secret) throw new Error(`Function ${name} reads secret ${secretName}, which the stack does not provide`);
      secret.grantRead(this.role);
      this.function.addEnvironment(secretArnEnvName(secretName), secret.secretArn);
    }

    if (access.credentialsKey) {
      const key = resources.credentialsKey;
      if (!key) throw new Error(`Function ${name} seals credentials, but the stack provides no credentials key`);
      // A data key per item: generated when credentials are written, decrypted when they are read.
      this.role.addToPrincipalPolicy(
        new PolicyStatement({ actions: ['kms:GenerateDataKey', 'kms:Decrypt'], resources: [key.keyArn] }),
      );
      this.function.addEnvironment(CREDENTIALS_KMS_KEY_ENV, key.keyArn);
    }

    if (access.userPool) {
      this.role.addToPrincipalPolicy(
        new PolicyStatement({ actions: USER_POOL_ACTIONS, resources: [resources.userPool.userPoolArn] }),
      );
    }
  }
}

/** Repository root as seen from this file (infra/constructs). */
export function defaultProjectRoot(): string {
  return fileURLToPath(new URL('../../', import.meta.url));
}

/** Data files a function reads at run time (manifest `assets`) are copied beside its bundle. */
function copyAssetsBesideBundle(projectRoot: string, assets: readonly string[]) {
  return {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (_inputDir: string, outputDir: string) =>
      assets.map((asset) => `cp "${join(projectRoot, asset)}" "${outputDir}/"`),
  };
}
