import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '#api/errors';
import { PUBLIC_API_BASE_PATH } from '#api/public-orders';
import { CUSTOM_STORE_API_KEY_HEADER } from '#domain/stores/store-platforms.rules';
import { FUNCTIONS, QUEUES, queueUrlEnvName, type HttpMethod, type QueueName } from '#infra/app-manifest';
import { startSqsLocal, type SqsLocal } from '#infra/local/sqs-local';
import { resetConfigForTests } from '#lib/config';
import { routeInputsOf, type Handler, type RouteInputSchemas } from '#lib/http/http-route';
import { createTestAccount } from '#test/support/accounts';
import { setMembershipFeatures } from '#functions/accounts/adapters/dynamodb.membership-store';
import { dynamoPreferenceStore } from '#functions/accounts/adapters/dynamodb.preference-store';
import { dynamoLateShipmentSettings } from '#functions/tracking/adapters/dynamodb.late-shipment-store';
import { dynamoStoreConnections } from '#functions/stores/adapters/dynamodb.store-connections';
import { SHOW_LATE_SHIPMENTS_PREFERENCE } from '#domain/settings/late-shipment-settings.schema';
import { apiEvent, lambdaContext, type TestUser } from '#test/support/api-events';
import { TEST_CARD } from '#test/support/billing';
import { validOrderRequest } from '#test/support/orders';
import { validFreightQuoteRequest } from '#test/support/freight';
import { texasHeatRule } from '#test/support/automations';
import { AWKWARD_STRINGS, arbitraryOf, mutationOf } from '#test/support/zod-arbitrary';
import { box, customer, packaging, product } from '../catalog/catalog-calls';
import { startStoreSimulator, type StoreSimulator } from '../../../infra/local/store-simulators/store-simulator';
import { shopifyTexasOrder } from '../../unit/stores/fixtures/shopify.fixtures';
import { STORE_WEBHOOK_PLATFORMS, type StoreWebhookPlatform } from '#domain/stores/store-event.message';
import {
  BIGCOMMERCE_SECRET_HEADER,
  SHOPIFY_HMAC_HEADER,
  SQUARE_SIGNATURE_HEADER,
  WOOCOMMERCE_SIGNATURE_HEADER,
} from '#domain/stores/store-platforms.rules';
import { SANDBOX_SHOPIFY_APP, SANDBOX_SQUARE_APP } from '#functions/stores/store-app-secrets';
import { EASYPOST_SIGNATURE_HEADER, easyPostSignature } from '#functions/tracking/easypost-webhook';
import { SANDBOX_EASYPOST_WEBHOOK_SECRET } from '#functions/tracking/webhook-secret';
import { hmacSha256 } from '#lib/http/webhook-signature';
import { connectTestStore } from '#test/support/store-webhooks';
import { shopifyRateRequest } from '#test/support/checkout-rates';
import { createLabelledOrder } from '#test/support/claims';
import { scan, trackerUpdatedBody } from '#test/support/tracking';
import { ADMIN_API_PREFIX } from '#api/admin';
import { storeSubmittedClaim, testStaff } from '#test/support/admin-claims';

/**
 * Every HTTP route of the app manifest, through its real handler against DynamoDB Local, with a
 * verified owner of a seeded account: arbitrary and boundary requests derived from the route's
 * own zod schemas (and mutations of a valid example where one is kept) never answer 5xx, never
 * throw, every 4xx has the ApiErrorBody shape and every 400 names a field. A route that takes no
 * body refuses one. The signed webhooks are mostly signed with the sandbox secrets, so their bodies
 * reach the parsing behind the signature. A route whose input cannot be derived fails.
 */

/** ROUTE_RUNS=400 hunts longer (about 5 minutes) than the 40 runs `npm test` makes. */
const RUNS_PER_ROUTE = Number(process.env.ROUTE_RUNS ?? 40);
const RUNS_WITHOUT_INPUT = 10;
const SLOW_MS = 10_000;

interface Route {
  key: string;
  method: HttpMethod;
  path: string;
  entry: string;
  pathParams: string[];
}

const ROUTES: Route[] = FUNCTIONS.flatMap((fn) =>
  (fn.http ?? []).map((t) => ({
    key: `${t.method} ${t.path}`,
    method: t.method,
    path: t.path,
    entry: fn.entry,
    // A greedy `{name+}` is named `name` in pathParameters, as API Gateway names it.
    pathParams: [...t.path.matchAll(/\{([^}+]+)\+?\}/g)].map((m) => m[1]),
  })),
);

const warehouseBody = {
  name: 'Fuzz Kitchen',
  address: { phone: '512-555-0100', street1: '1100 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701' },
};

const zoneMappingBody = {
  name: 'Fuzz zone',
  zipcodes: ['840-842', '10001'],
  states: ['TX'],
  carriers: ['USPS'],
  services: ['Priority'],
  shops: ['manual'],
};

