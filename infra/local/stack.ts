import { join, resolve } from 'node:path';
import {
  BUCKET_NAMES,
  COGNITO_TRIGGER_FUNCTIONS,
  ENV,
  FUNCTIONS,
  MAGIC_LINK_ORIGINS_ENV,
  QUEUES,
  queueUrlEnvName,
  type FunctionDefinition,
  type QueueName,
} from '../app-manifest';
import { SOCIAL_SIGN_IN_PROVIDERS, type RuntimeConfig } from '#api/runtime-config';
import { LOCAL_SANDBOX_TRACKING_SPEED } from '#domain/carriers/sandbox-clock.rules';
import {
  ensureConfirmedUser,
  ensureUserInGroup,
  localCognitoClient,
  startCognitoLocal,
  type CognitoLocal,
} from './cognito-local';
import { SHIPDECK_ADMINS_GROUP } from '#domain/admin/staff-group.rules';
import { createLocalCustomAuth } from './cognito-custom-auth';
import type { HostedUi } from './cognito-hosted-ui';
import type { OidcProviders } from './oidc-providers';
import { ensureTable, localDynamoClient, startDynamoDbLocal, type DynamoDbLocal } from './dynamodb-local';
import { startFunctionsHost, type FunctionsHost, type FunctionsHostKind } from './functions-host';
import { startGateway, type GatewayBackend, type WebApp } from './gateway';
import { LOCAL_TRACKING_PAGE_HOST } from './web-app';
import { createJwtAuthorizer } from './jwt-authorizer';
import { REPO_ROOT } from './lambda-runtime';
import {
  COGNITO_PROXY_PATH,
  DATA_DIR_ENV,
  EMULATOR_PORTS_ENV,
  DEMO_ADMIN_EMAIL,
  DEMO_MEMBER_EMAIL,
  DEMO_OWNER_EMAIL,
  DEMO_SHOPIFY_SHOP,
  DEMO_STORE_ORDER_SECONDS,
  DEMO_STORE_ORDER_SECONDS_ENV,
  DEMO_TRACKING_SUBDOMAIN,
  DEMO_PASSWORD,
  LOCAL_ACCOUNT_ID,
  LOCAL_BUCKET_PREFIX,
  RATE_LIMITS_ENV,
  LOCAL_CREDENTIALS,
  LOCAL_EMAIL_FROM,
  LOCAL_SALES_INBOX,
  LOCAL_HOST,
  LOCAL_PORTS,
  LOCAL_REGION,
  LOCAL_TABLE_NAME,
  type LocalPorts,
} from './local-config';
import { assertJavaAvailable, assertPortFree, freePort } from './preflight';
import { startQueuePollers, type QueuePollers } from './queue-poller';
import { startS3Local, type S3Local } from './s3-local';
import { TRACK_PATH } from '#domain/tracking/tracking-page-host.rules';
import { watchSources } from './source-watcher';
import { deliverCodeToInbox, startSesLocal, type SesLocal } from './ses-local';
import { localSqsClient, startSqsLocal, type SqsLocal } from './sqs-local';
import { STORE_SIMULATOR_URL_ENV } from '#functions/stores/store-origins';
import { LOCAL_RUNTIME_ENV } from '#lib/local-runtime';
import { LOCAL_CREDENTIALS_KEY_ENV } from '#lib/crypto/credentials-keys';
import { localCredentialsKey } from './credentials-key';
import { startStoreSimulator, type StoreSimulator } from './store-simulators/store-simulator';
import { startTimers, type Timers } from './timers';
import { startWatchdog } from './watchdog';

