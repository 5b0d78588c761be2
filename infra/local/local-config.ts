/**
 * Fixed facts of the local runtime: ports, names, the demo login. Every emulator binds to
 * 127.0.0.1. `npm start` uses the ports below (PORT moves the app's); tests never assume them:
 * they read the endpoints of the stack they started (test/e2e/global-setup.ts).
 *
 * | what                      | port  |
 * |---------------------------|-------|
 * | app + API (gateway, Vite) | 3000  (PORT overrides) |
 * | DynamoDB Local            | 8100  |
 * | SQS (fauxqs)              | 9324  |
 * | S3 (s3rver)               | 4569  |
 * | SES (aws-ses-v2-local)    | 8005  (inbox UI at /) |
 * | Cognito (cognito-local)   | 9229  |
 * | store simulators          | 8010  |
 * | social sign-in providers  | 8011  (/google, /linkedin, /microsoft) |
 * | Cognito hosted UI (https) | 8012  |
 *
 * SHIPDECK_EMULATOR_PORTS=auto gives every emulator a free ephemeral port instead (benchmarks,
 * CI, a second stack beside a running one); the app port still comes from PORT.
 */
export const LOCAL_PORTS = {
  app: 3000,
  dynamodb: 8100,
  sqs: 9324,
  s3: 4569,
  ses: 8005,
  cognito: 9229,
  /** The local store simulators (Shopify's OAuth pages and Admin API, signed webhooks). */
  stores: 8010,
  /** The local Google, LinkedIn and Microsoft OpenID providers, a path each (oidc-providers.ts). */
  socialProviders: 8011,
  /** The Cognito domain's OAuth endpoints (cognito-hosted-ui.ts); https, as aws-amplify calls it. */
  hostedUi: 8012,
} as const;

export type LocalPorts = { -readonly [K in keyof typeof LOCAL_PORTS]: number };

export const LOCAL_HOST = '127.0.0.1';
export const LOCAL_REGION = 'us-east-1';
/** Account id used in ARNs the emulators and events carry (fauxqs uses the same one). */
export const LOCAL_ACCOUNT_ID = '000000000000';
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' } as const;

export const LOCAL_TABLE_NAME = 'shipdeck';
export const LOCAL_BUCKET_PREFIX = 'shipdeck';
export const LOCAL_EMAIL_FROM = 'Shipdeck <no-reply@shipdeck.local>';
/** The sales inbox the public site's leads are mailed to; in the local SES inbox like every email. */
export const LOCAL_SALES_INBOX = 'sales@shipdeck.local';
export const LOCAL_USER_POOL_NAME = 'shipdeck-local';
export const LOCAL_USER_POOL_CLIENT_NAME = 'shipdeck-web';

/** Path on the app origin where the Cognito shim (refresh-token mapping) answers. */
export const COGNITO_PROXY_PATH = '/cognito-idp';

export const DEMO_PASSWORD = 'Shipdeck!2026';
export const DEMO_OWNER_EMAIL = 'demo@shipdeck.local';
/** The demo merchant's tracking page subdomain: `http://hill-country.localhost:<port>/track`. */
export const DEMO_TRACKING_SUBDOMAIN = 'hill-country';
export const DEMO_MEMBER_EMAIL = 'packer@shipdeck.local';
/** A Shipdeck staff member (the shipdeck-admins group): the internal admin console at /admin. */
export const DEMO_ADMIN_EMAIL = 'staff@shipdeck.local';

/** `<dataDir>` defaults to `.data/` in the repository; SHIPDECK_DATA_DIR overrides (bench, tests). */
export const DATA_DIR_ENV = 'SHIPDECK_DATA_DIR';

/** `auto`: emulators on free ephemeral ports instead of LOCAL_PORTS. */
export const EMULATOR_PORTS_ENV = 'SHIPDECK_EMULATOR_PORTS';
/** Seconds between the demo store's simulated orders while `npm start` runs (0: none). */
export const DEMO_STORE_ORDER_SECONDS_ENV = 'SHIPDECK_DEMO_ORDER_SECONDS';
export const DEMO_STORE_ORDER_SECONDS = 180;
/** The demo merchant's simulated Shopify shop (the local Shopify simulator keys shops by domain). */
export const DEMO_SHOPIFY_SHOP = 'hill-country-smokehouse.myshopify.com';
/**
 * `off` lifts the public routes' rate limits of the local gateway (infra/rate-limits.ts), for
 * benchmarks that push thousands of requests from one address; AWS has no such switch.
 */
export const RATE_LIMITS_ENV = 'SHIPDECK_LOCAL_RATE_LIMITS';