/** Valid requests kept per route: mutating them reaches the use cases, not only the schemas. */
const EXAMPLES: Record<string, () => unknown> = {
  'POST /api/v1/orders': () => validOrderRequest(),
  'PUT /api/v1/orders/{orderId}': () => validOrderRequest(),
  'POST /api/v1/orders/pack': () => ({ shipments: validOrderRequest().shipments }),
  'POST /api/v1/products': () => product(),
  'PUT /api/v1/products/{productId}': () => product(),
  'POST /api/v1/packagings': () => packaging(),
  'PUT /api/v1/packagings/{packagingId}': () => packaging(),
  'POST /api/v1/boxes': () => box({ useInBoxPackingAlgo: true }),
  'PUT /api/v1/boxes/{boxId}': () => box({ useInBoxPackingAlgo: true }),
  'POST /api/v1/customers': () => customer(),
  'PUT /api/v1/customers/{customerId}': () => customer(),
  'POST /api/v1/warehouses': () => warehouseBody,
  'POST /api/v1/automations': () => texasHeatRule(),
  'PUT /api/v1/automations/{ruleId}': () => ({ ...texasHeatRule(), version: 1 }),
  'PUT /api/v1/automations/order': () => ({ ruleIds: seeded.ruleId ?? ['missing'] }),
  'POST /api/v1/automations/{ruleId}/activation': () => ({ active: true }),
  'POST /api/v1/automations/preview': () => ({ rules: [texasHeatRule()], scope: 'recent', limit: 20 }),
  'POST /api/v1/automations/runs': () => ({ orderIds: seeded.orderId ?? ['missing'] }),
  'POST /api/v1/automations/runs/undo': () => ({ orderIds: seeded.orderId ?? ['missing'] }),
  'PUT /api/v1/warehouses/{warehouseId}': () => warehouseBody,
  'POST /api/v1/zones': () => ({ zone: 'West', countries: ['US'], regions: ['CA'] }),
  'PUT /api/v1/zones/{zoneId}': () => ({ zone: 'West', countries: ['US'], regions: ['CA'], version: 1 }),
  'POST /api/v1/zone-mappings': () => zoneMappingBody,
  'PUT /api/v1/zone-mappings/{mappingId}': () => ({ ...zoneMappingBody, version: 1 }),
  'PUT /api/v1/zone-mappings/order': () => ({ mappingIds: seeded.mappingId ?? ['missing'] }),
  'POST /api/v1/zone-mappings/import': () => ({
    csv: 'id,name,zipcodes,states,carriers,services,shops\n,Fuzz,840-842,TX,USPS,Priority,manual',
  }),
  'POST /api/v1/zone-mappings/explain': () => ({ zip: '78701', state: 'TX', shop: 'manual' }),
  'POST /api/v1/print-jobs': () => ({ kind: 'documents', orderIds: seeded.orderId ?? ['missing'], choice: 'all' }),
  'POST /api/v1/freight/quotes': () => validFreightQuoteRequest(),
  'POST /api/v1/freight/quotes/{quoteId}/book': () => ({
    idempotencyKey: randomUUID().replace(/-/g, ''),
    carrierQuoteId: seeded.carrierQuoteId?.[0] ?? 'missing',
    acceptedTotalCents: Number(seeded.carrierQuoteTotalCents?.[0] ?? 0),
    shipper: { name: 'Dock Manager', phone: '512-555-0100' },
    consignee: { name: 'Sam Lee', phone: '214-555-0199' },
    reference: 'PO-1001',
    specialInstructions: 'Keep frozen; call before delivery.',
  }),
  'PUT /api/v1/settings/tracking-page': () => trackingPageBody(seeded.subDomain?.[0] ?? 'missing'),
  'POST /api/v1/public/tracking-lookup': () => ({
    subDomain: seeded.subDomain?.[0] ?? 'missing',
    email: 'maria@example.com',
    order: 'SD-1',
  }),
  'POST /api/v1/public/protection-claims': () => ({
    subDomain: seeded.subDomain?.[0] ?? 'missing',
    email: 'maria@example.com',
    orderNumber: seeded.orderNumber?.[0] ?? 'SD-1',
    reason: 'contents damaged',
    description: 'The box arrived thawed.',
  }),
  'POST /api/v1/claims/{claimId}/resolution': () => ({ resolution: 'reship' }),
  'POST /api/v1/public/rate-estimates': () => ({
    shipFrom: '78701',
    shipTo: '10001',
    addressType: 'Residence',
    dimensions: { length: 12, width: 10, height: 8, units: 'in' },
    weight: { value: 3, units: 'lb' },
    insurance: 100,
  }),
  'POST /api/v1/public/protection-claims/photos': () => ({
    subDomain: seeded.subDomain?.[0] ?? 'missing',
    email: 'maria@example.com',
    orderNumber: seeded.orderNumber?.[0] ?? 'SD-1',
    claimId: 'missing',
    fileName: 'box.jpg',
    contentType: 'image/jpeg',
    sizeBytes: 2048,
  }),
  'POST /api/v1/public/protection-claims/photos/confirm': () => ({
    subDomain: seeded.subDomain?.[0] ?? 'missing',
    email: 'maria@example.com',
    orderNumber: seeded.orderNumber?.[0] ?? 'SD-1',
    claimId: 'missing',
    documentId: 'missing',
  }),
  'POST /api/v1/orders/late-notifications': () => ({ orderIds: seeded.orderId ?? ['missing'] }),
  'PUT /api/v1/settings/late-shipments': () => ({ enabled: true, noScanBusinessDays: 2 }),
  'PUT /api/v1/settings/shipping-schedule': () => ({
    timezone: 'America/New_York',
    shipDays: ['mon', 'tue', 'wed', 'thu', 'fri'],
    cutoffTime: '14:00',
    carrierHolidays: true,
    blackoutDates: ['2026-12-24'],
  }),
  'PUT /api/v1/settings/fill-time-sla': () => ({
    warehouses: [{ warehouseId: 'wh-1', amount: 2, unit: 'businessDays' }],
  }),
  'POST /api/v1/orders/{orderId}/fulfillments': () => ({ shipmentIds: ['missing'] }),
  'POST /api/v1/api-keys': () => ({ name: 'Property storefront' }),
  'POST /api/public/v1/orders': () => validOrderRequest(),
  'PUT /api/public/v1/orders/{orderNumber}': () => validOrderRequest({ orderNumber: seeded.orderNumber?.[0] }),
  'POST /api/v1/stores/connect': () => ({ platform: 'shopify', shop: 'property-foods.myshopify.com' }),
  'POST /api/v1/stores/oauth/{platform}': () => ({
    query: {
      code: 'c0de',
      hmac: '0'.repeat(64),
      shop: 'property-foods.myshopify.com',
      state: 'Ab3dE9',
      timestamp: '1',
    },
  }),
  'POST /api/v1/payment-methods': () => ({ type: 'card', card: TEST_CARD }),
  'POST /api/v1/payment-methods/{paymentMethodId}/verify': () => ({ amountsCents: [32, 45] }),
  'POST /api/v1/wallet/deposits': () => ({
    depositId: randomUUID(),
    paymentMethodId: seeded.paymentMethodId?.[0] ?? 'missing',
    amount: 12.5,
  }),
  'POST /api/v1/wallet/deposits/{depositId}/authenticate': () => ({ approved: true }),
  'PUT /api/v1/wallet/auto-reload': () => ({ enabled: true, threshold: 25, amount: 100 }),
  'POST /api/v1/invoices/query': () => ({ filters: { types: ['account_refill'] }, pageSize: 20 }),
  'POST /api/v1/invoices/pdf': () => ({ invoiceIds: seeded.invoiceId ?? ['missing'] }),
  'PUT /api/v1/subscription': () => ({ plan: 'grow', cycle: 'monthly' }),
  'POST /api/v1/subscription/cancel': () => ({ reason: 'other', details: 'Property test' }),
  'POST /api/v1/team/invitations': () => ({
    email: `fuzz-${randomUUID().slice(0, 8)}@example.com`,
    name: 'Fuzz Packer',
    group: 'merchant:admin',
  }),
  'PUT /api/v1/team/{userId}/permissions': () => ({ permissions: { view_print_orders: true } }),
  'PUT /api/v1/company': () => ({
    companyName: 'Property Foods',
    companyEmail: 'hello@property.example',
    companyPhone: '512-555-0100',
    website: 'https://property.example',
  }),
  'PUT /api/v1/company/logo': () => ({
    contentType: 'image/png',
    dataBase64: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  }),
  'PUT /api/v1/onboarding': () => ({
    step: 'schedule',
    schedule: { timezone: 'America/Chicago', shipDays: ['mon', 'fri'], cutoffTime: '14:00' },
  }),
  'POST /api/v1/carrier-accounts': () => ({
    carrier: 'USPS',
    description: 'Property EPS',
    accountNumber: `1${String(Math.floor(Math.random() * 1e9)).padStart(9, '1')}`,
    accountHolder: {
      accountHolderName: 'Property Foods',
      street1: '1100 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      country: 'US',
    },
  }),
  'POST /api/v1/claims': () => ({
    source: { kind: 'shipment', orderId: seeded.claimOrderId?.[0], shipmentId: seeded.claimShipmentId?.[0] },
    type: 'damaged',
  }),
  'PUT /api/v1/claims/{claimId}': () => ({ version: 1, claim: seededClaimForm }),
  'POST /api/v1/claims/{claimId}/{action}': () => ({ version: 1 }),
  'POST /api/v1/claims/{claimId}/documents': () => ({
    documentType: 'Photograph',
    fileName: 'box.png',
    contentType: 'image/png',
    sizeBytes: 68,
  }),
  'PUT /api/v1/claim-settings': () => ({
    version: 0,
    settings: {
      profiles: [{ profileName: 'Meat', merchandiseDescription: 'Beef', damageDescription: 'Thawed' }],
      notifications: { paid: [{ label: 'Ops', value: 'ops@example.com' }] },
    },
  }),
  // Public and signed (see signedHeadersOf): bodies are signed as the platform would, mostly.
  'POST /api/v1/webhooks/{platform}/{topic+}': () => shopifyTexasOrder,
  'POST /api/v1/checkout-rates/{platform}': () => shopifyRateRequest(),
  'POST /api/v1/admin/accounts/{accountId}/claims/{claimId}/moves': () => ({
    to: 'investigation_pending',
    expectedVersion: 2,
  }),
  'POST /api/v1/admin/accounts/{accountId}/claims/{claimId}/payout': () => ({ amount: 25, expectedVersion: 3 }),
  'POST /api/v1/admin/accounts/{accountId}/claims/{claimId}/denial': () => ({ reason: 'Fuzz', expectedVersion: 2 }),
  // The public site's forms (no token: the human check counts an absent widget as validated).
  'POST /api/v1/public/contact-us': () => ({ email: 'maria@example.com', message: 'Dry ice rates?' }),
  'POST /api/v1/public/request-a-demo': () => ({
    name: 'Maria Lopez',
    email: 'maria@example.com',
    company: 'Cold Coast',
    monthlyVolume: '51-200',
    whatTheyShip: 'Frozen crab',
  }),
  'POST /api/v1/public/shipfare-plus-apply': () => ({
    companyName: 'Cold Coast',
    phoneNumber: '512-555-0100',
    industry: 'Seafood',
    address: { address1: '1100 Congress Ave', city: 'Austin', state: 'TX', country: 'US', zip: '78701' },
  }),
  'POST /api/v1/public/partners': () => ({
    email: 'ana@example.com',
    name: 'Ana Fresh',
    permalink: `fuzz-${randomUUID().slice(0, 8)}`,
  }),
  'POST /api/v1/webhooks/easypost': () =>
    JSON.parse(
      trackerUpdatedBody({
        eventId: `evt_${randomUUID().replace(/-/g, '')}`,
        trackingCode: `1Z${randomUUID().slice(0, 8)}`,
        status: 'in_transit',
        events: [scan('in_transit', '2030-01-02T10:00:00Z')],
      }),
    ),
};

