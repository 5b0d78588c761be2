/**
 * The one list of every function Shipdeck runs and what triggers it.
 *
 * The CDK stateless stack builds Lambda functions, API routes, SQS event sources and
 * EventBridge rules from it; the local runtime (infra/local) builds its HTTP router,
 * queue pollers and timers from the same list, so the cloud and the laptop never drift.
 *
 * Paths are the public paths (CloudFront forwards `/api/*` unchanged to API Gateway).
 */

import type { SecretName } from '#lib/secret-names';
import { SANDBOX_CARRIER_DATA_FILES } from '#functions/carriers/data/sandbox-tariffs';
import { ZIP_DIRECTORY_FILE } from '#functions/orders/adapters/sandbox.address-check';
import { ZIP3_LOCATIONS_FILE } from '#functions/automations/adapters/zip3-locations';
import { PRINT_DOCUMENTS_MAX_RECEIVES } from '#functions/printing/printing.constants';
import { STORE_FULFILLMENTS_MAX_RECEIVES } from '#functions/stores/store-fulfillments.constants';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpTrigger {
  method: HttpMethod;
  /** API Gateway style path with `{param}` segments, e.g. `/api/v1/warehouses/{warehouseId}`. */
  path: string;
  /** `jwt` (default): the HTTP API JWT authorizer verifies `x-authorization`. `none`: public. */
  auth?: 'jwt' | 'none';
}

export const QUEUE_NAMES = [
  'label-purchase',
  'tracking-updates',
  'emails',
  'print-documents',
  'store-fulfillments',
  'store-events',
  'order-landing',
  'order-automations',
] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

export interface QueueDefinition {
  name: QueueName;
  /** Seconds a received message stays invisible; must exceed the worker's timeout. */
  visibilityTimeoutSeconds: number;
  /** Receives before a message is moved to the queue's DLQ. */
  maxReceiveCount: number;
  fifo?: false;
}

/** The sandbox carriers' rate sheets and ZIP3 data, read at run time by every function that rates or buys. */
export const SANDBOX_CARRIER_ASSETS = Object.values(SANDBOX_CARRIER_DATA_FILES).map(
  (f) => `functions/carriers/data/${f}`,
);

/** The sandbox address check's ZIP data, read at run time by the address-check routes. */
export const ZIP_DIRECTORY_ASSET = `functions/orders/data/${ZIP_DIRECTORY_FILE}`;

/** Where each ZIP3 is, read at run time by the functions whose rules read weather forecasts. */
export const ZIP3_LOCATIONS_ASSET = `functions/automations/data/${ZIP3_LOCATIONS_FILE}`;

export const BUCKET_NAMES = ['documents'] as const;
export type BucketName = (typeof BUCKET_NAMES)[number];

export { SECRET_NAMES, secretArnEnvName, type SecretName } from '#lib/secret-names';

export interface QueueTrigger {
  queue: QueueName;
  batchSize: number;
}

export interface ScheduleTrigger {
  /** EventBridge schedule expression: `rate(1 hour)` or `cron(0 6 * * ? *)`. */
  expression: string;
  /** How often the local runtime fires it (the cloud uses `expression`). */
  localEverySeconds: number;
}

/** Cognito user pool triggers: the stateful stack attaches them to the pool, the local Cognito shim runs them. */
export const COGNITO_TRIGGERS = ['defineAuthChallenge', 'createAuthChallenge', 'verifyAuthChallenge'] as const;
export type CognitoTrigger = (typeof COGNITO_TRIGGERS)[number];

export interface CognitoTriggerFunction extends FunctionDefinition {
  trigger: CognitoTrigger;
}

export interface FunctionAccess {
  table?: 'read' | 'readwrite';
  /** Queues this function sends to (workers receive from their own queue implicitly). */
  sendsTo?: QueueName[];
  buckets?: { name: BucketName; access: 'read' | 'readwrite' }[];
  sendsEmail?: boolean;
  /** Admin calls on the user pool (e.g. inviting team members). */
  userPool?: boolean;
  /** Secrets it may read; each arrives as `<NAME>_SECRET_ARN` (see secretArnEnvName). */
  secrets?: SecretName[];
  /** Seals or opens stored store credentials with the stage's KMS key (arrives as CREDENTIALS_KMS_KEY_ID). */
  credentialsKey?: boolean;
}

export interface FunctionDefinition {
  /** Unique kebab-case name; becomes the Lambda's logical id. */
  name: string;
  /** Entry file relative to the repository root; exports `handler`. */
  entry: string;
  http?: HttpTrigger[];
  queue?: QueueTrigger;
  schedule?: ScheduleTrigger;
  access: FunctionAccess;
  /** Repository files the function reads at run time; copied beside the bundle in AWS. */
  assets?: string[];
  memoryMb?: number;
  timeoutSeconds?: number;
}

/** What a function gets when its entry says nothing; CDK and the local runtime both read these. */
export const DEFAULT_TIMEOUT_SECONDS = 15;
export const DEFAULT_MEMORY_MB = 512;

export function timeoutSecondsOf(definition: Pick<FunctionDefinition, 'timeoutSeconds'>): number {
  return definition.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS;
}

export function memoryMbOf(definition: Pick<FunctionDefinition, 'memoryMb'>): number {
  return definition.memoryMb ?? DEFAULT_MEMORY_MB;
}

/** Each queue's settings, as its worker declares them (queueWorker). */
const WORKER_QUEUES = new Map<QueueName, QueueDefinition>();

/**
 * A queue worker and its queue in one declaration: the queue (with its DLQ: how long a received message stays
 * hidden, how many receives before the DLQ), how many messages one invocation takes, and the function. Workers
 * write the table unless `access` says otherwise; each queue has exactly one worker.
 */
function queueWorker(
  worker: Omit<FunctionDefinition, 'queue' | 'http' | 'schedule' | 'access'> & {
    queue: QueueName;
    batchSize: number;
    visibilityTimeoutSeconds: number;
    maxReceiveCount: number;
    access?: FunctionAccess;
  },
): FunctionDefinition {
  const { queue, batchSize, visibilityTimeoutSeconds, maxReceiveCount, access, ...fn } = worker;
  if (WORKER_QUEUES.has(queue)) throw new Error(`Queue ${queue} has two workers`);
  WORKER_QUEUES.set(queue, { name: queue, visibilityTimeoutSeconds, maxReceiveCount });
  return { ...fn, queue: { queue, batchSize }, access: { table: 'readwrite', ...access } };
}

