import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  CfnUserPoolGroup,
  Mfa,
  UserPool,
  UserPoolClient,
  UserPoolOperation,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import { SHIPDECK_ADMINS_GROUP } from '#domain/admin/staff-group.rules';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import {
  BUCKET_NAMES,
  COGNITO_TRIGGER_FUNCTIONS,
  ENV,
  MAGIC_LINK_ORIGINS_ENV,
  QUEUES,
  SECRET_NAMES,
  type BucketName,
  type CognitoTrigger,
  type CognitoTriggerFunction,
  type QueueDefinition,
  type QueueName,
  type SecretName,
} from '../app-manifest';
import { defaultProjectRoot, LambdaFunction } from '../constructs/lambda-function.construct';
import { SocialSignIn, type SocialSignInProps } from '../constructs/social-sign-in.construct';
import { QueueWithDlq } from '../constructs/queue-with-dlq.construct';
import { SingleTable } from '../constructs/single-table.construct';
import { PASSWORD_MIN } from '#domain/forms/auth-forms.schema';
import { PRINTS_PREFIX } from '#domain/printing/print-job.rules';
import { QUEUE_OVERFLOW_DAYS, QUEUE_OVERFLOW_PREFIX } from '#lib/queue-overflow';

export interface StatefulStackProps extends StackProps {
  /** Defaults to the manifest's QUEUES. */
  queues?: readonly QueueDefinition[];
  /** Defaults to the manifest's BUCKET_NAMES. */
  bucketNames?: readonly BucketName[];
  /** SES identity: a domain (`mail.example.com`) or one address (`ops@example.com`). */
  emailIdentity: string;
  /** The From address of every email; defaults to the address identity or `no-reply@<domain>`. */
  emailFrom?: string;
  /**
   * Origins besides the CloudFront site whose pages upload straight to the documents bucket (a custom domain
   * of the web app): the same list the API's CORS allows.
   */
  documentUploadOrigins?: string[];
  /** Defaults to the manifest's COGNITO_TRIGGER_FUNCTIONS. */
  cognitoTriggers?: readonly CognitoTriggerFunction[];
  /** `sandbox` (default) or `live`: the adapters the pool's triggers are built with. */
  adapters?: 'sandbox' | 'live';
  /** Repository root of the trigger entries (default: this checkout). */
  projectRoot?: string;
  /** Social sign-in (accounts §4): the hosted UI's domain prefix, the app's origins and the providers' client ids. */
  socialSignIn?: Omit<SocialSignInProps, 'userPool'>;
}

/**
 * Where the web app is served: its CloudFront domain. It is made by the stateless stack, after this one, so the
 * documents bucket allows the pattern of every distribution domain; the presigned POST policy, not the origin, is
 * what lets an upload in.
 */
export const SITE_ORIGIN_PATTERN = 'https://*.cloudfront.net';

/** Spec accounts-and-billing §5: "Login: password minimum 7"; signup and change allow 7 to 30. */
/** accounts §5: passwords are 7 to 30 characters. */
export const PASSWORD_MIN_LENGTH = PASSWORD_MIN;

const POOL_OPERATIONS: Record<CognitoTrigger, UserPoolOperation> = {
  defineAuthChallenge: UserPoolOperation.DEFINE_AUTH_CHALLENGE,
  createAuthChallenge: UserPoolOperation.CREATE_AUTH_CHALLENGE,
  verifyAuthChallenge: UserPoolOperation.VERIFY_AUTH_CHALLENGE_RESPONSE,
};