/** The seeded claim's form, for the draft edit's example. */
let seededClaimForm: unknown;

/** Connected stores of the seeded account, by platform: the shop a signed store webhook names, and its secret. */
const stores: Partial<Record<StoreWebhookPlatform, { shop: string; webhookSecret: string }>> = {};

/**
 * The signature headers of a webhook route's body, as its platform signs it (the sandbox secrets,
 * or the connected store's own for WooCommerce and BigCommerce). Other routes are left unsigned;
 * `signed` false leaves a webhook unsigned too, so refusals are probed as well.
 */
function signedHeadersOf(
  route: Route,
  params: Record<string, string>,
  path: string,
  body: string | undefined,
  signed: boolean,
): Record<string, string> {
  if (!signed || body === undefined) return {};
  if (route.key === 'POST /api/v1/webhooks/easypost')
    return { [EASYPOST_SIGNATURE_HEADER]: easyPostSignature(body, SANDBOX_EASYPOST_WEBHOOK_SECRET) };
  const base64Hmac = (key: string, ...parts: string[]) => hmacSha256(key, ...parts).toString('base64');
  const store = stores[params.platform as StoreWebhookPlatform];
  if (route.key === 'POST /api/v1/checkout-rates/{platform}') {
    if (params.platform === 'shopify')
      return {
        [SHOPIFY_HMAC_HEADER]: base64Hmac(SANDBOX_SHOPIFY_APP.clientSecret, body),
        'x-shopify-shop-domain': store?.shop ?? '',
      };
    if (params.platform === 'woocommerce')
      return {
        'x-shipdeck-signature': base64Hmac(store?.webhookSecret ?? '', body),
        'x-shipdeck-store': store?.shop ?? '',
      };
    return {};
  }
  if (route.key !== 'POST /api/v1/webhooks/{platform}/{topic+}') return {};
  const eventId = randomUUID();
  switch (params.platform) {
    case 'shopify':
      return {
        [SHOPIFY_HMAC_HEADER]: base64Hmac(SANDBOX_SHOPIFY_APP.clientSecret, body),
        'x-shopify-topic': params.topic ?? 'orders/create',
        'x-shopify-shop-domain': store?.shop ?? '',
        'x-shopify-event-id': eventId,
        'x-shopify-webhook-id': `wh-${eventId}`,
        'x-shopify-triggered-at': new Date().toISOString(),
      };
    case 'woocommerce':
      return {
        [WOOCOMMERCE_SIGNATURE_HEADER]: base64Hmac(store?.webhookSecret ?? '', body),
        'x-wc-webhook-topic': (params.topic ?? 'order.created').replace('/', '.'),
        'x-wc-webhook-source': `${store?.shop ?? ''}/`,
        'x-wc-webhook-delivery-id': eventId,
        'x-wc-webhook-resource': 'order',
      };
    case 'bigcommerce':
      return { [BIGCOMMERCE_SECRET_HEADER]: store?.webhookSecret ?? '' };
    case 'square':
      return {
        [SQUARE_SIGNATURE_HEADER]: base64Hmac(
          SANDBOX_SQUARE_APP.webhookSignatureKey,
          `${process.env.APP_URL}${path}`,
          body,
        ),
      };
  }
  return {};
}