export const FUNCTIONS: readonly FunctionDefinition[] = [
  {
    name: 'health',
    entry: 'functions/platform/handlers/health.handler.ts',
    http: [{ method: 'GET', path: '/api/health', auth: 'none' }],
    access: {},
  },
  {
    name: 'get-me',
    entry: 'functions/accounts/handlers/get-me.handler.ts',
    http: [{ method: 'GET', path: '/api/v1/me' }],
    access: { table: 'read' },
  },
  {
    name: 'create-account',
    entry: 'functions/accounts/handlers/create-account.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/accounts' }],
    access: { table: 'readwrite' },
  },
  // The account's plan (accounts §3, §4), read by the Settings page; billing will change it.
  {
    name: 'get-subscription',
    entry: 'functions/accounts/handlers/get-subscription.handler.ts',
    http: [{ method: 'GET', path: '/api/v1/subscription' }],
    access: { table: 'read' },
  },
  // Store connections (orders §7, accounts §6 edit_integrations): start (OAuth redirect or keys checked
  // against the store) and the OAuth return's exchange; both call the platform (or the local store
  // simulator), registering webhooks sequentially, so they get API Gateway's longest wait.
  {
    name: 'connect-store',
    entry: 'functions/stores/handlers/connect-store.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/stores/connect' }],
    // A store imported in pages (Shippo) gets its first import page queued on store-events.
    access: {
      table: 'readwrite',
      secrets: ['shopify-app', 'square-app', 'amazon-app'],
      credentialsKey: true,
      sendsTo: ['store-events'],
    },
    timeoutSeconds: 29,
  },
  {
    name: 'store-oauth',
    entry: 'functions/stores/handlers/store-oauth.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/stores/oauth/{platform}' }],
    access: { table: 'readwrite', secrets: ['shopify-app', 'square-app', 'amazon-app'], credentialsKey: true },
    timeoutSeconds: 29,
  },
  // Account settings (accounts §3): any member reads them; PUT needs edit_company (accounts §6).
  {
    name: 'account-settings',
    entry: 'functions/settings/handlers/account-settings.handler.ts',
    http: [
      { method: 'GET', path: '/api/v1/account-settings' },
      { method: 'PUT', path: '/api/v1/account-settings' },
    ],
    access: { table: 'readwrite' },
  },
  {
    name: 'preferences',
    entry: 'functions/accounts/handlers/preferences.handler.ts',
    http: [
      { method: 'GET', path: '/api/v1/preferences/{key}' },
      { method: 'PUT', path: '/api/v1/preferences/{key}' },
    ],
    access: { table: 'readwrite' },
  },
  {
    name: 'list-warehouses',
    entry: 'functions/warehouses/handlers/list-warehouses.handler.ts',
    http: [{ method: 'GET', path: '/api/v1/warehouses' }],
    access: { table: 'read' },
  },
  {
    name: 'get-warehouse',
    entry: 'functions/warehouses/handlers/get-warehouse.handler.ts',
    http: [{ method: 'GET', path: '/api/v1/warehouses/{warehouseId}' }],
    access: { table: 'read' },
  },
  {
    name: 'create-warehouse',
    entry: 'functions/warehouses/handlers/create-warehouse.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/warehouses' }],
    access: { table: 'readwrite' },
  },
  {
    name: 'update-warehouse',
    entry: 'functions/warehouses/handlers/update-warehouse.handler.ts',
    http: [{ method: 'PUT', path: '/api/v1/warehouses/{warehouseId}' }],
    access: { table: 'readwrite' },
  },
  {
    name: 'delete-warehouse',
    entry: 'functions/warehouses/handlers/delete-warehouse.handler.ts',
    http: [{ method: 'DELETE', path: '/api/v1/warehouses/{warehouseId}' }],
    access: { table: 'readwrite' },
  },
  {
    name: 'set-default-warehouse',
    entry: 'functions/warehouses/handlers/set-default-warehouse.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/warehouses/{warehouseId}/default' }],
    access: { table: 'readwrite' },
  },
  // Automation rules (orders §9; accounts §9 caps the active ones): any member reads them, saving,
  // ordering and activating them is edit_options.
  {
    name: 'automations',
    entry: 'functions/automations/handlers/automations.handler.ts',
    http: [
      { method: 'GET', path: '/api/v1/automations' },
      { method: 'POST', path: '/api/v1/automations' },
    ],
    access: { table: 'readwrite' },
  },
  {
    name: 'automation-summary',
    entry: 'functions/automations/handlers/automation-summary.handler.ts',
    http: [{ method: 'GET', path: '/api/v1/automations/summary' }],
    access: { table: 'read' },
  },
  {
    name: 'update-automation',
    entry: 'functions/automations/handlers/update-automation.handler.ts',
    http: [{ method: 'PUT', path: '/api/v1/automations/{ruleId}' }],
    access: { table: 'readwrite' },
  },
  {
    name: 'delete-automation',
    entry: 'functions/automations/handlers/delete-automation.handler.ts',
    http: [{ method: 'DELETE', path: '/api/v1/automations/{ruleId}' }],
    access: { table: 'readwrite' },
  },
  {
    name: 'reorder-automations',
    entry: 'functions/automations/handlers/reorder-automations.handler.ts',
    http: [{ method: 'PUT', path: '/api/v1/automations/order' }],
    access: { table: 'readwrite' },
  },
  {
    name: 'automation-activation',
    entry: 'functions/automations/handlers/automation-activation.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/automations/{ruleId}/activation' }],
    access: { table: 'readwrite' },
  },
  // Running rules (orders §9): preview reads orders (view_print_orders); a run and its undo change them (edit_orders).
  // Preview writes no order; its table write is the live forecast cache (one item per ZIP3 and day).
  {
    name: 'preview-automations',
    entry: 'functions/automations/handlers/preview-automations.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/automations/preview' }],
    access: { table: 'readwrite' },
    assets: [ZIP3_LOCATIONS_ASSET],
  },
  {
    name: 'run-automations',
    entry: 'functions/automations/handlers/run-automations.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/automations/runs' }],
    access: { table: 'readwrite' },
    assets: [ZIP3_LOCATIONS_ASSET],
  },
  {
    name: 'undo-automations',
    entry: 'functions/automations/handlers/undo-automations.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/automations/runs/undo' }],
    access: { table: 'readwrite' },
    assets: [ZIP3_LOCATIONS_ASSET],
  },
  // Rules on import: the CSV import, store webhooks and the public API queue the orders they created; the
  // worker runs the account's import rules on them as "Apply automations" does (forecasts included).
  // Visibility 180 s > the worker's 60 s timeout (a message names at most 100 orders).
  queueWorker({
    name: 'apply-import-automations',
    entry: 'functions/automations/handlers/apply-import-automations.worker.ts',
    queue: 'order-automations',
    batchSize: 5,
    visibilityTimeoutSeconds: 180,
    maxReceiveCount: 5,
    assets: [ZIP3_LOCATIONS_ASSET],
    timeoutSeconds: 60,
  }),
  // The import's outbox: an imported order still automation pending AUTOMATION_RESEND_AFTER_MS after its import
  // lost its message (the send failed, or the request died after the write); it is sent again, bounded per run.
  {
    name: 'resend-automations',
    entry: 'functions/automations/handlers/resend-automations.schedule.ts',
    schedule: { expression: 'rate(5 minutes)', localEverySeconds: 60 },
    access: { table: 'readwrite', sendsTo: ['order-automations'] },
    timeoutSeconds: 60,
  },
  // Claims (accounts §3-§5, §8): a merchant files a claim of a labelled shipment or an order, edits the draft,
  // uploads documents straight to the documents bucket, submits, withdraws or deletes it. Every route needs a
  // claim permission (accounts §6); status changes queue the claim settings' emails.
  {
    name: 'claims',
    entry: 'functions/claims/handlers/claims.handler.ts',
    http: [
      { method: 'GET', path: '/api/v1/claims' },
      { method: 'POST', path: '/api/v1/claims' },
    ],
    access: { table: 'readwrite' },
  },
  {
    name: 'claim',
    entry: 'functions/claims/handlers/claim.handler.ts',
    http: [
      { method: 'GET', path: '/api/v1/claims/{claimId}' },
      { method: 'PUT', path: '/api/v1/claims/{claimId}' },
      { method: 'DELETE', path: '/api/v1/claims/{claimId}' },
      // submit | withdraw; the literal …/documents route is more specific and wins.
      { method: 'POST', path: '/api/v1/claims/{claimId}/{action}' },
    ],
    access: { table: 'readwrite', buckets: [{ name: 'documents', access: 'readwrite' }], sendsTo: ['emails'] },
  },
  {
    name: 'claim-documents',
    entry: 'functions/claims/handlers/claim-documents.handler.ts',
    http: [
      { method: 'POST', path: '/api/v1/claims/{claimId}/documents' },
      { method: 'GET', path: '/api/v1/claims/{claimId}/documents/{documentId}' },
      { method: 'PUT', path: '/api/v1/claims/{claimId}/documents/{documentId}' },
      { method: 'DELETE', path: '/api/v1/claims/{claimId}/documents/{documentId}' },
    ],
    access: { table: 'readwrite', buckets: [{ name: 'documents', access: 'readwrite' }] },
  },
  {
    name: 'claim-settings',
    entry: 'functions/claims/handlers/claim-settings.handler.ts',
    http: [
      { method: 'GET', path: '/api/v1/claim-settings' },
      { method: 'PUT', path: '/api/v1/claim-settings' },
    ],
    access: { table: 'readwrite' },
  },
  // The Stores page (accounts §1, §6): any member lists the stores; disconnecting needs edit_integrations.
  {
    name: 'list-stores',
    entry: 'functions/stores/handlers/list-stores.handler.ts',
    http: [{ method: 'GET', path: '/api/v1/stores' }],
    access: { table: 'read' },
  },
  {
    name: 'disconnect-store',
    entry: 'functions/stores/handlers/disconnect-store.handler.ts',
    http: [{ method: 'DELETE', path: '/api/v1/stores/{storeId}' }],
    access: { table: 'readwrite' },
  },
  // Catalog: products, packagings, boxes, customers and the search calls of orders §7.
  {
    name: 'list-products',
    entry: 'functions/catalog/handlers/list-products.handler.ts',
    http: [{ method: 'GET', path: '/api/v1/products' }],
    access: { table: 'read' },
  },
  {
    name: 'get-product',
    entry: 'functions/catalog/handlers/get-product.handler.ts',
    http: [{ method: 'GET', path: '/api/v1/products/{productId}' }],
    access: { table: 'read' },
  },
  {
    name: 'create-product',
    entry: 'functions/catalog/handlers/create-product.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/products' }],
    access: { table: 'readwrite' },
  },
  {
    name: 'update-product',
    entry: 'functions/catalog/handlers/update-product.handler.ts',
    http: [{ method: 'PUT', path: '/api/v1/products/{productId}' }],
    access: { table: 'readwrite' },
  },
  {
    name: 'delete-product',
    entry: 'functions/catalog/handlers/delete-product.handler.ts',
    http: [{ method: 'DELETE', path: '/api/v1/products/{productId}' }],
    access: { table: 'readwrite' },
  },
  {
    name: 'import-products',
    entry: 'functions/catalog/handlers/import-products.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/products/import' }],
    access: { table: 'readwrite' },
    timeoutSeconds: 29,
  },
  {
    name: 'search-products',
    entry: 'functions/catalog/handlers/search-products.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/products/search' }],
    access: { table: 'read' },
  },
  {
    name: 'list-packagings',
    entry: 'functions/catalog/handlers/list-packagings.handler.ts',
    http: [{ method: 'GET', path: '/api/v1/packagings' }],
    access: { table: 'read' },
  },
  {
    name: 'get-packaging',
    entry: 'functions/catalog/handlers/get-packaging.handler.ts',
    http: [{ method: 'GET', path: '/api/v1/packagings/{packagingId}' }],
    access: { table: 'read' },
  },
  {
    name: 'create-packaging',
    entry: 'functions/catalog/handlers/create-packaging.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/packagings' }],
    access: { table: 'readwrite' },
  },
  {
    name: 'update-packaging',
    entry: 'functions/catalog/handlers/update-packaging.handler.ts',
    http: [{ method: 'PUT', path: '/api/v1/packagings/{packagingId}' }],
    access: { table: 'readwrite' },
  },
  {
    name: 'delete-packaging',
    entry: 'functions/catalog/handlers/delete-packaging.handler.ts',
    http: [{ method: 'DELETE', path: '/api/v1/packagings/{packagingId}' }],
    access: { table: 'readwrite' },
  },
  {
    name: 'search-packagings',
    entry: 'functions/catalog/handlers/search-packagings.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/packagings/search' }],
    access: { table: 'read' },
  },
  {
    name: 'list-boxes',
    entry: 'functions/catalog/handlers/list-boxes.handler.ts',
    http: [{ method: 'GET', path: '/api/v1/boxes' }],
    access: { table: 'read' },
  },
  {
    name: 'get-box',
    entry: 'functions/catalog/handlers/get-box.handler.ts',
    http: [{ method: 'GET', path: '/api/v1/boxes/{boxId}' }],
    access: { table: 'read' },
  },
  {
    name: 'create-box',
    entry: 'functions/catalog/handlers/create-box.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/boxes' }],
    access: { table: 'readwrite' },
  },
  {
    name: 'update-box',
    entry: 'functions/catalog/handlers/update-box.handler.ts',
    http: [{ method: 'PUT', path: '/api/v1/boxes/{boxId}' }],
    access: { table: 'readwrite' },
  },
  {
    name: 'delete-box',
    entry: 'functions/catalog/handlers/delete-box.handler.ts',
    http: [{ method: 'DELETE', path: '/api/v1/boxes/{boxId}' }],
    access: { table: 'readwrite' },
  },
  {
    name: 'list-customers',
    entry: 'functions/catalog/handlers/list-customers.handler.ts',
    http: [{ method: 'GET', path: '/api/v1/customers' }],
    access: { table: 'read' },
  },
  {
    name: 'get-customer',
    entry: 'functions/catalog/handlers/get-customer.handler.ts',
    http: [{ method: 'GET', path: '/api/v1/customers/{customerId}' }],
    access: { table: 'read' },
  },
  {
    name: 'create-customer',
    entry: 'functions/catalog/handlers/create-customer.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/customers' }],
    access: { table: 'readwrite' },
  },
  {
    name: 'update-customer',
    entry: 'functions/catalog/handlers/update-customer.handler.ts',
    http: [{ method: 'PUT', path: '/api/v1/customers/{customerId}' }],
    access: { table: 'readwrite' },
  },
  {
    name: 'delete-customer',
    entry: 'functions/catalog/handlers/delete-customer.handler.ts',
    http: [{ method: 'DELETE', path: '/api/v1/customers/{customerId}' }],
    access: { table: 'readwrite' },
  },
  {
    name: 'search-customers',
    entry: 'functions/catalog/handlers/search-customers.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/customers/search' }],
    access: { table: 'read' },
  },
  {
    name: 'list-box-presets',
    entry: 'functions/catalog/handlers/list-box-presets.handler.ts',
    http: [{ method: 'GET', path: '/api/v1/boxes/presets' }],
    access: { table: 'read' },
  },
  {
    name: 'create-customers-bulk',
    entry: 'functions/catalog/handlers/create-customers-bulk.handler.ts',
    http: [{ method: 'POST', path: '/api/customers/create/bulk' }],
    access: { table: 'readwrite' },
    timeoutSeconds: 60,
  },
  {
    name: 'search-hts-codes',
    entry: 'functions/catalog/handlers/search-hts-codes.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/enums/hts-codes/search' }],
    access: { table: 'read' },
    assets: ['functions/catalog/data/hs-codes.csv'],
  },
  {
    name: 'create-order',
    entry: 'functions/orders/handlers/create-order.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/orders' }],
    access: { table: 'readwrite' },
  },
  {
    name: 'query-orders',
    entry: 'functions/orders/handlers/query-orders.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/orders/query' }],
    access: { table: 'read' },
    memoryMb: 1024,
  },
  {
    name: 'bulk-orders',
    entry: 'functions/orders/handlers/bulk-orders.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/orders/bulk' }],
    access: { table: 'readwrite' },
    timeoutSeconds: 29,
  },
  {
    name: 'saved-order-filters',
    entry: 'functions/orders/handlers/saved-filters.handler.ts',
    http: [
      { method: 'GET', path: '/api/v1/orders/saved-filters' },
      { method: 'POST', path: '/api/v1/orders/saved-filters' },
      { method: 'DELETE', path: '/api/v1/orders/saved-filters/{filterId}' },
    ],
    access: { table: 'readwrite' },
  },
  // Orders: address checks (orders §7), import and export.
  {
    name: 'validate-address',
    entry: 'functions/orders/handlers/validate-address.handler.ts',
    http: [{ method: 'POST', path: '/api/orders/validate-address' }],
    // The table only for the caller's membership; the check itself is the address-check adapter.
    access: { table: 'read', secrets: ['easypost'] },
    timeoutSeconds: 15,
    assets: [ZIP_DIRECTORY_ASSET],
  },
  {
    name: 'delivery-defense',
    entry: 'functions/orders/handlers/delivery-defense.handler.ts',
    http: [{ method: 'POST', path: '/api/orders/delivery-defense' }],
    access: { table: 'read', secrets: ['easypost'] },
    timeoutSeconds: 15,
    assets: [ZIP_DIRECTORY_ASSET],
  },
  {
    name: 'import-orders',
    entry: 'functions/orders/handlers/import-orders.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/orders/import' }],
    access: { table: 'readwrite', sendsTo: ['order-automations'] },
    memoryMb: 1024,
    timeoutSeconds: 29,
  },
  {
    name: 'export-orders',
    entry: 'functions/orders/handlers/export-orders.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/orders/export' }],
    access: { table: 'read' },
    memoryMb: 1024,
    timeoutSeconds: 29,
  },
  {
    name: 'pack-order',
    entry: 'functions/orders/handlers/pack-order.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/orders/pack' }],
    access: { table: 'read' },
    memoryMb: 1024,
  },
  // Rate shopping (orders §3 preferred rate; accounts §3 rate settings, §9 label fees and market markups).
  {
    name: 'shipment-rates',
    entry: 'functions/rates/handlers/shipment-rates.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/orders/{orderId}/shipments/{shipmentId}/rates' }],
    access: { table: 'readwrite', secrets: ['easypost'] },
    assets: SANDBOX_CARRIER_ASSETS,
    memoryMb: 512,
  },
  {
    name: 'choose-rate',
    entry: 'functions/rates/handlers/choose-rate.handler.ts',
    http: [{ method: 'PUT', path: '/api/v1/orders/{orderId}/shipments/{shipmentId}/preferred-rate' }],
    access: { table: 'readwrite' },
  },
  {
    name: 'bulk-rates',
    entry: 'functions/rates/handlers/bulk-rates.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/orders/rates' }],
    access: { table: 'readwrite', secrets: ['easypost'] },
    assets: SANDBOX_CARRIER_ASSETS,
    memoryMb: 1024,
    timeoutSeconds: 29,
  },
  {
    name: 'rate-settings',
    entry: 'functions/rates/handlers/rate-settings.handler.ts',
    http: [
      { method: 'GET', path: '/api/v1/settings/rates' },
      { method: 'PUT', path: '/api/v1/settings/rates' },
    ],
    access: { table: 'readwrite' },
  },
  // Live rates at a store's checkout (orders §2 checkout settings): the merchant's settings page, and the public
  // callback every checkout platform calls (the store's signature or key authenticates it), answered within a
  // 2 s budget (fallback rates past it) well inside Shopify's 3-10 s.
  {
    name: 'checkout-settings',
    entry: 'functions/checkout-rates/handlers/checkout-settings.handler.ts',
    http: [
      { method: 'GET', path: '/api/v1/settings/checkout-rates' },
      { method: 'PUT', path: '/api/v1/settings/checkout-rates' },
    ],
    access: { table: 'readwrite' },
  },
  {
    name: 'checkout-rates-callback',
    entry: 'functions/checkout-rates/handlers/checkout-rates-callback.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/checkout-rates/{platform}', auth: 'none' }],
    access: { table: 'read', secrets: ['easypost', 'shopify-app'], credentialsKey: true },
    assets: SANDBOX_CARRIER_ASSETS,
    memoryMb: 1024,
    timeoutSeconds: 6,
  },
  // The public rate calculator (accounts §1, §3 Rate estimate): no sign-up, the same carrier rating as the rate
  // shop, rate-limited per client (its counters are the only thing written), behind the human check.
  {
    name: 'quote-rate-estimate',
    entry: 'functions/rate-estimates/handlers/quote-rate-estimate.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/public/rate-estimates', auth: 'none' }],
    access: { table: 'readwrite', secrets: ['easypost', 'turnstile'] },
    assets: SANDBOX_CARRIER_ASSETS,
  },
  {
    name: 'get-order',
    entry: 'functions/orders/handlers/get-order.handler.ts',
    http: [{ method: 'GET', path: '/api/v1/orders/{orderId}' }],
    access: { table: 'read' },
  },
  {
    name: 'update-order',
    entry: 'functions/orders/handlers/update-order.handler.ts',
    http: [{ method: 'PUT', path: '/api/v1/orders/{orderId}' }],
    access: { table: 'readwrite' },
  },
  {
    name: 'get-order-activity',
    entry: 'functions/orders/handlers/get-order-activity.handler.ts',
    http: [{ method: 'GET', path: '/api/v1/orders/{orderId}/activity' }],
    access: { table: 'read' },
  },
  // Labels (orders §3, §4): purchase through the label-purchase queue, progress, refunds, documents.
  {
    name: 'purchase-labels',
    entry: 'functions/labels/handlers/purchase-labels.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/labels/purchases' }],
    access: { table: 'readwrite', sendsTo: ['label-purchase'] },
    timeoutSeconds: 29,
  },
  {
    name: 'get-purchase-batch',
    entry: 'functions/labels/handlers/get-purchase-batch.handler.ts',
    http: [{ method: 'GET', path: '/api/v1/labels/purchases/{batchId}' }],
    access: { table: 'read' },
  },
  // Visibility 180 s > the worker's 60 s timeout; a batch of 10 buys in parallel.
  queueWorker({
    name: 'purchase-label',
    entry: 'functions/labels/handlers/purchase-label.worker.ts',
    queue: 'label-purchase',
    batchSize: 10,
    visibilityTimeoutSeconds: 180,
    maxReceiveCount: 5,
    access: {
      sendsTo: ['store-fulfillments'],
      buckets: [{ name: 'documents', access: 'readwrite' }],
      secrets: ['easypost'],
    },
    assets: SANDBOX_CARRIER_ASSETS,
    timeoutSeconds: 60,
  }),
  // Tracking out (orders §4 "shipment fulfilled", accounts §3 auto-fulfil flags): the purchase worker queues a
  // store order's label for its store; the route queues it by hand (send, retry); the worker pushes it once.
  {
    name: 'request-fulfillments',
    entry: 'functions/stores/handlers/request-fulfillments.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/orders/{orderId}/fulfillments' }],
    access: { table: 'read', sendsTo: ['store-fulfillments'] },
  },
  // Visibility 120 s > the worker's 30 s timeout and = its claim's lease; a retryable store failure is tried
  // five times over ten minutes, the last delivery leaves the fulfillment warning.
  queueWorker({
    name: 'push-fulfillment',
    entry: 'functions/stores/handlers/push-fulfillment.worker.ts',
    queue: 'store-fulfillments',
    batchSize: 5,
    visibilityTimeoutSeconds: 120,
    maxReceiveCount: STORE_FULFILLMENTS_MAX_RECEIVES,
    // Amazon's pushes refresh the seller's Login with Amazon token with the app's client.
    access: { secrets: ['amazon-app'], credentialsKey: true },
    timeoutSeconds: 30,
  }),
  {
    name: 'refund-label',
    entry: 'functions/labels/handlers/refund-label.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/orders/{orderId}/shipments/{shipmentId}/refund' }],
    access: { table: 'readwrite', secrets: ['easypost'] },
    assets: SANDBOX_CARRIER_ASSETS,
    timeoutSeconds: 29,
  },
  // Store tokens that expire (Square's, 30 days) are refreshed within a week of expiry, daily; a refusal leaves
  // the store showing it needs a reconnect.
  {
    name: 'refresh-store-tokens',
    entry: 'functions/stores/handlers/refresh-store-tokens.schedule.ts',
    schedule: { expression: 'rate(1 day)', localEverySeconds: 300 },
    access: { table: 'readwrite', secrets: ['square-app'], credentialsKey: true },
    timeoutSeconds: 120,
  },
  {
    name: 'check-refunds',
    entry: 'functions/labels/handlers/check-refunds.schedule.ts',
    schedule: { expression: 'rate(15 minutes)', localEverySeconds: 10 },
    access: { table: 'readwrite', secrets: ['easypost'] },
    assets: SANDBOX_CARRIER_ASSETS,
    timeoutSeconds: 120,
  },
  // A purchase record whose message never reached the queue (the send failed, or the request died between the
  // record and the send) is sent again once it has waited REQUEUE_AFTER_MS; bounded per run, the rest next run.
  {
    name: 'requeue-purchases',
    entry: 'functions/labels/handlers/requeue-purchases.schedule.ts',
    schedule: { expression: 'rate(5 minutes)', localEverySeconds: 60 },
    access: { table: 'readwrite', sendsTo: ['label-purchase'] },
    timeoutSeconds: 60,
  },
  // Sandbox carrier tracking (local default): the sandbox sends the app's EasyPost webhook endpoint a
  // signed tracker.updated for each label that moved on its accelerated clock; idle with live adapters.
  {
    name: 'emit-sandbox-tracking',
    entry: 'functions/carriers/handlers/emit-sandbox-tracking.schedule.ts',
    schedule: { expression: 'rate(5 minutes)', localEverySeconds: 15 },
    access: { table: 'readwrite' },
    assets: SANDBOX_CARRIER_ASSETS,
    timeoutSeconds: 60,
  },
  {
    name: 'get-label-document',
    entry: 'functions/labels/handlers/get-label-document.handler.ts',
    http: [{ method: 'GET', path: '/api/v1/orders/{orderId}/shipments/{shipmentId}/label' }],
    access: { table: 'read', buckets: [{ name: 'documents', access: 'read' }] },
  },
  // Tracking (orders §3, §4)
  // Carrier events in: the signed EasyPost webhook (public; its HMAC is the authentication) stores the
  // delivery and enqueues it; the worker applies it to the one shipment its tracking code belongs to and
  // sends the status's email once; the hourly poll is the fallback for shipments whose webhooks went quiet.
  {
    name: 'easypost-webhook',
    entry: 'functions/tracking/handlers/easypost-webhook.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/webhooks/easypost', auth: 'none' }],
    // The documents bucket holds scans too large for a queue message (queue-overflow/), read back by the worker.
    access: {
      table: 'readwrite',
      sendsTo: ['tracking-updates'],
      secrets: ['easypost-webhook'],
      buckets: [{ name: 'documents', access: 'readwrite' }],
    },
  },
  // Visibility 60 s > the worker's 30 s timeout; an email claim's 30 s lease has run out by the time a
  // dead worker's record is delivered again, so the redelivery takes the claim over.
  queueWorker({
    name: 'apply-tracking',
    entry: 'functions/tracking/handlers/apply-tracking.worker.ts',
    queue: 'tracking-updates',
    batchSize: 10,
    visibilityTimeoutSeconds: 60,
    maxReceiveCount: 5,
    access: { sendsTo: ['emails'], buckets: [{ name: 'documents', access: 'read' }] },
    timeoutSeconds: 30,
  }),
  {
    name: 'poll-trackers',
    entry: 'functions/tracking/handlers/poll-trackers.schedule.ts',
    schedule: { expression: 'rate(1 hour)', localEverySeconds: 60 },
    access: { table: 'readwrite', sendsTo: ['emails'], secrets: ['easypost'] },
    assets: SANDBOX_CARRIER_ASSETS,
    timeoutSeconds: 120,
  },
  // Stores: orders in (issue 13, orders §4, §7). The platforms' signed webhooks (public; the signature is the
  // authentication) are verified on their raw bytes, resolved to the account that claims the shop (SHOP#),
  // recorded once by event and enqueued; one worker maps them, another lands them through the CSV import's rules.
  // The literal /api/v1/webhooks/easypost keeps precedence over the greedy topic.
  {
    name: 'store-webhook',
    entry: 'functions/stores/handlers/store-webhook.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/webhooks/{platform}/{topic+}', auth: 'none' }],
    // The documents bucket holds a payload too large for a queue message (queue-overflow/), read back by the worker.
    access: {
      table: 'readwrite',
      sendsTo: ['store-events'],
      secrets: ['shopify-app', 'square-app'],
      buckets: [{ name: 'documents', access: 'readwrite' }],
      credentialsKey: true,
    },
  },
  // The store event's worker maps the platform's order (fetching a thin notification's back with the store's
  // own token: no app secret) and sends the draft to order-landing, writing a draft too large for a message to
  // the documents bucket (queue-overflow/).
  // Visibility 180 s > the worker's 60 s timeout (a thin notification fetches its order back).
  queueWorker({
    name: 'apply-store-event',
    entry: 'functions/stores/handlers/apply-store-event.worker.ts',
    queue: 'store-events',
    batchSize: 10,
    visibilityTimeoutSeconds: 180,
    maxReceiveCount: 5,
    // An import page queues the next page on its own queue.
    access: {
      sendsTo: ['order-landing', 'store-events'],
      buckets: [{ name: 'documents', access: 'readwrite' }],
      credentialsKey: true,
    },
    timeoutSeconds: 60,
  }),
  // Amazon sends a seller's app no order webhooks: every connected Amazon store is polled from its
  // LastUpdatedAfter cursor and each order sent to order-landing like a webhook's (drafts too large for a
  // message go to the documents bucket). Its buyer data is cleared once its retention is over.
  {
    name: 'poll-amazon-orders',
    entry: 'functions/stores/handlers/poll-amazon-orders.schedule.ts',
    schedule: { expression: 'rate(5 minutes)', localEverySeconds: 10 },
    access: {
      table: 'readwrite',
      sendsTo: ['order-landing'],
      buckets: [{ name: 'documents', access: 'readwrite' }],
      secrets: ['amazon-app'],
    },
    timeoutSeconds: 240,
  },
  {
    name: 'clear-amazon-pii',
    entry: 'functions/stores/handlers/clear-amazon-pii.schedule.ts',
    schedule: { expression: 'rate(1 hour)', localEverySeconds: 60 },
    access: { table: 'readwrite' },
    timeoutSeconds: 120,
  },
  // The orders domain lands each draft through the CSV import's writer under the sync decision, and queues a
  // new order for the import rules.
  // Visibility 120 s > the worker's 30 s timeout (one order through the import writer).
  queueWorker({
    name: 'land-store-order',
    entry: 'functions/orders/handlers/land-store-order.worker.ts',
    queue: 'order-landing',
    batchSize: 10,
    visibilityTimeoutSeconds: 120,
    maxReceiveCount: 5,
    access: {
      sendsTo: ['order-automations'],
      buckets: [{ name: 'documents', access: 'read' }],
    },
    timeoutSeconds: 30,
  }),
  // Late shipments (accounts §6): the account's detection and the caller's view of it; the late_shipment
  // email sent from the grid (once per shipment, through the tracking email claim).
  {
    name: 'late-shipment-settings',
    entry: 'functions/tracking/handlers/late-shipment-settings.handler.ts',
    http: [
      { method: 'GET', path: '/api/v1/settings/late-shipments' },
      { method: 'PUT', path: '/api/v1/settings/late-shipments' },
    ],
    access: { table: 'readwrite' },
  },
  {
    name: 'send-late-notifications',
    entry: 'functions/tracking/handlers/send-late-notifications.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/orders/late-notifications' }],
    access: { table: 'readwrite', sendsTo: ['emails'] },
  },
  // Late shipments (issue 12 item 6, accounts §6): hourly, for the accounts with detection on; bounded
  // work per account per run, resumed next run; stops starting work 20 s before its timeout.
  {
    name: 'detect-late-shipments',
    entry: 'functions/tracking/handlers/detect-late-shipments.schedule.ts',
    schedule: { expression: 'rate(1 hour)', localEverySeconds: 60 },
    access: { table: 'readwrite' },
    timeoutSeconds: 120,
  },
  // Claims, automatic opening (issue 25 item 4): hourly, the due claim candidates only (a sparse index the
  // tracking worker writes); opens prefilled drafts once per shipment + type and reminds before windows close.
  {
    name: 'claims-sweep',
    entry: 'functions/claims/handlers/claims-sweep.schedule.ts',
    schedule: { expression: 'rate(1 hour)', localEverySeconds: 60 },
    access: { table: 'readwrite', sendsTo: ['emails'] },
    timeoutSeconds: 300,
  },
  // Claims, the insurer (issue 25 item 7): every 5 minutes (every 30 s locally, the sandbox insurer's clock is
  // accelerated) received claims are filed with the insurer and its decisions applied; paying credits the wallet once.
  {
    name: 'insurer-decisions',
    entry: 'functions/claims/handlers/insurer-decisions.schedule.ts',
    schedule: { expression: 'rate(5 minutes)', localEverySeconds: 30 },
    access: { table: 'readwrite', secrets: ['easypost'], sendsTo: ['emails'] },
    timeoutSeconds: 120,
  },
  // Printing (orders §2 print dialog, accounts §2 pdf pages): one merged file per job; small jobs are
  // built in the request, larger ones by the print-documents worker; files kept a day under prints/.
  {
    name: 'create-print-job',
    entry: 'functions/printing/handlers/create-print-job.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/print-jobs' }],
    access: {
      table: 'readwrite',
      sendsTo: ['print-documents'],
      buckets: [{ name: 'documents', access: 'readwrite' }],
    },
    memoryMb: 1024,
    timeoutSeconds: 29,
  },
  {
    name: 'get-print-job',
    entry: 'functions/printing/handlers/get-print-job.handler.ts',
    http: [{ method: 'GET', path: '/api/v1/print-jobs/{jobId}' }],
    access: { table: 'read', buckets: [{ name: 'documents', access: 'read' }] },
  },
  // One job per invocation: up to 500 orders' labels merged in memory.
  // Visibility 360 s > the worker's 120 s timeout; the last delivery ends the job failed.
  queueWorker({
    name: 'build-print-job',
    entry: 'functions/printing/handlers/build-print-job.worker.ts',
    queue: 'print-documents',
    batchSize: 1,
    visibilityTimeoutSeconds: 360,
    maxReceiveCount: PRINT_DOCUMENTS_MAX_RECEIVES,
    access: { buckets: [{ name: 'documents', access: 'readwrite' }] },
    memoryMb: 2048,
    timeoutSeconds: 120,
  }),
  // The wallet (accounts §3 accountValue): balance, holds and the last ledger entries.
  {
    name: 'get-wallet',
    entry: 'functions/billing/handlers/get-wallet.handler.ts',
    http: [{ method: 'GET', path: '/api/v1/wallet' }],
    access: { table: 'read' },
  },
  // Notification templates and tracking emails (accounts §3/§5 Notification template, orders §4 tracking
  // email statuses): the templates a merchant edits, and the emails queue's worker that renders and sends
  // them through SES at most once per shipment and status. Visibility 60 s > the worker's 30 s timeout.
  {
    name: 'list-notification-templates',
    entry: 'functions/notifications/handlers/notification-templates.handler.ts',
    http: [{ method: 'GET', path: '/api/v1/notification-templates' }],
    access: { table: 'read' },
  },
  {
    name: 'notification-template',
    entry: 'functions/notifications/handlers/notification-template.handler.ts',
    http: [
      { method: 'GET', path: '/api/v1/notification-templates/{status}' },
      { method: 'PUT', path: '/api/v1/notification-templates/{status}' },
    ],
    access: { table: 'readwrite' },
  },
  // The branded tracking page (orders §1, accounts §3 subDomain and Tracking lookup): the merchant's
  // settings, and the public page's branding and lookup, which a shopper calls without a token (the
  // page's subdomain names the account; the lookup reads a handful of items at most).
  {
    name: 'tracking-page-settings',
    entry: 'functions/tracking/handlers/tracking-page-settings.handler.ts',
    http: [
      { method: 'GET', path: '/api/v1/settings/tracking-page' },
      { method: 'PUT', path: '/api/v1/settings/tracking-page' },
    ],
    access: { table: 'readwrite' },
  },
  {
    name: 'tracking-lookup',
    entry: 'functions/tracking/handlers/tracking-lookup.handler.ts',
    http: [
      { method: 'GET', path: '/api/v1/public/tracking-pages/{subDomain}', auth: 'none' },
      { method: 'POST', path: '/api/v1/public/tracking-lookup', auth: 'none' },
    ],
    // The company logo (the page's fallback) is linked from its public copy in the documents bucket;
    // a logo saved before public copies existed gets its copy written the first time it is served.
    access: { table: 'read', buckets: [{ name: 'documents', access: 'readwrite' }] },
  },
  // The human check (accounts §4, §7): the spec's GET /auth/v1/validate-recaptcha under the /api base like the
  // spec's other /api calls; public (sign-up's visitor has no token yet), rate-limited per client IP.
  {
    name: 'validate-recaptcha',
    entry: 'functions/human-check/handlers/validate-recaptcha.handler.ts',
    http: [{ method: 'GET', path: '/api/auth/v1/validate-recaptcha', auth: 'none' }],
    access: { table: 'readwrite', secrets: ['turnstile'] },
  },
  // The public site's lead forms (accounts §2 contact-us, request-a-demo, shipfare-plus-apply; §5 Contact, Apply):
  // public, rate-limited per client IP, the human check verified server-side; each lead kept (TTL) and queued
  // for the sales inbox's email.
  {
    name: 'contact-us',
    entry: 'functions/leads/handlers/contact-us.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/public/contact-us', auth: 'none' }],
    access: { table: 'readwrite', sendsTo: ['emails'], secrets: ['turnstile'] },
  },
  {
    name: 'request-a-demo',
    entry: 'functions/leads/handlers/request-a-demo.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/public/request-a-demo', auth: 'none' }],
    access: { table: 'readwrite', sendsTo: ['emails'], secrets: ['turnstile'] },
  },
  {
    name: 'shipfare-plus-apply',
    entry: 'functions/leads/handlers/shipfare-plus-apply.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/public/shipfare-plus-apply', auth: 'none' }],
    access: { table: 'readwrite', sendsTo: ['emails'], secrets: ['turnstile'] },
  },
  // Partners and referrals (accounts §2 partners, §5 Partner-like form): registration (a permalink unique by a
  // conditional create), the link's visits, and the partner's private dashboard of attributed sign-ups.
  {
    name: 'register-partner',
    entry: 'functions/partners/handlers/register-partner.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/public/partners', auth: 'none' }],
    access: { table: 'readwrite', sendsTo: ['emails'], secrets: ['turnstile'] },
  },
  {
    name: 'partner-visit',
    entry: 'functions/partners/handlers/partner-visit.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/public/partners/{permalink}/visits', auth: 'none' }],
    access: { table: 'readwrite' },
  },
  {
    name: 'partner-dashboard',
    entry: 'functions/partners/handlers/partner-dashboard.handler.ts',
    http: [{ method: 'GET', path: '/api/v1/public/partners/{permalink}/dashboard', auth: 'none' }],
    access: { table: 'readwrite' },
  },
  // Order protection for shoppers (accounts §2 protection-claim; orders §3 hasShipfareProtection, §4 the
  // reshipped / refunded / denied outcomes): the public filing on the branded tracking page (rate-limited per
  // client and per page, counters in the table) and the merchant's decision, which writes the order and
  // queues the shopper's email.
  {
    name: 'protection-claim',
    entry: 'functions/claims/handlers/protection-claim.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/public/protection-claims', auth: 'none' }],
    access: { table: 'readwrite' },
  },
  // The shopper's photos: presigned POSTs into the documents bucket, each confirmed by its bytes.
  {
    name: 'protection-claim-photos',
    entry: 'functions/claims/handlers/protection-claim-photos.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/public/protection-claims/photos', auth: 'none' }],
    access: { table: 'readwrite', buckets: [{ name: 'documents', access: 'readwrite' }] },
  },
  {
    name: 'confirm-protection-claim-photo',
    entry: 'functions/claims/handlers/confirm-protection-claim-photo.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/public/protection-claims/photos/confirm', auth: 'none' }],
    access: { table: 'readwrite', buckets: [{ name: 'documents', access: 'readwrite' }] },
  },
  // Short links (accounts §2 shortlink): the tracking emails' short addresses, resolved for the site's /s/{code}
  // page into a tracking page and number (never a stored URL), rate-limited per client.
  {
    name: 'resolve-short-link',
    entry: 'functions/short-links/handlers/resolve-short-link.handler.ts',
    http: [{ method: 'GET', path: '/api/v1/public/short-links/{code}', auth: 'none' }],
    access: { table: 'readwrite' },
  },
  {
    name: 'order-protection-claims',
    entry: 'functions/claims/handlers/order-protection-claims.handler.ts',
    http: [{ method: 'GET', path: '/api/v1/orders/{orderId}/protection-claims' }],
    access: { table: 'read' },
  },
  {
    name: 'resolve-protection-claim',
    entry: 'functions/claims/handlers/resolve-protection-claim.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/claims/{claimId}/resolution' }],
    access: { table: 'readwrite', sendsTo: ['emails'] },
  },
  // API keys (accounts §6 access_api) and the custom store's public API (orders §1 custom kind):
  // a merchant's own shop pushes orders with a key in x-shipdeck-api-key, checked by the function
  // (no JWT); API Gateway's stage throttling bounds every route, these included.
  {
    name: 'api-keys',
    entry: 'functions/api-keys/handlers/api-keys.handler.ts',
    http: [
      { method: 'GET', path: '/api/v1/api-keys' },
      { method: 'POST', path: '/api/v1/api-keys' },
      { method: 'DELETE', path: '/api/v1/api-keys/{keyId}' },
    ],
    access: { table: 'readwrite' },
  },
  {
    name: 'public-create-order',
    entry: 'functions/api-keys/handlers/public-create-order.handler.ts',
    http: [{ method: 'POST', path: '/api/public/v1/orders', auth: 'none' }],
    access: { table: 'readwrite', sendsTo: ['order-automations'] },
  },
  {
    name: 'public-update-order',
    entry: 'functions/api-keys/handlers/public-update-order.handler.ts',
    http: [{ method: 'PUT', path: '/api/public/v1/orders/{orderNumber}', auth: 'none' }],
    access: { table: 'readwrite' },
  },
  {
    name: 'public-openapi',
    entry: 'functions/api-keys/handlers/public-openapi.handler.ts',
    http: [{ method: 'GET', path: '/api/public/v1/openapi.json', auth: 'none' }],
    access: {},
  },
  // Billing (accounts §3 Payment method, §5 Add funds, §6 billing keys): methods, deposits and their settlement.
  {
    name: 'get-billing-access',
    entry: 'functions/billing/handlers/get-billing-access.handler.ts',
    http: [{ method: 'GET', path: '/api/v1/billing/access' }],
    access: { table: 'read' },
  },
  {
    name: 'query-invoices',
    entry: 'functions/billing/handlers/query-invoices.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/invoices/query' }],
    access: { table: 'read' },
  },
  {
    name: 'invoice-pdf',
    entry: 'functions/billing/handlers/invoice-pdf.handler.ts',
    http: [
      { method: 'GET', path: '/api/v1/invoices/{invoiceId}/pdf' },
      { method: 'POST', path: '/api/v1/invoices/pdf' },
    ],
    access: { table: 'read', buckets: [{ name: 'documents', access: 'readwrite' }] },
    memoryMb: 1024,
    timeoutSeconds: 30,
  },
  {
    name: 'claim-pdf',
    entry: 'functions/claims/handlers/claim-pdf.handler.ts',
    http: [{ method: 'GET', path: '/api/v1/claims/{claimId}/pdf' }],
    access: { table: 'read', buckets: [{ name: 'documents', access: 'readwrite' }] },
    memoryMb: 1024,
    timeoutSeconds: 30,
  },
  {
    name: 'balance-history',
    entry: 'functions/billing/handlers/balance-history.handler.ts',
    http: [{ method: 'GET', path: '/api/v1/wallet/history' }],
    access: { table: 'read' },
  },
  {
    name: 'plans',
    entry: 'functions/billing/handlers/plans.handler.ts',
    http: [{ method: 'GET', path: '/api/v1/plans' }],
    access: { table: 'read' },
  },
  {
    name: 'change-plan',
    entry: 'functions/billing/handlers/change-plan.handler.ts',
    http: [{ method: 'PUT', path: '/api/v1/subscription' }],
    access: { table: 'readwrite', secrets: ['stripe'] },
  },
  {
    name: 'cancel-subscription',
    entry: 'functions/billing/handlers/cancel-subscription.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/subscription/cancel' }],
    access: { table: 'readwrite' },
  },
  {
    name: 'pause-subscription',
    entry: 'functions/billing/handlers/pause-subscription.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/subscription/pause' }],
    access: { table: 'readwrite' },
  },
  {
    name: 'resume-subscription',
    entry: 'functions/billing/handlers/resume-subscription.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/subscription/resume' }],
    access: { table: 'readwrite' },
  },
  // Team and permissions (accounts §5 team invite, §6 edit_users): invitations through the user pool.
  {
    name: 'team',
    entry: 'functions/accounts/handlers/team.handler.ts',
    http: [
      { method: 'GET', path: '/api/v1/team' },
      { method: 'POST', path: '/api/v1/team/invitations' },
      { method: 'PUT', path: '/api/v1/team/{userId}/permissions' },
      { method: 'DELETE', path: '/api/v1/team/{userId}' },
    ],
    access: { table: 'readwrite', userPool: true },
  },
  // Company profile and logo (accounts §3, §6 edit_company), shown on packing slips and the tracking page.
  {
    name: 'company-profile',
    entry: 'functions/accounts/handlers/company.handler.ts',
    http: [
      { method: 'GET', path: '/api/v1/company' },
      { method: 'PUT', path: '/api/v1/company' },
    ],
    access: { table: 'readwrite', buckets: [{ name: 'documents', access: 'read' }] },
  },
  {
    name: 'company-logo',
    entry: 'functions/accounts/handlers/company-logo.handler.ts',
    http: [
      { method: 'GET', path: '/api/v1/company/logo' },
      { method: 'PUT', path: '/api/v1/company/logo' },
      { method: 'DELETE', path: '/api/v1/company/logo' },
    ],
    access: { table: 'readwrite', buckets: [{ name: 'documents', access: 'readwrite' }] },
  },
  // The onboarding wizard's progress (accounts §2 redirect, §5 Onboarding): any member reads it; each step needs
  // the permission of the settings page it stands for (accounts §6).
  {
    name: 'onboarding',
    entry: 'functions/onboarding/handlers/onboarding.handler.ts',
    http: [
      { method: 'GET', path: '/api/v1/onboarding' },
      { method: 'PUT', path: '/api/v1/onboarding' },
    ],
    access: { table: 'readwrite' },
  },
  // A merchant's own carrier accounts (accounts §3 forms, §6 edit_carriers and the plan's carrier-accounts limit).
  {
    name: 'carrier-accounts',
    entry: 'functions/carriers/handlers/carrier-accounts.handler.ts',
    http: [
      { method: 'GET', path: '/api/v1/carrier-accounts' },
      { method: 'POST', path: '/api/v1/carrier-accounts' },
      { method: 'DELETE', path: '/api/v1/carrier-accounts/{carrierAccountId}' },
    ],
    access: { table: 'readwrite', secrets: ['easypost'] },
  },
  {
    name: 'payment-methods',
    entry: 'functions/billing/handlers/payment-methods.handler.ts',
    http: [
      { method: 'GET', path: '/api/v1/payment-methods' },
      { method: 'POST', path: '/api/v1/payment-methods' },
      { method: 'DELETE', path: '/api/v1/payment-methods/{paymentMethodId}' },
    ],
    access: { table: 'readwrite', secrets: ['stripe'] },
  },
  {
    name: 'verify-bank',
    entry: 'functions/billing/handlers/verify-bank.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/payment-methods/{paymentMethodId}/verify' }],
    access: { table: 'readwrite', secrets: ['stripe'] },
  },
  {
    name: 'set-default-payment-method',
    entry: 'functions/billing/handlers/set-default-payment-method.handler.ts',
    http: [{ method: 'PUT', path: '/api/v1/payment-methods/{paymentMethodId}/default' }],
    access: { table: 'readwrite', secrets: ['stripe'] },
  },
  {
    name: 'deposits',
    entry: 'functions/billing/handlers/deposits.handler.ts',
    http: [
      { method: 'GET', path: '/api/v1/wallet/deposits' },
      { method: 'POST', path: '/api/v1/wallet/deposits' },
    ],
    access: { table: 'readwrite', secrets: ['stripe'] },
  },
  {
    name: 'authenticate-deposit',
    entry: 'functions/billing/handlers/authenticate-deposit.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/wallet/deposits/{depositId}/authenticate' }],
    access: { table: 'readwrite', secrets: ['stripe'] },
  },
  {
    name: 'auto-reload',
    entry: 'functions/billing/handlers/auto-reload.handler.ts',
    http: [
      { method: 'GET', path: '/api/v1/wallet/auto-reload' },
      { method: 'PUT', path: '/api/v1/wallet/auto-reload' },
    ],
    access: { table: 'readwrite', secrets: ['stripe'] },
  },
  {
    name: 'settle-deposits',
    entry: 'functions/billing/handlers/settle-deposits.schedule.ts',
    schedule: { expression: 'rate(5 minutes)', localEverySeconds: 10 },
    access: { table: 'readwrite', secrets: ['stripe'] },
    timeoutSeconds: 60,
  },
  // Paid plans renew at their period's end, charged once to the default payment method (accounts §4).
  {
    name: 'renew-subscriptions',
    entry: 'functions/billing/handlers/renew-subscriptions.schedule.ts',
    schedule: { expression: 'rate(1 hour)', localEverySeconds: 60 },
    access: { table: 'readwrite', secrets: ['stripe'], sendsEmail: true },
    timeoutSeconds: 120,
  },
  queueWorker({
    name: 'send-email',
    entry: 'functions/notifications/handlers/send-email.worker.ts',
    queue: 'emails',
    batchSize: 10,
    visibilityTimeoutSeconds: 60,
    maxReceiveCount: 5,
    access: { sendsEmail: true },
    timeoutSeconds: 30,
  }),
  // Auto-archive (accounts §3 archiveOrders{active, days}): hourly, bounded work per run, so a
  // backlog finishes over several runs; a run stops starting work 20 s before its timeout.
  {
    name: 'archive-orders',
    entry: 'functions/orders/handlers/archive-orders.schedule.ts',
    schedule: { expression: 'rate(1 hour)', localEverySeconds: 300 },
    access: { table: 'readwrite' },
    timeoutSeconds: 120,
  },
  // The Shipdeck staff console (/api/v1/admin/*): every route behind adminRoute, which answers 403 to any
  // token outside the shipdeck-admins Cognito group; merchants never reach them, whatever their permissions.
  {
    name: 'admin-accounts',
    entry: 'functions/admin/handlers/admin-accounts.handler.ts',
    http: [{ method: 'GET', path: '/api/v1/admin/accounts' }],
    access: { table: 'read' },
  },
  {
    name: 'admin-account',
    entry: 'functions/admin/handlers/admin-account.handler.ts',
    http: [{ method: 'GET', path: '/api/v1/admin/accounts/{accountId}' }],
    access: { table: 'read' },
  },
  {
    name: 'admin-claim-queue',
    entry: 'functions/admin/handlers/admin-claim-queue.handler.ts',
    http: [{ method: 'GET', path: '/api/v1/admin/claims' }],
    access: { table: 'read' },
  },
  {
    name: 'admin-claim',
    entry: 'functions/admin/handlers/admin-claim.handler.ts',
    http: [{ method: 'GET', path: '/api/v1/admin/accounts/{accountId}/claims/{claimId}' }],
    access: { table: 'read' },
  },
  {
    name: 'admin-claim-documents',
    entry: 'functions/admin/handlers/admin-claim-documents.handler.ts',
    http: [{ method: 'GET', path: '/api/v1/admin/accounts/{accountId}/claims/{claimId}/documents' }],
    access: { table: 'read' },
  },
  {
    name: 'admin-claim-document',
    entry: 'functions/admin/handlers/admin-claim-document.handler.ts',
    http: [{ method: 'GET', path: '/api/v1/admin/accounts/{accountId}/claims/{claimId}/documents/{documentId}' }],
    access: { table: 'read', buckets: [{ name: 'documents', access: 'read' }] },
  },
  {
    name: 'admin-claim-move',
    entry: 'functions/admin/handlers/admin-claim-move.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/admin/accounts/{accountId}/claims/{claimId}/moves' }],
    access: { table: 'readwrite', sendsTo: ['emails'] },
  },
  {
    name: 'admin-claim-payout',
    entry: 'functions/admin/handlers/admin-claim-payout.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/admin/accounts/{accountId}/claims/{claimId}/payout' }],
    access: { table: 'readwrite', sendsTo: ['emails'] },
  },
  {
    name: 'admin-claim-denial',
    entry: 'functions/admin/handlers/admin-claim-denial.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/admin/accounts/{accountId}/claims/{claimId}/denial' }],
    access: { table: 'readwrite', sendsTo: ['emails'] },
  },
  {
    name: 'admin-audit-log',
    entry: 'functions/admin/handlers/admin-audit-log.handler.ts',
    http: [{ method: 'GET', path: '/api/v1/admin/audit-log' }],
    access: { table: 'read' },
  },
  // Freight (orders §1 freight quote screen, §3 freight quote): every LTL carrier asked at once, each within
  // its own timeout, the answers kept a week; the sandbox carriers place ZIPs by the parcel sandbox's ZIP3 table.
  {
    name: 'freight-quotes',
    entry: 'functions/freight/handlers/freight-quotes.handler.ts',
    http: [
      { method: 'POST', path: '/api/v1/freight/quotes' },
      { method: 'GET', path: '/api/v1/freight/quotes' },
    ],
    access: { table: 'readwrite', secrets: ['chrobinson'] },
    assets: [`functions/carriers/data/${SANDBOX_CARRIER_DATA_FILES.zip3}`],
    timeoutSeconds: 15,
  },
  {
    name: 'get-freight-quote',
    entry: 'functions/freight/handlers/freight-quote.handler.ts',
    http: [{ method: 'GET', path: '/api/v1/freight/quotes/{quoteId}' }],
    access: { table: 'read' },
  },
  // Zones and zone mappings (accounts §3/§5, orders §5): any member reads them and asks "explain"; writing them is
  // edit_options. The rate shop reads the mappings through functions/zones/zones.adapters.ts.
  {
    name: 'zones',
    entry: 'functions/zones/handlers/zones.handler.ts',
    http: [
      { method: 'GET', path: '/api/v1/zones' },
      { method: 'POST', path: '/api/v1/zones' },
    ],
    access: { table: 'readwrite' },
  },
  {
    name: 'zone',
    entry: 'functions/zones/handlers/zone.handler.ts',
    http: [
      { method: 'GET', path: '/api/v1/zones/{zoneId}' },
      { method: 'PUT', path: '/api/v1/zones/{zoneId}' },
      { method: 'DELETE', path: '/api/v1/zones/{zoneId}' },
    ],
    access: { table: 'readwrite' },
  },
  {
    name: 'zone-mappings',
    entry: 'functions/zones/handlers/zone-mappings.handler.ts',
    http: [
      { method: 'GET', path: '/api/v1/zone-mappings' },
      { method: 'POST', path: '/api/v1/zone-mappings' },
    ],
    access: { table: 'readwrite' },
  },
  {
    name: 'zone-mapping',
    entry: 'functions/zones/handlers/zone-mapping.handler.ts',
    http: [
      { method: 'GET', path: '/api/v1/zone-mappings/{mappingId}' },
      { method: 'PUT', path: '/api/v1/zone-mappings/{mappingId}' },
      { method: 'DELETE', path: '/api/v1/zone-mappings/{mappingId}' },
    ],
    access: { table: 'readwrite' },
  },
  {
    name: 'reorder-zone-mappings',
    entry: 'functions/zones/handlers/reorder-zone-mappings.handler.ts',
    http: [{ method: 'PUT', path: '/api/v1/zone-mappings/order' }],
    access: { table: 'readwrite' },
  },
  {
    name: 'zone-mappings-csv',
    entry: 'functions/zones/handlers/zone-mappings-csv.handler.ts',
    http: [
      { method: 'GET', path: '/api/v1/zone-mappings/export' },
      { method: 'POST', path: '/api/v1/zone-mappings/import' },
    ],
    access: { table: 'readwrite' },
    timeoutSeconds: 29,
  },
  {
    name: 'explain-zone-mapping',
    entry: 'functions/zones/handlers/explain-zone-mapping.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/zone-mappings/explain' }],
    access: { table: 'read' },
  },
  // Rebooking (orders §4): queued like a purchase; the purchase worker voids the replaced label.
  {
    name: 'rebook-label',
    entry: 'functions/labels/handlers/rebook-label.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/orders/{orderId}/shipments/{shipmentId}/rebook' }],
    access: { table: 'readwrite', sendsTo: ['label-purchase'] },
    timeoutSeconds: 29,
  },
  {
    name: 'rebook-labels',
    entry: 'functions/labels/handlers/rebook-labels.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/labels/rebooks' }],
    access: { table: 'readwrite', sendsTo: ['label-purchase'] },
    timeoutSeconds: 29,
  },
  // International profiles (accounts §3, §5): Settings › International settings and the order editor's Profile select.
  {
    name: 'list-international-profiles',
    entry: 'functions/international/handlers/list-international-profiles.handler.ts',
    http: [{ method: 'GET', path: '/api/v1/international-profiles' }],
    access: { table: 'read' },
  },
  {
    name: 'create-international-profile',
    entry: 'functions/international/handlers/create-international-profile.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/international-profiles' }],
    access: { table: 'readwrite' },
  },
  {
    name: 'update-international-profile',
    entry: 'functions/international/handlers/update-international-profile.handler.ts',
    http: [{ method: 'PUT', path: '/api/v1/international-profiles/{profileId}' }],
    access: { table: 'readwrite' },
  },
  {
    name: 'delete-international-profile',
    entry: 'functions/international/handlers/delete-international-profile.handler.ts',
    http: [{ method: 'DELETE', path: '/api/v1/international-profiles/{profileId}' }],
    access: { table: 'readwrite' },
  },
  // Freight booking: one booking per carrier quote, charged once (freight as a shipment purchase, each
  // accessorial and re-bill as a freight_accessorial invoice); BOL and pallet labels in the documents bucket;
  // the schedule moves booked PROs along on the carrier's tracking and posts what its dock re-bills.
  {
    name: 'book-freight',
    entry: 'functions/freight/handlers/book-freight.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/freight/quotes/{quoteId}/book' }],
    access: { table: 'readwrite', buckets: [{ name: 'documents', access: 'readwrite' }] },
    timeoutSeconds: 29,
  },
  {
    name: 'freight-shipments',
    entry: 'functions/freight/handlers/freight-shipments.handler.ts',
    http: [{ method: 'GET', path: '/api/v1/freight/shipments' }],
    access: { table: 'read' },
  },
  {
    name: 'freight-shipment',
    entry: 'functions/freight/handlers/freight-shipment.handler.ts',
    http: [{ method: 'GET', path: '/api/v1/freight/shipments/{bookingId}' }],
    access: { table: 'read', buckets: [{ name: 'documents', access: 'read' }] },
  },
  {
    name: 'track-freight',
    entry: 'functions/freight/handlers/track-freight.schedule.ts',
    schedule: { expression: 'rate(15 minutes)', localEverySeconds: 15 },
    access: { table: 'readwrite' },
    timeoutSeconds: 120,
  },
  // The order rate shop's LTL leg (orders §3): the web asks it beside the parcel rates; its own function, so the
  // parcel rate routes bundle no freight carrier. The offers are kept as a freight quote that books as any other.
  {
    name: 'shipment-freight-offers',
    entry: 'functions/freight/handlers/shipment-freight-offers.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/orders/{orderId}/shipments/{shipmentId}/freight-offers' }],
    access: { table: 'readwrite', secrets: ['chrobinson'] },
    assets: [`functions/carriers/data/${SANDBOX_CARRIER_DATA_FILES.zip3}`],
    timeoutSeconds: 15,
  },
  // Shipping schedule and fill time SLA (orders §9 lead time per weekday): any member reads them; saving needs
  // edit_options and the shippingSchedule feature (accounts §6).
  {
    name: 'shipping-schedule',
    entry: 'functions/shipping-schedule/handlers/shipping-schedule.handler.ts',
    http: [
      { method: 'GET', path: '/api/v1/settings/shipping-schedule' },
      { method: 'PUT', path: '/api/v1/settings/shipping-schedule' },
    ],
    access: { table: 'readwrite' },
  },
  {
    name: 'fill-time-sla',
    entry: 'functions/shipping-schedule/handlers/fill-time-sla.handler.ts',
    http: [
      { method: 'GET', path: '/api/v1/settings/fill-time-sla' },
      { method: 'PUT', path: '/api/v1/settings/fill-time-sla' },
    ],
    access: { table: 'readwrite' },
  },
  // Local courier (orders §3 rate shop, §9 local courier): the couriers' leg of a shipment's rate shop, in its own
  // function so the parcel rating bundles stay free of the couriers; its quotes are stored beside the parcel ones.
  {
    name: 'shipment-courier-quotes',
    entry: 'functions/couriers/handlers/shipment-courier-quotes.handler.ts',
    http: [{ method: 'POST', path: '/api/v1/orders/{orderId}/shipments/{shipmentId}/courier-quotes' }],
    access: { table: 'readwrite' },
    assets: SANDBOX_CARRIER_ASSETS,
  },
  // The sandbox courier's tracking (local default): each dispatched delivery that moved on the sandbox clock is
  // posted to the app's EasyPost webhook endpoint as the sandbox carriers post theirs; idle with live adapters.
  {
    name: 'emit-courier-tracking',
    entry: 'functions/couriers/handlers/emit-courier-tracking.schedule.ts',
    schedule: { expression: 'rate(1 minute)', localEverySeconds: 5 },
    access: { table: 'readwrite' },
    assets: SANDBOX_CARRIER_ASSETS,
    timeoutSeconds: 60,
  },
];