/** PascalCase id from a kebab-case manifest name: `label-purchase` → `LabelPurchase`. */
export function constructIdOf(name: string): string {
  return name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/**
 * Everything that holds data and must outlive any deployment of the code: the table, the
 * document buckets, the queues with their DLQs, the user pool and the email identity.
 */
export class StatefulStack extends Stack {
  readonly table: SingleTable;
  readonly buckets: Record<BucketName, Bucket>;
  readonly queues: Partial<Record<QueueName, QueueWithDlq>>;
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;
  /** The hosted UI and the pool's social identity providers. */
  readonly socialSignIn: SocialSignIn;
  readonly emailIdentity: EmailIdentity;
  readonly emailFrom: string;
  readonly secrets: Record<SecretName, Secret>;
  /** Seals store credentials in the table (a data key per item); only functions with `credentialsKey` may use it. */
  readonly credentialsKey: Key;
  /** The user pool's triggers (magic-link sign-in), by manifest name. */
  readonly cognitoTriggers: Record<string, LambdaFunction> = {};

  constructor(scope: Construct, id: string, props: StatefulStackProps) {
    super(scope, id, props);

    this.table = new SingleTable(this, 'SingleTable');

    const accessLogs = new Bucket(this, 'AccessLogsBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ expiration: Duration.days(365) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(accessLogs).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'This bucket is the server access log destination of the document buckets; logging it into itself would loop.',
    });

    this.buckets = {} as Record<BucketName, Bucket>;
    for (const name of props.bucketNames ?? BUCKET_NAMES) {
      this.buckets[name] = new Bucket(this, `${constructIdOf(name)}Bucket`, {
        blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
        encryption: BucketEncryption.S3_MANAGED,
        enforceSSL: true,
        objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
        versioned: true,
        serverAccessLogsBucket: accessLogs,
        serverAccessLogsPrefix: `${name}/`,
        lifecycleRules: [
          { abortIncompleteMultipartUploadAfter: Duration.days(1) },
          // Overwritten or deleted documents stay recoverable for a quarter, then stop costing.
          { noncurrentVersionExpiration: Duration.days(90) },
          // Print files are made again on demand: a day, then gone (versions too).
          ...(name === 'documents'
            ? [
                { prefix: PRINTS_PREFIX, expiration: Duration.days(1), noncurrentVersionExpiration: Duration.days(1) },
                // A queue message's overflow outlives every message that points at it (queue, DLQ, redrive).
                {
                  prefix: QUEUE_OVERFLOW_PREFIX,
                  expiration: Duration.days(QUEUE_OVERFLOW_DAYS),
                  noncurrentVersionExpiration: Duration.days(1),
                },
              ]
            : []),
        ],
        // The browser uploads claim documents and photos straight to the bucket (a presigned POST) and reads
        // them back by presigned GET: its preflight and response need the site's origin allowed.
        ...(name === 'documents'
          ? {
              cors: [
                {
                  allowedMethods: [HttpMethods.POST, HttpMethods.GET],
                  allowedOrigins: [SITE_ORIGIN_PATTERN, ...(props.documentUploadOrigins ?? [])],
                  allowedHeaders: ['*'],
                  exposedHeaders: ['ETag', 'Location'],
                  maxAge: 3600,
                },
              ],
            }
          : {}),
        removalPolicy: RemovalPolicy.RETAIN,
      });
    }

    // Created empty (a random placeholder); the operator puts the real key in after the first
    // deploy (docs/deploy.md). Kept on stack deletion so a key is never lost with a stack.
    this.secrets = {} as Record<SecretName, Secret>;
    for (const name of SECRET_NAMES) {
      const secret = new Secret(this, `${constructIdOf(name)}Secret`, {
        secretName: `shipdeck/${name}`,
        description: `Shipdeck: API key of ${name}, read by the live adapters (SHIPDECK_ADAPTERS=live)`,
        removalPolicy: RemovalPolicy.RETAIN,
      });
      Validations.of(secret).acknowledge({
        id: 'AwsSolutions-SMG4',
        reason: `The ${name} API key is issued and rotated in the vendor's dashboard; Secrets Manager cannot rotate it, so rotation is the operator's step in docs/deploy.md.`,
      });
      this.secrets[name] = secret;
    }

    // One key per stage (stack), rotated yearly; kept on stack deletion, since without it no stored credential opens.
    this.credentialsKey = new Key(this, 'CredentialsKey', {
      description: 'Shipdeck: envelope encryption of stored store credentials',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.queues = {};
    for (const definition of props.queues ?? QUEUES) {
      this.queues[definition.name] = new QueueWithDlq(this, `${constructIdOf(definition.name)}Queue`, { definition });
    }

    this.userPool = new UserPool(this, 'UserPool', {
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      autoVerify: { email: true },
      userVerification: { emailStyle: VerificationEmailStyle.CODE },
      // A team invitation (accounts §5): the invitee signs in with the temporary password and sets their own.
      userInvitation: {
        emailSubject: 'You are invited to a Shipdeck team',
        emailBody:
          'You have been invited to ship with a team on Shipdeck. Sign in with your email {username} and the temporary password {####}; you will choose your own password then.',
      },
      standardAttributes: { email: { required: true, mutable: true } },
      passwordPolicy: {
        minLength: PASSWORD_MIN_LENGTH,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      mfa: Mfa.OFF,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG1',
        reason:
          'Spec accounts-and-billing §5 sets the password rule: minimum 7 characters (7 to 30 on signup and change) with no character classes; the pool enforces exactly that so the API and the web form agree.',
      },
      {
        id: 'AwsSolutions-COG2',
        reason:
          'The spec defines password and magic-link sign-in only; requiring MFA would lock out every merchant until an MFA enrolment flow exists.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'Threat protection needs the Cognito Plus feature plan, a per-user cost the product does not carry yet; the Essentials plan covers email sign-in and self sign-up.',
      },
    );

    // Shipdeck staff: membership is granted in the user pool by an operator, never through the app, and only
    // the tokens of its members reach /api/v1/admin/* (their `cognito:groups` claim).
    new CfnUserPoolGroup(this, 'ShipdeckAdminsGroup', {
      userPoolId: this.userPool.userPoolId,
      groupName: SHIPDECK_ADMINS_GROUP,
      description: 'Shipdeck staff: the internal admin console (claims review, payouts, audit log)',
    });

    this.socialSignIn = new SocialSignIn(this, 'SocialSignIn', {
      userPool: this.userPool,
      domainPrefix: `shipdeck-${this.account}`,
      appOrigins: [],
      ...props.socialSignIn,
    });
    this.userPoolClient = this.userPool.addClient('WebClient', {
      generateSecret: false,
      // custom: magic-link sign-in (CUSTOM_AUTH, answered by the triggers below).
      authFlows: { userPassword: true, userSrp: true, custom: true },
      preventUserExistenceErrors: true,
      supportedIdentityProviders: this.socialSignIn.supportedIdentityProviders,
      oAuth: this.socialSignIn.oAuth,
    });
    this.userPoolClient.node.addDependency(...this.socialSignIn.dependables);

    const identity = props.emailIdentity;
    this.emailIdentity = new EmailIdentity(this, 'EmailIdentity', {
      identity: identity.includes('@') ? Identity.email(identity) : Identity.domain(identity),
    });
    this.emailFrom = props.emailFrom ?? (identity.includes('@') ? identity : `no-reply@${identity}`);

    this.addCognitoTriggers(props);

    new CfnOutput(this, 'TableName', { value: this.table.table.tableName });
    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.userPoolClient.userPoolClientId });
    new CfnOutput(this, 'EmailFrom', { value: this.emailFrom });
  }

  /**
   * The pool's triggers live here, beside the pool: the pool names them, and the API's functions (stateless
   * stack) name the pool, so building them there would tie the stacks both ways. They get only what they use:
   * the table, the sender and the origins a link may point at (the site's and the API's allowed ones).
   */
  private addCognitoTriggers(props: StatefulStackProps): void {
    const environment = {
      [ENV.tableName]: this.table.table.tableName,
      [ENV.emailFrom]: this.emailFrom,
      [ENV.adapters]: props.adapters ?? 'sandbox',
      [MAGIC_LINK_ORIGINS_ENV]: [SITE_ORIGIN_PATTERN, ...(props.documentUploadOrigins ?? [])].join(','),
    };
    for (const definition of props.cognitoTriggers ?? COGNITO_TRIGGER_FUNCTIONS) {
      const lambda = new LambdaFunction(this, constructIdOf(definition.name), {
        definition,
        projectRoot: props.projectRoot ?? defaultProjectRoot(),
        environment,
        resources: {
          table: this.table.table,
          tableIndexNames: this.table.indexNames,
          queues: {},
          buckets: {},
          userPool: this.userPool,
          emailIdentityArn: this.emailIdentity.emailIdentityArn,
          secrets: {},
        },
      });
      this.userPool.addTrigger(POOL_OPERATIONS[definition.trigger], lambda.function);
      this.cognitoTriggers[definition.name] = lambda;
    }
  }
}