/** Routes that read a header of their own: any text, long text, or none. */
const HEADER_INPUTS: Record<string, string> = {
  'GET /api/auth/v1/validate-recaptcha': 'x-recaptcha',
  'GET /api/v1/public/partners/{permalink}/dashboard': 'x-partner-secret',
};

/** The public API's routes take the seeded key (mostly), none, or a wrong one in x-shipdeck-api-key. */
function headersArbitrary(route: Route): fc.Arbitrary<Record<string, string> | undefined> {
  const header = HEADER_INPUTS[route.key];
  if (header)
    return fc.oneof(
      fc.constant({}),
      fc.string({ maxLength: 200 }).map((v) => ({ [header]: v })),
      fc.constantFrom(...AWKWARD_STRINGS, 'x'.repeat(5_000)).map((v) => ({ [header]: v })),
    );
  if (!route.path.startsWith(PUBLIC_API_BASE_PATH)) return fc.constant(undefined);
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant(null).map(() => ({ [CUSTOM_STORE_API_KEY_HEADER]: apiKeySecret })) },
    { weight: 1, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: fc.string({ maxLength: 80 }).map((k) => ({ [CUSTOM_STORE_API_KEY_HEADER]: k })) },
  );
}

const trackingPageBody = (subDomain: string) => ({
  subDomain,
  companyName: 'Property Foods',
  colors: { header: '#7a1f1f', text: '#111111', details: '#4c66a0' },
  faq: { isActive: true, questions: [{ question: 'Frozen?', answer: 'Dry ice.' }] },
  contact: { email: 'help@example.com', phone: '', url: '' },
});

