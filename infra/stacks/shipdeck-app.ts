import { App, Aws, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { FunctionDefinition } from '../app-manifest';
import { trackingSpeedOf } from '#domain/carriers/sandbox-clock.rules';
import { EDGE_REGION, EdgeStack } from './edge.stack';
import { StatefulStack } from './stateful.stack';
import { StatelessStack } from './stateless.stack';

const CROSS_STACK_REFERENCES_FLAG = '@aws-cdk/core:defaultCrossStackReferences';

/**
 * CDK entry (`npx cdk synth|deploy`). Context (`-c key=value`):
 * - `stackPrefix` (default `Shipdeck`): stack names `<prefix>Stateful` / `<prefix>Stateless` / `<prefix>Edge`
 *   (the last always in us-east-1: CloudFront's web ACL must be there).
 * - `emailIdentity` (default `example.com`): SES domain, or an address containing `@`.
 * - `emailFrom`: From address (default `no-reply@<domain>` or the address identity).
 * - `adapters` (`sandbox` | `live`, default `sandbox`).
 * - `sandboxTrackingSpeed`: how many times faster than real time sandbox journeys run (default 1).
 * - `corsOrigins`: comma-separated origins allowed to call the API directly (default none).
 * - `alarmEmail`: an address the operations alarm topic mails (default none: subscribe later).
 * - `turnstileSiteKey`: the Cloudflare Turnstile widget's site key, used with live adapters (its secret key goes
 *   in the `turnstile` secret); without it a live deployment shows no human check, which counts as validated.
 * - `salesInbox`: where the public site's leads are mailed (default `sales@` the sending domain).
 * - `appOrigins`: comma-separated origins of the web app the hosted UI may send the browser back to after a
 *   social sign-in or sign-out (the CloudFront URL or custom domain; http://localhost:3000 is always added).
 * - `authDomainPrefix`: the hosted UI's Cognito domain prefix (default `shipdeck-<account>`).
 * - `googleClientId`, `linkedInClientId`, `microsoftClientId` (+ `microsoftTenantId`): the social providers to
 *   offer (accounts §4); each secret is read at deploy time from Secrets Manager (`shipdeck/social-sign-in/<name>`).
 * Account and region come from the CLI's environment; synth works offline without them.
 */
export interface BuildAppOptions {
  /** Defaults to the manifest's FUNCTIONS (tests add entries for trigger kinds it lacks). */
  functions?: readonly FunctionDefinition[];
}

export function buildApp(
  app: App = new App(),
  options: BuildAppOptions = {},
): { app: App; stateful: StatefulStack; stateless: StatelessStack; edge: EdgeStack } {
  // Lock in today's producer-protecting cross-stack exports unless cdk.json decides otherwise.
  if (app.node.tryGetContext(CROSS_STACK_REFERENCES_FLAG) === undefined && app.node.children.length === 0) {
    app.node.setContext(CROSS_STACK_REFERENCES_FLAG, 'strong');
  }
  const context = (key: string): string | undefined => {
    const value: unknown = app.node.tryGetContext(key);
    return typeof value === 'string' && value.length > 0 ? value : undefined;
  };
  const prefix = context('stackPrefix') ?? 'Shipdeck';
  const env = {
    account: process.env.CDK_DEFAULT_ACCOUNT,
    region: process.env.CDK_DEFAULT_REGION ?? process.env.AWS_REGION ?? 'us-east-1',
  };
  const adapters = context('adapters') ?? 'sandbox';
  if (adapters !== 'sandbox' && adapters !== 'live')
    throw new Error(`Context adapters must be sandbox or live, got ${adapters}`);

  const corsOrigins = context('corsOrigins')
    ?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const stateful = new StatefulStack(app, `${prefix}Stateful`, {
    env,
    description: 'Shipdeck data: table, document buckets, queues, user pool, email identity',
    emailIdentity: context('emailIdentity') ?? 'example.com',
    emailFrom: context('emailFrom'),
    documentUploadOrigins: corsOrigins,
    adapters,
    socialSignIn: {
      domainPrefix: context('authDomainPrefix') ?? `shipdeck-${env.account ?? Aws.ACCOUNT_ID}`,
      appOrigins: (context('appOrigins') ?? '')
        .split(',')
        .map((origin) => origin.trim().replace(/\/+$/, ''))
        .filter(Boolean),
      googleClientId: context('googleClientId'),
      linkedInClientId: context('linkedInClientId'),
      microsoftClientId: context('microsoftClientId'),
      microsoftTenantId: context('microsoftTenantId'),
    },
  });
  // In us-east-1 a plain export carries the ACL's ARN; elsewhere CDK copies it through SSM parameters.
  const crossRegionReferences = env.region !== EDGE_REGION;
  const edge = new EdgeStack(app, `${prefix}Edge`, {
    env: { account: env.account, region: EDGE_REGION },
    description: 'Shipdeck edge: the CloudFront web ACL that rate-limits the public routes',
    crossRegionReferences,
  });
  const stateless = new StatelessStack(app, `${prefix}Stateless`, {
    env,
    crossRegionReferences,
    webAclArn: edge.rateLimits.webAcl.attrArn,
    description: 'Shipdeck code: functions, HTTP API, schedules, web app on CloudFront',
    stateful,
    functions: options.functions,
    adapters,
    sandboxTrackingSpeed: trackingSpeedOf(context('sandboxTrackingSpeed')),
    corsAllowedOrigins: corsOrigins,
    alarmEmail: context('alarmEmail'),
    turnstileSiteKey: context('turnstileSiteKey'),
    salesInbox: context('salesInbox'),
  });

  // Written into template metadata too, so every acknowledgement and its reason is reviewable in cdk.out.
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { writeSuppressionsToCloudFormation: true }));
  return { app, stateful, stateless, edge };
}
