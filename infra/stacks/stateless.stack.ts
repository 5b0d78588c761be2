import { join } from 'node:path';
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import {
  CfnStage,
  CorsHttpMethod,
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import {
  ENV,
  FUNCTIONS,
  queueUrlEnvName,
  timeoutSecondsOf,
  type BucketName,
  type FunctionDefinition,
  type QueueName,
} from '../app-manifest';
import { defaultProjectRoot, type LambdaFunction } from '../constructs/lambda-function.construct';
import { Monitoring } from '../constructs/monitoring.construct';
import type { QueueWithDlq } from '../constructs/queue-with-dlq.construct';
import { StaticSite } from '../constructs/static-site.construct';
import { rateLimitGroupOf, STAGE_THROTTLE, type StageThrottle } from '../rate-limits';
import { FunctionGroupStack, functionGroupOf } from './function-group.stack';
import { constructIdOf, type StatefulStack } from './stateful.stack';
import type { HumanCheckWidget } from '#api/human-check';

export interface StatelessStackProps extends StackProps {
  stateful: StatefulStack;
  /** Defaults to the manifest's FUNCTIONS; tests pass their own list to cover every trigger kind. */
  functions?: readonly FunctionDefinition[];
  /** Repository root; manifest entries are relative to it. */
  projectRoot?: string;
  /** Built web app; defaults to `<projectRoot>/web/dist`. */
  webDistPath?: string;
  /** Which adapters the function ports use in this deployment. */
  adapters?: 'sandbox' | 'live';
  /** Sandbox journeys run this many times faster than real time (default 1: real time). */
  sandboxTrackingSpeed?: number;
  /**
   * Browser origins allowed to call the API directly. Empty (the default) sends no CORS headers:
   * the web app reaches the API through CloudFront on its own origin, so it needs none.
   */
  corsAllowedOrigins?: string[];
  /** An address the operations alarm topic mails; none: subscribe to the topic after the deploy. */
  alarmEmail?: string;
  /** The CLOUDFRONT-scope web ACL (edge stack, us-east-1) that rate-limits the public routes per client. */
  webAclArn: string;
  /** Cloudflare Turnstile's site key for the web's human-check widget (live adapters only). */
  turnstileSiteKey?: string;
  /** Where the public site's leads are mailed; default `sales@` the sending domain. */
  salesInbox?: string;
}

/** `Shipdeck <no-reply@example.com>` → `sales@example.com`: the sales inbox when none is configured. */
export function salesInboxOf(emailFrom: string): string {
  const address = /<([^>]+)>/.exec(emailFrom)?.[1] ?? emailFrom;
  return `sales@${address.slice(address.lastIndexOf('@') + 1)}`;
}

/**
 * The web's human-check widget follows the functions' provider: the local stand-in's widget with sandbox
 * adapters (the sandbox accepts its tokens), Turnstile with live ones, or none without a site key.
 */
export function humanCheckWidgetOf(
  adapters: 'sandbox' | 'live',
  siteKey: string | undefined,
): HumanCheckWidget | undefined {
  if (adapters === 'sandbox') return { provider: 'local' };
  return siteKey ? { provider: 'turnstile', siteKey } : undefined;
}

/** `documents` → `DOCUMENTS_BUCKET`, the variable functions/_lib/config.ts reads. */
export function bucketEnvName(bucket: BucketName): string {
  return `${bucket.replace(/-/g, '_').toUpperCase()}_BUCKET`;
}

/**
 * SQS refuses an event source whose queue hides a message for less time than the worker may run
 * (the message would be handed out twice); fail at synth instead of halfway through a deploy.
 */
export function assertWorkersFitTheirQueues(definitions: readonly FunctionDefinition[], stateful: StatefulStack): void {
  for (const definition of definitions) {
    if (!definition.queue) continue;
    const queue = stateful.queues[definition.queue.queue];
    if (!queue) {
      throw new Error(
        `Function ${definition.name} consumes queue ${definition.queue.queue}, which the stateful stack does not define`,
      );
    }
    const visibility = queue.definition.visibilityTimeoutSeconds;
    if (timeoutSecondsOf(definition) > visibility) {
      throw new Error(
        `Function ${definition.name} may run ${timeoutSecondsOf(definition)} s but queue ${definition.queue.queue} hides a message for only ${visibility} s`,
      );
    }
  }
}

const HTTP_METHODS: Record<string, HttpMethod> = {
  GET: HttpMethod.GET,
  POST: HttpMethod.POST,
  PUT: HttpMethod.PUT,
  PATCH: HttpMethod.PATCH,
  DELETE: HttpMethod.DELETE,
};

/**
 * The code: one Lambda per manifest function with its triggers (HTTP routes behind the JWT
 * authorizer, SQS event sources, EventBridge schedules) and the web app behind CloudFront.
 * Holds no data, so it can be destroyed and deployed again at will.
 */
export class StatelessStack extends Stack {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  readonly site: StaticSite;
  readonly functions: Record<string, LambdaFunction> = {};
  /** One nested stack per domain folder of functions/. */
  readonly functionGroups: FunctionGroupStack[] = [];
  readonly monitoring: Monitoring;

  constructor(scope: Construct, id: string, props: StatelessStackProps) {
    super(scope, id, props);
    const { stateful } = props;
    const projectRoot = props.projectRoot ?? defaultProjectRoot();
    const definitions = props.functions ?? FUNCTIONS;

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Shipdeck API',
      createDefaultStage: false,
      corsPreflight: props.corsAllowedOrigins?.length
        ? {
            allowOrigins: props.corsAllowedOrigins,
            allowMethods: [CorsHttpMethod.ANY],
            allowHeaders: ['content-type', 'x-authorization', 'x-shipdeck-account'],
            maxAge: Duration.hours(1),
          }
        : undefined,
    });
    const accessLogs = new LogGroup(this, 'HttpApiAccessLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = new HttpStage(this, 'HttpApiDefaultStage', {
      httpApi: this.httpApi,
      autoDeploy: true,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs) },
      throttle: STAGE_THROTTLE,
    });

    // Generated at deploy time and never in the template: CloudFront sends it to the API, the functions compare it.
    const originVerify = new Secret(this, 'OriginVerifySecret', {
      description: 'Proves an API request came through the Shipdeck CloudFront distribution',
      generateSecretString: { excludePunctuation: true, passwordLength: 48 },
    });
    Validations.of(originVerify).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'A shared value between CloudFront and the API functions, not a credential to any system; rotating it means redeploying both, which a deploy does.',
    });
    const originVerifySecret = originVerify.secretValue.unsafeUnwrap();

    this.site = new StaticSite(this, 'Site', {
      originVerifySecret,
      apiDomainName: `${this.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`,
      webDistPath: props.webDistPath ?? join(projectRoot, 'web', 'dist'),
      webAclArn: props.webAclArn,
      runtimeConfig: {
        environment: 'aws',
        region: this.region,
        userPoolId: stateful.userPool.userPoolId,
        userPoolClientId: stateful.userPoolClient.userPoolClientId,
        apiBaseUrl: '',
        humanCheck: humanCheckWidgetOf(props.adapters ?? 'sandbox', props.turnstileSiteKey),
        ...(stateful.socialSignIn.providers.length
          ? {
              oauth: {
                domain: stateful.socialSignIn.domainName,
                redirectSignIn: stateful.socialSignIn.oAuth.callbackUrls!,
                redirectSignOut: stateful.socialSignIn.oAuth.logoutUrls!,
                providers: stateful.socialSignIn.providers,
              },
            }
          : {}),
      },
    });

    const environment: Record<string, string> = {
      [ENV.tableName]: stateful.table.table.tableName,
      [ENV.emailFrom]: stateful.emailFrom,
      [ENV.salesInbox]: props.salesInbox ?? salesInboxOf(stateful.emailFrom),
      [ENV.userPoolId]: stateful.userPool.userPoolId,
      [ENV.userPoolClientId]: stateful.userPoolClient.userPoolClientId,
      [ENV.appUrl]: this.site.siteUrl,
      [ENV.adapters]: props.adapters ?? 'sandbox',
      [ENV.sandboxTrackingSpeed]: String(props.sandboxTrackingSpeed ?? 1),
      [ENV.originVerifySecret]: originVerifySecret,
    };
    for (const [name, bucket] of Object.entries(stateful.buckets)) {
      environment[bucketEnvName(name as BucketName)] = bucket.bucketName;
    }
    for (const [name, queue] of Object.entries(stateful.queues)) {
      if (queue) environment[queueUrlEnvName(name as QueueName)] = queue.queue.queueUrl;
    }

    const jwtAuthorizer = new HttpJwtAuthorizer(
      'CognitoJwt',
      `https://cognito-idp.${this.region}.${this.urlSuffix}/${stateful.userPool.userPoolId}`,
      {
        jwtAudience: [stateful.userPoolClient.userPoolClientId],
        identitySource: ['$request.header.x-authorization'],
      },
    );

    const resources = {
      table: stateful.table.table,
      tableIndexNames: stateful.table.indexNames,
      queues: Object.fromEntries(Object.entries(stateful.queues).map(([name, q]) => [name, q?.queue])),
      buckets: stateful.buckets,
      userPool: stateful.userPool,
      emailIdentityArn: stateful.emailIdentity.emailIdentityArn,
      secrets: stateful.secrets,
      credentialsKey: stateful.credentialsKey,
    };
    assertWorkersFitTheirQueues(definitions, stateful);
    const groups = new Map<string, FunctionDefinition[]>();
    for (const definition of definitions) {
      const group = functionGroupOf(definition);
      groups.set(group, [...(groups.get(group) ?? []), definition]);
    }
    for (const [group, groupDefinitions] of groups) {
      const nested = new FunctionGroupStack(this, `${constructIdOf(group)}Functions`, {
        description: `Shipdeck ${group} functions`,
        definitions: groupDefinitions,
        projectRoot,
        environment,
        resources,
      });
      this.functionGroups.push(nested);
      for (const lambda of Object.values(nested.functions)) {
        this.functions[lambda.definition.name] = lambda;
        this.addHttpRoutes(nested, lambda, jwtAuthorizer);
      }
    }

    this.throttlePublicRoutes();

    this.monitoring = new Monitoring(this, 'Monitoring', {
      httpApi: this.httpApi,
      queues: Object.values(stateful.queues).filter((q): q is QueueWithDlq => q !== undefined),
      workers: Object.values(this.functions).filter((f) => f.definition.queue),
      alarmEmail: props.alarmEmail,
    });

    new CfnOutput(this, 'SiteUrl', { value: this.site.siteUrl });
    new CfnOutput(this, 'ApiUrl', { value: this.httpApi.apiEndpoint });
    new CfnOutput(this, 'UserPoolId', { value: stateful.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: stateful.userPoolClient.userPoolClientId });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.monitoring.topic.topicArn });
    new CfnOutput(this, 'DashboardName', { value: this.monitoring.dashboard.dashboardName });
    if (!this.site.deploysWebAssets) {
      new CfnOutput(this, 'WebAssetsMissing', {
        value:
          'web/dist did not exist at synth time: only runtime-config.json was deployed. Run npm run build, then deploy again.',
      });
    }
  }

  /** Routes of a PUBLIC_RATE_LIMITS group, by route key, with the route's own token bucket. */
  private readonly publicRoutes = new Map<string, { routes: HttpRoute[]; throttle: StageThrottle }>();

  /**
   * API Gateway route settings: each public route gets its group's token bucket, shared by every
   * caller (per-client counting is WAF's, on CloudFront). The stage refers to routes by key, so it
   * must be created after them.
   */
  private throttlePublicRoutes(): void {
    // RouteSettings is plain JSON in the L1 (CDK does not convert its keys), hence CloudFormation's casing.
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    for (const [routeKey, { routes, throttle }] of this.publicRoutes) {
      routeSettings[routeKey] = { ThrottlingRateLimit: throttle.rateLimit, ThrottlingBurstLimit: throttle.burstLimit };
      for (const route of routes) this.stage.node.addDependency(route);
    }
    if (this.publicRoutes.size) (this.stage.node.defaultChild as CfnStage).routeSettings = routeSettings;
  }

  /**
   * A function's routes, integration and invoke permission live in its domain's nested stack, beside the
   * function: the parent keeps the API, its stage and authorizer, so it does not grow by three resources
   * per route (CloudFormation allows 500 per template).
   */
  private addHttpRoutes(scope: Construct, lambda: LambdaFunction, jwtAuthorizer: HttpJwtAuthorizer): void {
    const { definition } = lambda;
    if (!definition.http?.length) return;
    // One invoke permission per function for the whole API, not one per route: the API reaches a function only
    // through its own integration.
    const integration = new HttpLambdaIntegration(`${constructIdOf(definition.name)}Integration`, lambda.function, {
      scopePermissionToRoute: false,
    });
    for (const trigger of definition.http) {
      const isPublic = trigger.auth === 'none';
      const route = new HttpRoute(scope, `${trigger.method}${trigger.path}`, {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with(trigger.path, HTTP_METHODS[trigger.method]),
        integration,
        authorizer: isPublic ? undefined : jwtAuthorizer,
      });
      const routes = [route];
      const group = isPublic ? rateLimitGroupOf(trigger.path) : undefined;
      if (group) this.publicRoutes.set(`${trigger.method} ${trigger.path}`, { routes, throttle: group.route });
      if (isPublic) {
        for (const route of routes) {
          Validations.of(route).acknowledge({
            id: 'AwsSolutions-APIG4',
            reason: `The app manifest declares ${trigger.method} ${trigger.path} (${definition.name}) with auth 'none': it must answer callers that have no token.`,
          });
        }
      }
    }
  }
}