let accountId: string;
let owner: TestUser;
/** The staff console's routes (/api/v1/admin/*) are called by a Shipdeck staff member; every other route by the owner. */
const staff = testStaff();
/** A key of the seeded account, for the public API's routes. */
let apiKeySecret = '';
/** Ids that exist in the seeded account, by path parameter name. */
const seeded: Record<string, string[]> = {};
const unhandled: unknown[] = [];
/** The store routes call their platform; here the local store simulator answers for it, as on `npm start`. */
let storeSimulator: StoreSimulator;
/** The queues the routes send to (a signed webhook, a fulfillment request), as on `npm start`. */
let sqs: SqsLocal;
const onUnhandled = (reason: unknown) => unhandled.push(reason);

async function handlerOf(route: Route): Promise<Handler> {
  const mod = (await import(resolve(process.cwd(), route.entry))) as { handler?: Handler };
  if (typeof mod.handler !== 'function') throw new Error(`${route.entry} exports no handler`);
  return mod.handler;
}

async function call(
  handler: Handler,
  method: string,
  path: string,
  body: unknown,
  pathParameters?: Record<string, string>,
) {
  const res = (await handler(
    apiEvent({ method, path, user: owner, accountId, body, pathParameters }),
    lambdaContext,
  )) as APIGatewayProxyStructuredResultV2;
  expect(res.statusCode, `${method} ${path}: ${res.body}`).toBeLessThan(300);
  return JSON.parse(res.body ?? '{}');
}