/** Every queue with its DLQ settings, from its worker's declaration, in QUEUE_NAMES order. */
export const QUEUES: readonly QueueDefinition[] = QUEUE_NAMES.map((name) => {
  const queue = WORKER_QUEUES.get(name);
  if (!queue) throw new Error(`Queue ${name} has no worker`);
  return queue;
});

export const API_PREFIXES = ['/api', '/api/v1', '/api/v2'] as const;

/**
 * Environment variables every function receives. CDK sets them from real resources; the local
 * runtime sets them from the emulators. Functions read them once through functions/_lib/config.ts.
 */
export const ENV = {
  tableName: 'TABLE_NAME',
  documentsBucket: 'DOCUMENTS_BUCKET',
  emailFrom: 'EMAIL_FROM',
  /** Where the public site's leads are mailed (contact, demo requests, applications). */
  salesInbox: 'SALES_INBOX',
  userPoolId: 'USER_POOL_ID',
  userPoolClientId: 'USER_POOL_CLIENT_ID',
  appUrl: 'APP_URL',
  /** `sandbox` (local default) or `live`: which adapters the ports use. */
  adapters: 'SHIPDECK_ADAPTERS',
  /** How many times faster than real time sandbox journeys run (sandbox-clock.rules.ts). */
  sandboxTrackingSpeed: 'SANDBOX_TRACKING_SPEED',
  /** The secret CloudFront sends with every API request it forwards (`#api/edge-headers`); unset locally. */
  originVerifySecret: 'ORIGIN_VERIFY_SECRET',
} as const;