export interface LocalStackOptions {
  /** App port (default PORT or 3000). */
  port?: number;
  /** Where emulators persist (default SHIPDECK_DATA_DIR or `<repo>/.data`). */
  dataDir?: string;
  /** No per-request or worker log lines. */
  quiet?: boolean;
  /** Create the demo users and data (default true). */
  seed?: boolean;
  /** `vite` (default), `static` (serve a production build made beforehand, see `webRoot`) or `none`. */
  web?: 'vite' | 'static' | 'none';
  /** The built site `static` serves (default web/dist): e2e builds into its own directory. */
  webRoot?: string;
  /** Emulator ports other than the app's (tests take free ones; browsers reach Cognito through the app origin). */
  ports?: Partial<Omit<LocalPorts, 'app'>>;
  /** Restart the functions when a file under functions/ or shared/ changes (`npm start`). */
  watch?: boolean;
  /**
   * The sandbox carriers' clock speed (default: SANDBOX_TRACKING_SPEED from the environment, else
   * 432×) and how often the sandbox sends its tracking webhooks (default: the manifest's local
   * rate), so browser tests watch a whole journey in about a minute.
   */
  sandboxTracking?: { speed?: number; emitEverySeconds?: number };
  /**
   * Seconds between the demo store's simulated orders (default SHIPDECK_DEMO_ORDER_SECONDS, else
   * 180; 0 places none). Tests place one on demand with `storeSimulator.placeOrder(shop)`.
   */
  demoStoreOrderEverySeconds?: number;
  /**
   * The month (1-12) the sandbox weather plays for automation rules (default: SANDBOX_WEATHER_MONTH from the
   * environment, else 7): July locally, so a "Texas heat" rule fires whatever today's date.
   */
  sandboxWeatherMonth?: number;
  /**
   * The public routes' rate limits (default `enforce`, or SHIPDECK_LOCAL_RATE_LIMITS=off): `off`
   * is for benchmarks pushing thousands of requests from one address through the gateway.
   */
  rateLimits?: 'enforce' | 'off';
  /**
   * Where handlers run (default `thread`, see functions-host.ts): `process` forks the functions
   * host so a crash test can kill -9 it (`functionsHost.kill()`) while the emulators, queues and
   * gateway of this process live on, as a table and queues outlive a dying Lambda.
   */
  functionsHost?: FunctionsHostKind;
  /**
   * Every queue's visibility timeout in seconds instead of the manifest's (minutes): crash tests
   * shorten it so the messages a killed host held come back within the test, as they do in AWS
   * once the timeout passes.
   */
  queueVisibilitySeconds?: number;
}

export interface LocalStack {
  appUrl: string;
  login: { email: string; password: string };
  emailInboxUrl: string;
  /** The local store simulators: their origin, and orders placed and fulfillments read back on demand. */
  storeSimulator: StoreSimulator;
  stop(): Promise<void>;
}

/** Extra facts for the CLI banner and tests; the contract above is what e2e and benches rely on. */
export interface LocalStackDetails extends LocalStack {
  dataDir: string;
  /** The demo merchant's branded tracking page (a *.localhost subdomain of the app). */
  trackingPageUrl: string;
  memberLogin: { email: string; password: string };
  /** A Shipdeck staff login (the shipdeck-admins group): the admin console at /admin. */
  adminLogin: { email: string; password: string };
  endpoints: { dynamodb: string; sqs: string; s3: string; ses: string; cognito: string; stores: string };
  userPoolId: string;
  userPoolClientId: string;
  seeded: 'demo data' | 'skipped';
  /** Milliseconds per startup phase, for the banner and the startup benchmark. */
  timings: Record<string, number>;
  /** The running functions host: `kill()` ends it as a crashed Lambda ends (see `functionsHost` option). */
  functionsHost: Pick<FunctionsHost, 'kill'>;
}

/** The schedule that sends the sandbox carriers' tracking webhooks (app manifest). */
const SANDBOX_EMIT_FUNCTION = 'emit-sandbox-tracking';

/** July: the local stack's sandbox weather month, so perishable heat rules can be tried in any season. */
const LOCAL_SANDBOX_WEATHER_MONTH = 7;

export function defaultDataDir(): string {
  return resolve(process.env[DATA_DIR_ENV] || join(REPO_ROOT, '.data'));
}

/**
 * Starts every emulator, points the process environment at them (before any handler module is
 * imported: handlers parse config once), seeds the demo login and serves the app on one origin.
 * On any failure everything already started is stopped before the error propagates.
 */