async function seed() {
  const route = (key: string) => handlerOf(ROUTES.find((r) => r.key === key) as Route);
  const warehouse = await call(await route('POST /api/v1/warehouses'), 'POST', '/api/v1/warehouses', warehouseBody);
  const seededOrder = (await call(await route('POST /api/v1/orders'), 'POST', '/api/v1/orders', validOrderRequest()))
    .order;
  const made = {
    productId: (await call(await route('POST /api/v1/products'), 'POST', '/api/v1/products', product()))._id,
    packagingId: (await call(await route('POST /api/v1/packagings'), 'POST', '/api/v1/packagings', packaging()))._id,
    boxId: (await call(await route('POST /api/v1/boxes'), 'POST', '/api/v1/boxes', box({ useInBoxPackingAlgo: true })))
      ._id,
    customerId: (await call(await route('POST /api/v1/customers'), 'POST', '/api/v1/customers', customer()))._id,
    orderId: seededOrder.id,
    // The seeded order's shipment, so the shipment routes (rates, LTL offers) reach their use cases.
    shipmentId: seededOrder.shipments[0].id,
    filterId: (
      await call(await route('POST /api/v1/orders/saved-filters'), 'POST', '/api/v1/orders/saved-filters', {
        name: 'Fuzz',
        filters: { tags: ['VIP'] },
      })
    ).filterId,
    warehouseId: warehouse.id,
    ruleId: (await call(await route('POST /api/v1/automations'), 'POST', '/api/v1/automations', texasHeatRule()))
      .ruleId,
    zoneId: (await call(await route('POST /api/v1/zones'), 'POST', '/api/v1/zones', { zone: 'Seeded' })).id,
    mappingId: (await call(await route('POST /api/v1/zone-mappings'), 'POST', '/api/v1/zone-mappings', zoneMappingBody))
      .id,
    // A connected store for /api/v1/stores/{storeId} (through the adapter: connecting is the connect route's).
    storeId: (
      await dynamoStoreConnections.connect(
        accountId,
        {
          platform: 'custom',
          shop: `property-${accountId.slice(0, 8)}`,
          name: 'Property store',
          scopes: [],
          apiBaseUrl: 'http://127.0.0.1:1',
          credentials: { accessToken: 'property-token' },
          at: new Date().toISOString(),
        },
        () => `store-${accountId.slice(0, 8)}`,
      )
    ).storeId,
    key: 'table:orders',
    subDomain: (
      await call(
        await route('PUT /api/v1/settings/tracking-page'),
        'PUT',
        '/api/v1/settings/tracking-page',
        trackingPageBody(`property-${accountId.slice(0, 8)}`),
      )
    ).subDomain,
  };
  // A print job of the seeded order (one page: built in the request, so it is ready with a link).
  const jobId = (
    await call(await route('POST /api/v1/print-jobs'), 'POST', '/api/v1/print-jobs', {
      kind: 'orders',
      orderIds: [made.orderId],
    })
  ).jobId;
  // A freight quote, and its cheapest carrier quote for the book route's example.
  const freightQuote = await call(
    await route('POST /api/v1/freight/quotes'),
    'POST',
    '/api/v1/freight/quotes',
    validFreightQuoteRequest(),
  );
  const quoteId = freightQuote.quoteId;
  const [carrierQuote] = freightQuote.quotes;
  apiKeySecret = (await call(await route('POST /api/v1/api-keys'), 'POST', '/api/v1/api-keys', { name: 'Fuzz' }))
    .secret;
  const publicOrder = await (
    await route('POST /api/public/v1/orders')
  )(
    apiEvent({
      method: 'POST',
      path: '/api/public/v1/orders',
      body: validOrderRequest({ orderNumber: 'PUB-1' }),
      headers: { [CUSTOM_STORE_API_KEY_HEADER]: apiKeySecret },
    }),
    lambdaContext,
  );
  expect((publicOrder as APIGatewayProxyStructuredResultV2).statusCode).toBe(201);
  // DELETE revokes the key it is given: its own key, so the public routes keep a working one.
  const keyId = (await call(await route('POST /api/v1/api-keys'), 'POST', '/api/v1/api-keys', { name: 'Revocable' }))
    .key.keyId;
  const paymentMethodId = (
    await call(await route('POST /api/v1/payment-methods'), 'POST', '/api/v1/payment-methods', {
      type: 'card',
      card: TEST_CARD,
    })
  ).paymentMethodId;
  const depositId = randomUUID();
  await call(await route('POST /api/v1/wallet/deposits'), 'POST', '/api/v1/wallet/deposits', {
    depositId,
    paymentMethodId,
    amount: 20,
  });
  const userId = (
    await call(await route('POST /api/v1/team/invitations'), 'POST', '/api/v1/team/invitations', {
      email: `seeded-${randomUUID().slice(0, 8)}@example.com`,
      name: 'Seeded Packer',
      group: 'merchant:admin',
    })
  ).userId;
  // A claim of a labelled shipment, with one document started, for /api/v1/claims/{claimId}…
  const labelled = await createLabelledOrder(owner, accountId, { withWarehouse: false });
  const claim = (
    await call(await route('POST /api/v1/claims'), 'POST', '/api/v1/claims', {
      source: { kind: 'shipment', orderId: labelled.orderId, shipmentId: labelled.shipmentId },
      type: 'damaged',
    })
  ).claim;
  seededClaimForm = claim.claim;
  const documentId = (
    await call(
      await route('POST /api/v1/claims/{claimId}/documents'),
      'POST',
      `/api/v1/claims/${claim.claimId}/documents`,
      { documentType: 'Photograph', fileName: 'box.png', contentType: 'image/png', sizeBytes: 68 },
      { claimId: claim.claimId },
    )
  ).document.documentId;
  for (const [name, id] of Object.entries({
    ...made,
    claimId: claim.claimId,
    documentId,
    action: 'submit',
    claimOrderId: labelled.orderId,
    claimShipmentId: labelled.shipmentId,
    userId,
    invoiceId: `refill#${depositId}`,
    jobId,
    quoteId,
    carrierQuoteId: carrierQuote.quoteId,
    carrierQuoteTotalCents: carrierQuote.totalCents,
    keyId,
    orderNumber: 'PUB-1',
    paymentMethodId,
    depositId,
  }))
    seeded[name] = [String(id)];
  for (const platform of STORE_WEBHOOK_PLATFORMS) stores[platform] = await connectTestStore(accountId, platform);
  seeded.platform = ['shopify', 'woocommerce', 'bigcommerce', 'square'];
  seeded.topic = ['orders/create', 'order.created', 'store/order/created', 'order.updated'];
}