/**
 * The user pool's triggers. Apart from FUNCTIONS: they are built beside the pool in the stateful stack (the pool
 * names them, and the API's functions name the pool), and the local Cognito shim runs them itself.
 */
// Magic-link sign-in (accounts §4 Authentication: password or magic link) is Cognito CUSTOM_AUTH with these
// three; the links live in the table (hashed, single use, TTL) and go out by SES.
export const COGNITO_TRIGGER_FUNCTIONS: readonly CognitoTriggerFunction[] = [
  {
    name: 'define-auth-challenge',
    entry: 'functions/auth/handlers/define-auth-challenge.trigger.ts',
    trigger: 'defineAuthChallenge',
    access: {},
    timeoutSeconds: 5,
  },
  {
    name: 'create-auth-challenge',
    entry: 'functions/auth/handlers/create-auth-challenge.trigger.ts',
    trigger: 'createAuthChallenge',
    access: { table: 'readwrite', sendsEmail: true },
    timeoutSeconds: 5,
  },
  {
    name: 'verify-auth-challenge',
    entry: 'functions/auth/handlers/verify-auth-challenge.trigger.ts',
    trigger: 'verifyAuthChallenge',
    access: { table: 'readwrite' },
    timeoutSeconds: 5,
  },
];

/** The triggers' own variable: origins a magic sign-in link may point at (the site and its custom domains). */
export const MAGIC_LINK_ORIGINS_ENV = 'MAGIC_LINK_ORIGINS';

/** `label-purchase` → `LABEL_PURCHASE_QUEUE_URL`. */
export function queueUrlEnvName(queue: QueueName): string {
  return `${queue.replace(/-/g, '_').toUpperCase()}_QUEUE_URL`;
}

export function findFunction(name: string): FunctionDefinition {
  const fn = FUNCTIONS.find((f) => f.name === name);
  if (!fn) throw new Error(`No function named ${name} in the app manifest`);
  return fn;
}