export async function startLocalStack(opts: LocalStackOptions = {}): Promise<LocalStackDetails> {
  const dataDir = resolve(opts.dataDir ?? defaultDataDir());
  const ports: LocalPorts = {
    ...(await emulatorPorts()),
    ...opts.ports,
    app: opts.port ?? (Number(process.env.PORT) || LOCAL_PORTS.app),
  };
  const log = opts.quiet ? () => undefined : (line: string) => console.log(line);
  const timings: Record<string, number> = {};
  let mark = Date.now();
  const phase = (name: string) => {
    timings[name] = Date.now() - mark;
    mark = Date.now();
  };

  assertJavaAvailable();
  await assertPortFree(ports.app, 'app', 'PORT');
  await Promise.all([
    assertPortFree(ports.dynamodb, 'DynamoDB Local', EMULATOR_PORTS_ENV),
    assertPortFree(ports.sqs, 'SQS (fauxqs)', EMULATOR_PORTS_ENV),
    assertPortFree(ports.s3, 'S3 (s3rver)', EMULATOR_PORTS_ENV),
    assertPortFree(ports.ses, 'SES (aws-ses-v2-local)', EMULATOR_PORTS_ENV),
    assertPortFree(ports.cognito, 'Cognito (cognito-local)', EMULATOR_PORTS_ENV),
    assertPortFree(ports.stores, 'store simulators', EMULATOR_PORTS_ENV),
    assertPortFree(ports.socialProviders, 'social sign-in providers', EMULATOR_PORTS_ENV),
    assertPortFree(ports.hostedUi, 'Cognito hosted UI', EMULATOR_PORTS_ENV),
  ]);

  const stoppers: { name: string; stop: () => Promise<void> }[] = [];
  const stopAll = async () => {
    for (const s of stoppers.splice(0).reverse()) {
      try {
        await s.stop();
      } catch (err) {
        console.error(`Stopping ${s.name} failed: ${String(err)}`);
      }
    }
  };
  const began = Date.now();
  const track = <T extends { stop(): Promise<void> }>(name: string, p: Promise<T>) =>
    p.then((started) => {
      stoppers.push({ name, stop: () => started.stop() });
      timings[name] = Date.now() - began;
      return started;
    });

  const appUrl = `http://localhost:${ports.app}`;
  const endpointOf = (port: number) => `http://${LOCAL_HOST}:${port}`;
  // Up before the functions host: the sandbox store adapters read its origin from the environment.
  const storeSimulator = await track(
    'store simulators',
    startStoreSimulator({ port: ports.stores, host: LOCAL_HOST, stateFile: join(dataDir, 'store-simulators.json') }),
  );
  const bucketName = `${LOCAL_BUCKET_PREFIX}-${BUCKET_NAMES[0]}`;
  // Everything but the user pool ids follows from the ports, so it is in place before anything
  // (seed or handler) is imported; fauxqs names queues `<endpoint>/<account>/<name>`.
  pointEnvironmentAtEmulators({
    dynamodb: endpointOf(ports.dynamodb),
    sqs: endpointOf(ports.sqs),
    s3: endpointOf(ports.s3),
    ses: endpointOf(ports.ses),
    cognito: endpointOf(ports.cognito),
    queueUrls: Object.fromEntries(
      QUEUES.map((q) => [queueUrlEnvName(q.name), `${endpointOf(ports.sqs)}/${LOCAL_ACCOUNT_ID}/${q.name}`]),
    ),
    bucketName,
    appUrl,
    storeSimulatorUrl: storeSimulator.origin,
    trackingSpeed: opts.sandboxTracking?.speed,
    weatherMonth: opts.sandboxWeatherMonth,
  });
  // Stored store credentials are sealed with this machine's key (KMS in AWS).
  process.env[LOCAL_CREDENTIALS_KEY_ENV] ||= localCredentialsKey(dataDir);

  let backend: GatewayBackend | undefined;
  const watchdog = startWatchdog();
  stoppers.push({ name: 'watchdog', stop: () => watchdog.release() });
  // Its thread starts on the first invocation, which only comes once the backend is ready.
  const functions = startFunctionsHost({ log: (line) => console.error(line), kind: opts.functionsHost });
  stoppers.push({ name: 'functions host', stop: () => functions.stop() });
  try {
    // The app port opens first (the clearest port error; Vite loads while the emulators boot).
    const gateway = await track(
      'gateway',
      startGateway({
        port: ports.app,
        functions: FUNCTIONS,
        backend: () => backend,
        invoke: functions.invoke,
        web: webApp(opts.web, opts.webRoot),
        log,
        rateLimits: opts.rateLimits ?? (process.env[RATE_LIMITS_ENV] === 'off' ? 'off' : 'enforce'),
      }),
    );
    phase('gateway');

    const appOrigins = new Set([appUrl, `http://${LOCAL_HOST}:${ports.app}`]);
    const socialProviders = track<OidcProviders>(
      'social sign-in providers',
      // Imported here, not at the top: oidc-provider's import would otherwise delay every start.
      import('./oidc-providers').then(({ startOidcProviders }) =>
        startOidcProviders({
          port: ports.socialProviders,
          host: LOCAL_HOST,
          redirectUris: [`https://localhost:${ports.hostedUi}/oauth2/idpresponse`],
        }),
      ),
    );
    // Awaited below; a failure here must not go unhandled while the emulators start.
    socialProviders.catch(() => undefined);
    const hostedUiClient = localCognitoClient(endpointOf(ports.cognito));
    stoppers.push({ name: 'hosted UI Cognito client', stop: async () => hostedUiClient.destroy() });
    const startHostedUi = (cognito: CognitoLocal, providers: OidcProviders) =>
      track<HostedUi>(
        'Cognito hosted UI',
        import('./cognito-hosted-ui').then(({ startCognitoHostedUi }) =>
          startCognitoHostedUi({
            port: ports.hostedUi,
            host: LOCAL_HOST,
            issuer: {
              client: hostedUiClient,
              userPoolId: cognito.userPoolId,
              userPoolClientId: cognito.userPoolClientId,
              poolFile: cognito.poolFile,
            },
            providers,
            allowedRedirect: (url) => URL.canParse(url) && appOrigins.has(new URL(url).origin),
            certFile: join(dataDir, 'hosted-ui-cert.json'),
            log,
          }),
        ),
      );
    const settled = await Promise.allSettled([
      track<DynamoDbLocal>(
        'DynamoDB Local',
        startDynamoDbLocal({ port: ports.dynamodb, dbPath: join(dataDir, 'dynamodb') }),
      ).then(async (dynamo) => {
        watchdog.watch(dynamo.pid);
        const ddb = localDynamoClient(dynamo.endpoint);
        await ensureTable(ddb, LOCAL_TABLE_NAME);
        ddb.destroy();
        timings.table = Date.now() - began;
        return dynamo;
      }),
      track<SqsLocal>(
        'fauxqs',
        startSqsLocal({
          port: ports.sqs,
          queues: opts.queueVisibilitySeconds
            ? QUEUES.map((q) => ({ ...q, visibilityTimeoutSeconds: opts.queueVisibilitySeconds! }))
            : QUEUES,
        }),
      ),
      track<S3Local>('s3rver', startS3Local({ port: ports.s3, directory: join(dataDir, 's3'), buckets: [bucketName] })),
      track<SesLocal>('aws-ses-v2-local', startSesLocal({ port: ports.ses })),
      // Users and the seed module's import overlap with DynamoDB Local's (slow) JVM start.
      track<CognitoLocal>(
        'cognito-local',
        startCognitoLocal({
          port: ports.cognito,
          directory: join(dataDir, 'cognito'),
          onCodeDelivery: (d) => {
            console.log(`Cognito code for ${d.destination}: ${d.code} (also in the SES inbox)`);
            deliverCodeToInbox(endpointOf(ports.ses), LOCAL_EMAIL_FROM, d).catch((err: unknown) =>
              log(`[cognito] could not put the code in the inbox: ${String(err)}`),
            );
          },
        }),
      ).then(async (cognito) => {
        process.env[ENV.userPoolId] = cognito.userPoolId;
        process.env[ENV.userPoolClientId] = cognito.userPoolClientId;
        const [seed, hostedUi] = await Promise.all([
          opts.seed === false
            ? undefined
            : prepareSeed(cognito).then((prepared) => {
                timings.users = Date.now() - began;
                return prepared;
              }),
          // The social sign-in providers start beside cognito-local; the hosted UI needs the pool.
          socialProviders.then((providers) => startHostedUi(cognito, providers)),
        ]);
        return { cognito, seed, hostedUi };
      }),
    ]);
    const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (failed) throw failed.reason;
    const [dynamo, sqs, s3, ses, { cognito, seed, hostedUi }] = settled.map(
      (s) => (s as PromiseFulfilledResult<unknown>).value,
    ) as [
      DynamoDbLocal,
      SqsLocal,
      S3Local,
      SesLocal,
      { cognito: CognitoLocal; seed: PreparedSeed | undefined; hostedUi: HostedUi },
    ];
    for (const q of sqs.queues) process.env[queueUrlEnvName(q.name as QueueName)] = q.url;
    phase('emulators');

    if (seed) await runSeed(seed, storeSimulator, appUrl, log);
    phase('seed');

    const sqsClient = localSqsClient(sqs.endpoint);
    stoppers.push({ name: 'SQS client', stop: async () => sqsClient.destroy() });
    const pollers: QueuePollers = startQueuePollers({
      client: sqsClient,
      targets: FUNCTIONS.filter(
        (fn): fn is FunctionDefinition & { queue: NonNullable<FunctionDefinition['queue']> } => !!fn.queue,
      ).map((fn) => {
        const q = sqs.queues.find((queue) => queue.name === fn.queue.queue);
        if (!q) throw new Error(`Function ${fn.name} listens to unknown queue ${fn.queue.queue}`);
        return {
          name: fn.name,
          queueUrl: q.url,
          queueArn: q.arn,
          batchSize: fn.queue.batchSize,
          invoke: (event) => functions.invoke(fn, event),
        };
      }),
      log,
    });
    stoppers.push({ name: 'queue pollers', stop: () => pollers.stop() });
    const timers: Timers = startTimers({
      targets: FUNCTIONS.filter((fn) => fn.schedule).map((fn) => ({
        name: fn.name,
        everySeconds:
          (fn.name === SANDBOX_EMIT_FUNCTION ? opts.sandboxTracking?.emitEverySeconds : undefined) ??
          fn.schedule!.localEverySeconds,
        invoke: (event) => functions.invoke(fn, event),
      })),
      log,
    });
    stoppers.push({ name: 'timers', stop: () => timers.stop() });
    const demoOrders = seed ? startDemoStoreOrders(storeSimulator, opts.demoStoreOrderEverySeconds, log) : undefined;
    if (demoOrders) stoppers.push({ name: 'demo store orders', stop: async () => clearInterval(demoOrders) });

    if (opts.watch) {
      const watcher = watchSources({
        root: REPO_ROOT,
        dirs: ['functions', 'shared'],
        log: (line) => console.error(line),
        onChange: (files) =>
          void functions.reload().then((reloaded) => {
            if (!reloaded) return;
            const handlers = `${reloaded.handlers} handler${reloaded.handlers === 1 ? '' : 's'}`;
            console.log(
              `Functions reloaded: ${describeChange(files)} (${handlers} loaded in ${(reloaded.ms / 1000).toFixed(1)} s)`,
            );
          }),
      });
      stoppers.push({ name: 'source watcher', stop: async () => watcher.close() });
    }

    const customAuthClient = localCognitoClient(cognito.endpoint);
    stoppers.push({ name: 'Cognito client', stop: async () => customAuthClient.destroy() });
    backend = {
      authorize: createJwtAuthorizer({
        issuer: cognito.issuer,
        audience: [cognito.userPoolClientId],
        jwksUri: cognito.jwksUri,
      }),
      runtimeConfig: (host?: string): RuntimeConfig => ({
        environment: 'local',
        region: LOCAL_REGION,
        userPoolId: cognito.userPoolId,
        userPoolClientId: cognito.userPoolClientId,
        userPoolEndpoint: `${host ? `http://${host}` : appUrl}${COGNITO_PROXY_PATH}`,
        apiBaseUrl: '',
        emailInboxUrl: ses.inboxUrl,
        // Chromium and Firefox resolve every *.localhost to loopback: demo-foods.localhost:<port> is the gateway.
        trackingPageHost: LOCAL_TRACKING_PAGE_HOST,
        // The functions run the sandbox human check, which accepts the local widget's tokens.
        humanCheck: { provider: 'local' },
        oauth: {
          domain: hostedUi.domain,
          redirectSignIn: [`${host ? `http://${host}` : appUrl}/`],
          redirectSignOut: [`${host ? `http://${host}` : appUrl}/`],
          providers: [...SOCIAL_SIGN_IN_PROVIDERS],
        },
      }),
      cognitoEndpoint: cognito.endpoint,
      cognitoCustomAuth: createLocalCustomAuth({
        invoke: functions.invoke,
        triggers: COGNITO_TRIGGER_FUNCTIONS,
        client: customAuthClient,
        userPoolId: cognito.userPoolId,
        userPoolClientId: cognito.userPoolClientId,
        poolFile: cognito.poolFile,
        log,
      }),
    };
    await gateway.webReady;
    phase('web');

    let stopping: Promise<void> | undefined;
    return {
      appUrl: gateway.url,
      trackingPageUrl: gateway.url.replace('//localhost', `//${DEMO_TRACKING_SUBDOMAIN}.localhost`) + TRACK_PATH,
      login: { email: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD },
      memberLogin: { email: DEMO_MEMBER_EMAIL, password: DEMO_PASSWORD },
      adminLogin: { email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD },
      emailInboxUrl: ses.inboxUrl,
      dataDir,
      endpoints: {
        dynamodb: dynamo.endpoint,
        sqs: sqs.endpoint,
        s3: s3.endpoint,
        ses: ses.endpoint,
        cognito: cognito.endpoint,
        stores: storeSimulator.origin,
      },
      storeSimulator,
      userPoolId: cognito.userPoolId,
      userPoolClientId: cognito.userPoolClientId,
      seeded: seed ? 'demo data' : 'skipped',
      timings,
      functionsHost: { kill: () => functions.kill() },
      stop: () => (stopping ??= stopAll()),
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}

/**
 * Handlers use plain SDK clients; only these variables tell them where AWS is. Checksums
 * WHEN_REQUIRED because s3rver stores aws-chunked bodies verbatim; the S3 endpoint is an IP, which
 * makes the SDK use path-style addressing without any client option.
 */
function pointEnvironmentAtEmulators(e: {
  dynamodb: string;
  sqs: string;
  s3: string;
  ses: string;
  cognito: string;
  queueUrls: Record<string, string>;
  bucketName: string;
  appUrl: string;
  storeSimulatorUrl: string;
  trackingSpeed?: number;
  weatherMonth?: number;
}): void {
  delete process.env.AWS_PROFILE;
  delete process.env.AWS_SESSION_TOKEN;
  Object.assign(process.env, {
    AWS_REGION: LOCAL_REGION,
    AWS_DEFAULT_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: e.dynamodb,
    AWS_ENDPOINT_URL_SQS: e.sqs,
    AWS_ENDPOINT_URL_S3: e.s3,
    AWS_ENDPOINT_URL_SESV2: e.ses,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: e.cognito,
    AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
    AWS_RESPONSE_CHECKSUM_VALIDATION: 'WHEN_REQUIRED',
    [ENV.tableName]: LOCAL_TABLE_NAME,
    [ENV.documentsBucket]: e.bucketName,
    [ENV.emailFrom]: LOCAL_EMAIL_FROM,
    [ENV.salesInbox]: LOCAL_SALES_INBOX,
    [ENV.appUrl]: e.appUrl,
    // Magic links point back at the app's own origin (the Create auth challenge trigger checks it).
    [MAGIC_LINK_ORIGINS_ENV]: e.appUrl,
    [ENV.adapters]: 'sandbox',
    [STORE_SIMULATOR_URL_ENV]: e.storeSimulatorUrl,
    // Outbound calls may reach loopback (the store simulators) here alone.
    [LOCAL_RUNTIME_ENV]: 'true',
    // No X-Ray daemon locally: the Tracer stays off (it is off anyway outside Lambda).
    POWERTOOLS_TRACE_ENABLED: 'false',
    // Journeys a merchant can watch: about one scan a minute unless the developer chose a speed.
    [ENV.sandboxTrackingSpeed]: String(
      e.trackingSpeed ?? (process.env[ENV.sandboxTrackingSpeed] || LOCAL_SANDBOX_TRACKING_SPEED),
    ),
    // Sandbox payments a merchant can watch: a bank's micro-deposits after 10 s, an ACH debit settled after 15 s.
    SANDBOX_MICRODEPOSIT_SECONDS: process.env.SANDBOX_MICRODEPOSIT_SECONDS || '10',
    SANDBOX_ACH_SETTLE_SECONDS: process.env.SANDBOX_ACH_SETTLE_SECONDS || '15',
    // The sandbox weather plays July unless asked otherwise (an empty value: each day's own season).
    SANDBOX_WEATHER_MONTH: String(e.weatherMonth ?? process.env.SANDBOX_WEATHER_MONTH ?? LOCAL_SANDBOX_WEATHER_MONTH),
    ...e.queueUrls,
  });
}

interface PreparedSeed {
  ownerUserId: string;
  memberUserId: string;
  seedDemoData: (typeof import('./seed/demo-data.seed'))['seedDemoData'];
  seedDemoStore: (typeof import('./seed/demo-store.seed'))['seedDemoStore'];
}

/** The demo staff member: a confirmed user in the shipdeck-admins group, with no merchant account of its own. */
async function ensureStaffUser(client: ReturnType<typeof localCognitoClient>, userPoolId: string): Promise<void> {
  await ensureConfirmedUser(client, userPoolId, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
  await ensureUserInGroup(client, userPoolId, DEMO_ADMIN_EMAIL, SHIPDECK_ADMINS_GROUP);
}

/**
 * The demo logins (idempotent) and the seed module, imported only now: it loads function
 * code, which must see the emulators' environment.
 */
async function prepareSeed(cognito: CognitoLocal): Promise<PreparedSeed> {
  const client = localCognitoClient(cognito.endpoint);
  try {
    const [ownerUserId, memberUserId, , { seedDemoData }, { seedDemoStore }] = await Promise.all([
      ensureConfirmedUser(client, cognito.userPoolId, DEMO_OWNER_EMAIL, DEMO_PASSWORD),
      ensureConfirmedUser(client, cognito.userPoolId, DEMO_MEMBER_EMAIL, DEMO_PASSWORD),
      ensureStaffUser(client, cognito.userPoolId),
      import('./seed/demo-data.seed'),
      import('./seed/demo-store.seed'),
    ]);
    return { ownerUserId, memberUserId, seedDemoData, seedDemoStore };
  } finally {
    client.destroy();
  }
}

async function runSeed(
  seed: PreparedSeed,
  simulator: StoreSimulator,
  appUrl: string,
  log: (line: string) => void,
): Promise<void> {
  await seed.seedDemoData({
    ownerUserId: seed.ownerUserId,
    ownerEmail: DEMO_OWNER_EMAIL,
    memberUserId: seed.memberUserId,
    memberEmail: DEMO_MEMBER_EMAIL,
  });
  await seed.seedDemoStore({ simulator, appUrl });
  log('Demo data ready.');
}

/** The demo store places an order every few minutes, delivered to the app by signed webhook. */
function startDemoStoreOrders(
  simulator: StoreSimulator,
  everySeconds: number | undefined,
  log: (line: string) => void,
): NodeJS.Timeout | undefined {
  const configured = everySeconds ?? Number(process.env[DEMO_STORE_ORDER_SECONDS_ENV] || DEMO_STORE_ORDER_SECONDS);
  if (!(configured > 0)) return undefined;
  const timer = setInterval(() => {
    simulator
      .placeOrder(DEMO_SHOPIFY_SHOP)
      .then(({ order, deliveries }) =>
        log(
          `[store simulator] ${DEMO_SHOPIFY_SHOP} placed order ${String(order.name)} (${deliveries.map((d) => d.status).join(', ') || 'no webhooks'})`,
        ),
      )
      .catch((err: unknown) => log(`[store simulator] could not place the demo order: ${String(err)}`));
  }, configured * 1000);
  timer.unref();
  return timer;
}

/** `functions/orders/x.ts changed`, or `3 files changed` for a burst. */
function describeChange(files: string[]): string {
  return files.length === 1 ? `${files[0]} changed` : `${files.length} files changed`;
}

/**
 * The documented fixed ports, or with SHIPDECK_EMULATOR_PORTS=auto free ephemeral ones, so a
 * benchmark or a CI job can run beside a developer's `npm start`. Shipdeck never reads
 * cognito-local's discovery document (the only place its port is hard-coded), so Cognito may move too.
 */
async function emulatorPorts(): Promise<LocalPorts> {
  if (process.env[EMULATOR_PORTS_ENV] !== 'auto') return { ...LOCAL_PORTS };
  const [dynamodb, sqs, s3, ses, cognito, stores, socialProviders, hostedUi] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  return { app: LOCAL_PORTS.app, dynamodb, sqs, s3, ses, cognito, stores, socialProviders, hostedUi };
}

function webApp(choice: LocalStackOptions['web'], root?: string): WebApp {
  if (choice === 'none') return { kind: 'none' };
  if (choice === 'static') return { kind: 'static', root: root ?? join(REPO_ROOT, 'web', 'dist') };
  return { kind: 'vite', configFile: join(REPO_ROOT, 'web', 'vite.config.ts') };
}