/** A path parameter: an id that exists, the schema's own shape, or something malformed. */
function pathParamArbitrary(name: string, paramsSchema: RouteInputSchemas['params']): fc.Arbitrary<string> {
  const shaped = paramsSchema
    ? arbitraryOf(paramsSchema).map((p) =>
        p && typeof p === 'object' && !Array.isArray(p) ? (p as Record<string, unknown>)[name] : p,
      )
    : fc.string();
  return fc.oneof(
    fc.constantFrom(...(seeded[name] ?? ['missing'])),
    shaped.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
    fc.uuid(),
    fc.string({ maxLength: 300 }),
    fc.constantFrom(...AWKWARD_STRINGS, 'x'.repeat(2_000), `${seeded[name]?.[0] ?? 'x'}#SK`),
  );
}

/** The raw body text: the schema's shape (whole or mutated), a kept example mutated, any JSON, or no JSON at all. */
function bodyArbitrary(route: Route, inputs: RouteInputSchemas): fc.Arbitrary<string | undefined> {
  const shapes: fc.Arbitrary<unknown>[] = [fc.jsonValue({ maxDepth: 4 })];
  if (inputs.body) {
    const clean = arbitraryOf(inputs.body, { noise: false });
    shapes.push(clean, mutationOf(clean), arbitraryOf(inputs.body));
  }
  const example = EXAMPLES[route.key];
  if (example) {
    const kept = fc.constant(null).map(() => example());
    shapes.push(kept, mutationOf(kept), mutationOf(mutationOf(kept)));
  }
  const json = fc.oneof(...shapes).map((v) => (v === undefined ? undefined : JSON.stringify(v)));
  return fc.oneof(
    { weight: 12, arbitrary: json },
    { weight: 1, arbitrary: fc.constant(undefined) },
    // Own "__proto__" and "constructor" keys, which only raw JSON text can carry.
    {
      weight: 1,
      arbitrary: json.map((t) =>
        t?.startsWith('{') && t !== '{}'
          ? `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},${t.slice(1)}`
          : t,
      ),
    },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.string(),
        json.map((t) => t?.slice(0, Math.floor(t.length / 2))),
      ),
    },
    // A 1 MB string: the body limit must answer before anything reads it.
    { weight: 1, arbitrary: fc.constant(null).map(() => JSON.stringify({ value: 'x'.repeat(1024 * 1024) })) },
  );
}

function queryArbitrary(inputs: RouteInputSchemas): fc.Arbitrary<Record<string, string> | undefined> {
  const asText = (o: unknown) =>
    o && typeof o === 'object' && !Array.isArray(o)
      ? Object.fromEntries(
          Object.entries(o)
            .filter(([, v]) => v !== undefined)
            .map(([k, v]) => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')]),
        )
      : undefined;
  const shaped = inputs.query ? [arbitraryOf(inputs.query).map(asText)] : [];
  return fc.oneof(
    fc.constant(undefined),
    fc.dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 200 }), { maxKeys: 3 }),
    ...shaped,
  );
}

/** Where `{param}` stood, the value (as API Gateway puts the decoded value in pathParameters). */
const concretePath = (route: Route, params: Record<string, string>) =>
  route.path.replace(/\{([^}+]+)\+?\}/g, (_, name: string) =>
    (params[name] ?? '').replace(/[^A-Za-z0-9._~-]/g, (c) => `%${c.charCodeAt(0).toString(16)}`),
  );

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  storeSimulator = await startStoreSimulator();
  process.env.STORE_SIMULATOR_URL = storeSimulator.origin;
  // The simulators listen on loopback, which only the local runtime's outbound calls may reach.
  process.env.SHIPDECK_LOCAL_RUNTIME = 'true';
  process.env.APP_URL ??= 'http://localhost:3999';
  sqs = await startSqsLocal({ port: 0, queues: QUEUES });
  process.env.AWS_ENDPOINT_URL_SQS = sqs.endpoint;
  for (const q of sqs.queues) process.env[queueUrlEnvName(q.name as QueueName)] = q.url;
  resetConfigForTests();
  ({ accountId, owner } = await createTestAccount('Property Foods'));
  // Every gate open (the feature, the account's detection, the owner's preference), so the late
  // shipments routes are probed past their gates, down to their use cases.
  await setMembershipFeatures(accountId, owner.userId, { lateShipments: true, shippingSchedule: true });
  await dynamoLateShipmentSettings.put(accountId, { enabled: true, noScanBusinessDays: 2 }, 0);
  await dynamoPreferenceStore.put(accountId, owner.userId, SHOW_LATE_SHIPMENTS_PREFERENCE, true);
  await seed();
  // A submitted claim of the seeded account, for the staff console's routes.
  seeded.claimId = [(await storeSubmittedClaim(accountId)).claimId];
  seeded.accountId = [accountId];
}, 60_000);

afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  await storeSimulator?.stop();
  await sqs?.stop();
});

describe('every manifest route: derived and boundary requests never answer 5xx', () => {
  it('the manifest has HTTP routes to test', () => {
    expect(ROUTES.length).toBeGreaterThan(40);
  });

  it.each(ROUTES.map((r) => [r.key, r] as const))(
    '%s',
    async (_, route) => {
      const handler = await handlerOf(route);
      const inputs = routeInputsOf(handler, route.method);
      // A route not built by accountRoute/identityRoute/publicRoute has no schemas to derive requests from.
      expect(inputs, `${route.key} (${route.entry}) is not built by the route wrapper`).toBeDefined();
      const declared = inputs as RouteInputSchemas;
      for (const name of route.pathParams) {
        expect(declared.params, `${route.key} takes {${name}} but declares no params schema`).toBeDefined();
      }
      // A route reads a body when it declares its schema, or reads the raw bytes itself (a signed webhook).
      const takesBody = !!declared.body || !!declared.rawBody;
      const takesInput =
        route.pathParams.length > 0 ||
        !!declared.body ||
        !!declared.query ||
        ['POST', 'PUT', 'PATCH'].includes(route.method);

      const params = fc.record(
        Object.fromEntries(route.pathParams.map((name) => [name, pathParamArbitrary(name, declared.params)])),
      );
      const request = fc.record({
        params,
        body: bodyArbitrary(route, declared),
        query: queryArbitrary(declared),
        headers: headersArbitrary(route),
        signed: fc.boolean(),
      });

      await fc.assert(
        fc.asyncProperty(request, async ({ params: pathParameters, body, query, headers, signed }) => {
          const event = apiEvent({
            method: route.method,
            path: concretePath(route, pathParameters),
            user: route.path.startsWith(ADMIN_API_PREFIX) ? staff : owner,
            accountId,
            pathParameters: route.pathParams.length ? pathParameters : undefined,
            query,
            rawBody: body,
            headers: {
              ...headers,
              ...signedHeadersOf(route, pathParameters, concretePath(route, pathParameters), body, signed),
            },
          });
          const started = Date.now();
          const res = (await handler(event, lambdaContext)) as APIGatewayProxyStructuredResultV2;
          const status = res.statusCode ?? 200;
          // No request may run away either: far below the functions' timeouts.
          expect(
            Date.now() - started,
            `${route.key} took ${Date.now() - started} ms: ${event.body?.slice(0, 300)}`,
          ).toBeLessThan(SLOW_MS);
          expect(status, `${route.key} answered ${status}: ${res.body?.slice(0, 300)}`).toBeLessThan(500);
          if (status >= 400) {
            const parsed = apiErrorBodySchema.safeParse(JSON.parse(res.body ?? 'null'));
            expect(
              parsed.success,
              `${route.key} ${status} body is not an ApiErrorBody: ${res.body?.slice(0, 300)}`,
            ).toBe(true);
          }
          if (status === 400) {
            // A refusal of the input says which part of it: the web forms and API clients show it by the field.
            // Read from the JSON itself: a record parse would drop an own "__proto__" field key.
            const { fieldErrors } = JSON.parse(res.body ?? 'null') as { fieldErrors?: object };
            expect(
              Object.keys(fieldErrors ?? {}).length,
              `${route.key} 400 names no field: ${res.body?.slice(0, 300)}`,
            ).toBeGreaterThan(0);
          }
          if (!takesBody && event.body) {
            expect(status, `${route.key} took a body it has no use for: ${res.body?.slice(0, 300)}`).toBe(400);
          }
        }),
        { numRuns: takesInput ? RUNS_PER_ROUTE : RUNS_WITHOUT_INPUT, endOnFailure: true },
      );
      expect(({} as Record<string, unknown>).polluted, 'Object.prototype was polluted').toBeUndefined();
      expect(unhandled).toEqual([]);
    },
    120_000,
  );
});
