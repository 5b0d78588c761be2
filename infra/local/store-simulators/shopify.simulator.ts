import { createHmac, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SHOPIFY_SHOP_DOMAIN } from '#domain/stores/store-oauth.constants';
import type { ShopifyAppCredentials } from '#functions/stores/store-app-secrets';
import { escapeHtml, idSource, readJson, redirect, sendHtml, sendJson } from './sim-http';
import { askCarrierServices, checkoutPageHtml, type SimCarrierService } from './shopify-checkout.simulator';
import { FIRST_NAMES, LAST_NAMES, US_ADDRESSES } from './us-addresses';

/**
 * A simulated Shopify: many shops keyed by their myshopify domain under /shopify/{shop}, speaking
 * Shopify's wire format for what Shipdeck calls — the OAuth install page and token exchange, the
 * Admin API's order read (REST) and GraphQL fulfillment orders, fulfillmentCreate and
 * webhookSubscriptionCreate — and delivering signed webhooks to the subscriptions' callback URLs.
 */

/** [title, sku, price, grams]: the demo smokehouse's catalog SKUs, so the catalog fills weights and sizes. */
const PRODUCTS: [string, string, string, number][] = [
  ['Smoked Brisket, Sliced 2 lb', 'BRISKET-SLICED-2', '48.00', 907],
  ['Burnt Ends 1 lb', 'BURNT-ENDS-1', '29.00', 454],
  ['Pulled Pork 2 lb', 'PULLED-PORK-2', '34.00', 907],
  ['Jalapeño Cheddar Sausage 1 lb', 'SAUSAGE-JALCHED', '14.00', 454],
  ['Original Beef Sausage 1 lb', 'SAUSAGE-BEEF', '13.00', 454],
  ['Beef Jerky, Peppered 8 oz', 'JERKY-PEPPER-8', '16.00', 227],
  ['Beef Jerky, Teriyaki 8 oz', 'JERKY-TERIYAKI-8', '16.00', 227],
  ['Smoked Turkey Breast 2 lb', 'TURKEY-BREAST-2', '39.00', 907],
];

export interface SimShopifyFulfillment {
  id: string;
  orderId: string;
  fulfillmentOrderIds: string[];
  trackingInfo: { number: string; company: string; url?: string };
  notifyCustomer: boolean;
  createdAt: string;
}

export interface SimWebhookDelivery {
  topic: string;
  url: string;
  eventId: string;
  status: number | 'failed';
  at: string;
}

interface SimShop {
  domain: string;
  orders: Record<string, Record<string, unknown>>;
  /** Fulfillment orders by order id: one per order, OPEN until fulfilled. */
  fulfillmentOrders: Record<string, { id: string; status: 'OPEN' | 'CLOSED' }>;
  fulfillments: SimShopifyFulfillment[];
  webhooks: { id: string; topic: string; callbackUrl: string }[];
  /** Registered carrier services (live rates at checkout); absent in state saved before they existed. */
  carrierServices?: SimCarrierService[];
  deliveries: SimWebhookDelivery[];
  codes: Record<string, number>;
  orderNumber: number;
  /** The merchant uninstalled the app: its token is refused until the app is installed again. */
  uninstalled?: boolean;
}

export interface ShopifySimulatorState {
  shops: Record<string, SimShop>;
  lastId: number;
}

const TOKEN_PREFIX = 'shpat_';
const CODE_TTL_MS = 60_000;
const nowIso = () => new Date().toISOString();
const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

export function makeShopifySimulator(options: {
  app: ShopifyAppCredentials;
  state?: ShopifySimulatorState;
  onChange?: () => void;
}) {
  const state: ShopifySimulatorState = options.state ?? { shops: {}, lastId: 5_600_000_000_000 };
  const ids = idSource(state.lastId);
  const changed = () => {
    state.lastId = ids.value;
    options.onChange?.();
  };
  /** A shop's Admin API token, derived from the app secret: it survives a simulator restart. */
  const tokenOf = (shop: string) =>
    TOKEN_PREFIX + createHmac('sha256', options.app.clientSecret).update(`token:${shop}`).digest('hex').slice(0, 32);

  function shopOf(domain: string): SimShop {
    return (state.shops[domain] ??= {
      domain,
      orders: {},
      fulfillmentOrders: {},
      fulfillments: [],
      webhooks: [],
      deliveries: [],
      codes: {},
      orderNumber: 1000,
    });
  }

  const sign = (message: string, encoding: 'hex' | 'base64') =>
    createHmac('sha256', options.app.clientSecret).update(message, 'utf8').digest(encoding);

  /** The callback's query, signed as Shopify signs it: sorted, form-encoded, `hmac` left out. */
  function signedCallbackQuery(params: Record<string, string>): URLSearchParams {
    const sorted = Object.entries(params).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const message = new URLSearchParams(sorted).toString();
    return new URLSearchParams([...sorted, ['hmac', sign(message, 'hex')]]);
  }

  function newOrder(shop: SimShop): Record<string, unknown> {
    const n = ++shop.orderNumber;
    const id = ids.next();
    const address = pick(US_ADDRESSES, id);
    const first = pick(FIRST_NAMES, id);
    const last = pick(LAST_NAMES, Math.floor(id / 7));
    const items = [pick(PRODUCTS, id), pick(PRODUCTS, id + 3)].filter((p, i, all) => all.indexOf(p) === i);
    const lineItems = items.map(([title, sku, price, grams], i) => ({
      id: ids.next(),
      admin_graphql_api_id: `gid://shopify/LineItem/${id}${i}`,
      product_id: 8_000_000_000 + i,
      variant_id: 9_000_000_000 + i,
      title,
      name: title,
      sku,
      vendor: 'Hill Country Smokehouse',
      quantity: 1 + (id % 2),
      price,
      grams,
      requires_shipping: true,
      fulfillable_quantity: 1 + (id % 2),
      fulfillment_status: null,
    }));
    const subtotal = lineItems.reduce((s, l) => s + Number(l.price) * l.quantity, 0);
    const shipping = 24.95;
    const created = nowIso();
    const email = `${first}.${last}@example.com`.toLowerCase();
    const shippingAddress = {
      first_name: first,
      last_name: last,
      name: `${first} ${last}`,
      company: null,
      address1: address.address1,
      address2: null,
      city: address.city,
      province: address.province,
      province_code: address.provinceCode,
      zip: address.zip,
      country: 'United States',
      country_code: 'US',
      phone: `512-555-01${String(id % 100).padStart(2, '0')}`,
    };
    return {
      id,
      admin_graphql_api_id: `gid://shopify/Order/${id}`,
      name: `#${n}`,
      order_number: n,
      number: n - 1000,
      email,
      contact_email: email,
      phone: null,
      created_at: created,
      updated_at: created,
      processed_at: created,
      cancelled_at: null,
      cancel_reason: null,
      closed_at: null,
      financial_status: 'paid',
      fulfillment_status: null,
      confirmed: true,
      test: true,
      note: null,
      tags: 'simulated',
      currency: 'USD',
      presentment_currency: 'USD',
      subtotal_price: subtotal.toFixed(2),
      total_tax: '0.00',
      total_price: (subtotal + shipping).toFixed(2),
      total_weight: lineItems.reduce((s, l) => s + l.grams * l.quantity, 0),
      shipping_lines: [
        { id: ids.next(), title: 'UPS 2nd Day Air', code: '02', price: shipping.toFixed(2), source: 'shopify' },
      ],
      shipping_address: shippingAddress,
      billing_address: shippingAddress,
      customer: { id: ids.next(), email, first_name: first, last_name: last, phone: null },
      line_items: lineItems,
      fulfillments: [],
    };
  }

  async function deliver(
    shop: SimShop,
    topic: string,
    payload: unknown,
    urls = shop.webhooks.filter((w) => w.topic === topic).map((w) => w.callbackUrl),
  ): Promise<SimWebhookDelivery[]> {
    const body = JSON.stringify(payload);
    const deliveries: SimWebhookDelivery[] = [];
    for (const callbackUrl of urls) {
      const eventId = randomUUID();
      let status: number | 'failed';
      try {
        const res = await fetch(callbackUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-shopify-topic': topic,
            'x-shopify-hmac-sha256': sign(body, 'base64'),
            'x-shopify-shop-domain': shop.domain,
            'x-shopify-event-id': eventId,
            'x-shopify-webhook-id': randomUUID(),
            'x-shopify-triggered-at': nowIso(),
            'x-shopify-api-version': '2025-01',
          },
          body,
          signal: AbortSignal.timeout(5000),
        });
        await res.arrayBuffer();
        status = res.status;
      } catch {
        status = 'failed';
      }
      const delivery = { topic, url: callbackUrl, eventId, status, at: nowIso() };
      shop.deliveries.push(delivery);
      shop.deliveries.splice(0, Math.max(0, shop.deliveries.length - 200));
      deliveries.push(delivery);
    }
    return deliveries;
  }

  /** Places a new order in the shop and sends orders/create to its subscriptions. */
  async function placeOrder(
    domain: string,
  ): Promise<{ order: Record<string, unknown>; deliveries: SimWebhookDelivery[] }> {
    const shop = shopOf(domain);
    const order = newOrder(shop);
    shop.orders[String(order.id)] = order;
    shop.fulfillmentOrders[String(order.id)] = { id: `gid://shopify/FulfillmentOrder/${ids.next()}`, status: 'OPEN' };
    changed();
    return { order, deliveries: await deliver(shop, 'orders/create', order) };
  }

  function authorized(req: IncomingMessage, shop: string): boolean {
    return !shopOf(shop).uninstalled && req.headers['x-shopify-access-token'] === tokenOf(shop);
  }

  /**
   * The merchant removes the app (Settings › Apps › Uninstall): Shopify sends `app/uninstalled` with the
   * shop as its body, then drops the app's webhook subscriptions and revokes its token.
   */
  async function uninstall(domain: string): Promise<{ deliveries: SimWebhookDelivery[] }> {
    const shop = shopOf(domain);
    const handle = domain.replace('.myshopify.com', '');
    // An app-specific subscription (the app's configuration, like the privacy topics), not a per-shop one: sent to
    // the app's webhook address, which the shop's own subscriptions share.
    const appUrls = [
      ...new Set(shop.webhooks.map((w) => w.callbackUrl.replace(/\/shopify\/[a-z_/]+$/, '/shopify/app/uninstalled'))),
    ];
    const deliveries = await deliver(
      shop,
      'app/uninstalled',
      {
        id: Number(createHmac('sha256', domain).digest().readUInt32BE(0)),
        name: handle,
        email: `owner@${handle}.example.com`,
        domain,
        myshopify_domain: domain,
        country_code: 'US',
        currency: 'USD',
        iana_timezone: 'America/Chicago',
        plan_name: 'basic',
        created_at: '2024-03-01T10:00:00-06:00',
        updated_at: nowIso(),
      },
      appUrls,
    );
    shop.webhooks = [];
    shop.uninstalled = true;
    changed();
    return { deliveries };
  }

  function appsPage(domain: string, notice?: string): string {
    const shop = shopOf(domain);
    const action = `/shopify/${encodeURIComponent(domain)}/admin/apps/shipdeck/uninstall`;
    const row = shop.uninstalled
      ? '<p>No apps installed.</p>'
      : `<p><strong>Shipdeck</strong> · orders, fulfillments, products, customers</p><form method="post" action="${action}"><button type="submit">Uninstall app</button></form>`;
    return `<!doctype html><html><head><meta charset="utf-8"><title>Apps – ${escapeHtml(domain)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f1f1f1;margin:0}main{max-width:520px;margin:60px auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 1px 3px #0002}
button{background:#c70a24;color:#fff;border:0;border-radius:8px;padding:10px 18px;font-size:15px;cursor:pointer}small{color:#616161}</style></head>
<body><main><p><small>Shopify (local simulator) · ${escapeHtml(domain)}</small></p><h1>Installed apps</h1>
${notice ? `<p role="status">${escapeHtml(notice)}</p>` : ''}${row}</main></body></html>`;
  }

  function installPage(shop: string, query: URLSearchParams): string {
    const hidden = [...query].map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`);
    const scopes = (query.get('scope') ?? '').split(',').filter(Boolean);
    return `<!doctype html><html><head><meta charset="utf-8"><title>Install app – ${escapeHtml(shop)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f1f1f1;margin:0}main{max-width:520px;margin:60px auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 1px 3px #0002}
button{background:#303030;color:#fff;border:0;border-radius:8px;padding:10px 18px;font-size:15px;cursor:pointer}small{color:#616161}</style></head>
<body><main><p><small>Shopify (local simulator) · ${escapeHtml(shop)}</small></p><h1>Install Shipdeck</h1>
<p>Shipdeck will be able to read and write your orders, fulfillments, products and customers (${scopes.length} permissions).</p>
<form method="get" action="install">${hidden.join('')}<button type="submit">Install app</button></form></main></body></html>`;
  }

  async function graphql(shop: SimShop, body: Record<string, unknown> | undefined): Promise<[number, unknown]> {
    const query = typeof body?.query === 'string' ? body.query : '';
    const vars = (body?.variables ?? {}) as Record<string, unknown>;
    if (/fulfillmentCreate\s*\(/.test(query)) {
      const input = (vars.fulfillment ?? {}) as {
        lineItemsByFulfillmentOrder?: { fulfillmentOrderId: string }[];
        trackingInfo?: { number?: string; company?: string; url?: string };
        notifyCustomer?: boolean;
      };
      const foIds = (input.lineItemsByFulfillmentOrder ?? []).map((l) => l.fulfillmentOrderId);
      const entries = Object.entries(shop.fulfillmentOrders).filter(([, fo]) => foIds.includes(fo.id));
      const userErrors: { field: string[]; message: string }[] = [];
      if (foIds.length === 0 || entries.length !== foIds.length) {
        userErrors.push({ field: ['fulfillment'], message: 'Fulfillment order does not exist.' });
      } else if (entries.some(([, fo]) => fo.status !== 'OPEN')) {
        userErrors.push({ field: ['fulfillment'], message: 'Fulfillment order is not in an open state.' });
      } else if (!input.trackingInfo?.number) {
        userErrors.push({ field: ['fulfillment', 'trackingInfo'], message: 'Tracking number is required.' });
      }
      if (userErrors.length) return [200, { data: { fulfillmentCreate: { fulfillment: null, userErrors } } }];
      const orderId = entries[0]![0];
      const fulfillment: SimShopifyFulfillment = {
        id: `gid://shopify/Fulfillment/${ids.next()}`,
        orderId,
        fulfillmentOrderIds: foIds,
        trackingInfo: {
          number: input.trackingInfo!.number!,
          company: input.trackingInfo!.company ?? '',
          ...(input.trackingInfo!.url ? { url: input.trackingInfo!.url } : {}),
        },
        notifyCustomer: Boolean(input.notifyCustomer),
        createdAt: nowIso(),
      };
      for (const [, fo] of entries) fo.status = 'CLOSED';
      shop.fulfillments.push(fulfillment);
      const order = shop.orders[orderId];
      if (order) {
        order.fulfillment_status = 'fulfilled';
        order.updated_at = nowIso();
        (order.fulfillments as unknown[]).push({
          id: Number(fulfillment.id.split('/').pop()),
          status: 'success',
          tracking_company: fulfillment.trackingInfo.company,
          tracking_number: fulfillment.trackingInfo.number,
          tracking_url: fulfillment.trackingInfo.url ?? null,
        });
      }
      changed();
      return [
        200,
        { data: { fulfillmentCreate: { fulfillment: { id: fulfillment.id, status: 'SUCCESS' }, userErrors: [] } } },
      ];
    }
    if (/webhookSubscriptionCreate\s*\(/.test(query)) {
      const topic = String(vars.topic ?? '')
        .toLowerCase()
        .replace('_', '/');
      const sub = (vars.webhookSubscription ?? {}) as { callbackUrl?: string };
      if (!sub.callbackUrl || !/^https?:\/\//.test(sub.callbackUrl)) {
        return [
          200,
          {
            data: {
              webhookSubscriptionCreate: {
                webhookSubscription: null,
                userErrors: [{ field: ['callbackUrl'], message: 'Address is invalid' }],
              },
            },
          },
        ];
      }
      if (shop.webhooks.some((w) => w.topic === topic && w.callbackUrl === sub.callbackUrl)) {
        return [
          200,
          {
            data: {
              webhookSubscriptionCreate: {
                webhookSubscription: null,
                userErrors: [{ field: ['callbackUrl'], message: 'Address for this topic has already been taken' }],
              },
            },
          },
        ];
      }
      const hook = { id: `gid://shopify/WebhookSubscription/${ids.next()}`, topic, callbackUrl: sub.callbackUrl };
      shop.webhooks.push(hook);
      changed();
      return [200, { data: { webhookSubscriptionCreate: { webhookSubscription: { id: hook.id }, userErrors: [] } } }];
    }
    if (/\border\s*\(\s*id:/.test(query)) {
      const orderId =
        String(vars.id ?? '')
          .split('/')
          .pop() ?? '';
      const order = shop.orders[orderId];
      if (!order) return [200, { data: { order: null } }];
      const fo = shop.fulfillmentOrders[orderId];
      return [
        200,
        {
          data: {
            order: {
              id: `gid://shopify/Order/${orderId}`,
              fulfillments: shop.fulfillments
                .filter((f) => f.orderId === orderId)
                .map((f) => ({ id: f.id, trackingInfo: [{ number: f.trackingInfo.number }] })),
              fulfillmentOrders: { nodes: fo ? [fo] : [] },
            },
          },
        },
      ];
    }
    return [
      200,
      {
        errors: [
          { message: 'The local Shopify simulator does not answer this query', extensions: { code: 'UNSUPPORTED' } },
        ],
      },
    ];
  }

  /** The REST carrier_services resource: list, create (one per name, as Shopify refuses a second), update. */
  function carrierServices(
    shop: SimShop,
    method: string,
    id: string | undefined,
    body: Record<string, unknown> | undefined,
  ): [number, unknown] {
    const services = (shop.carrierServices ??= []);
    if (method === 'GET' && !id) return [200, { carrier_services: services }];
    const input = (body?.carrier_service ?? {}) as Partial<SimCarrierService>;
    if (input.callback_url !== undefined && !/^https?:\/\//.test(String(input.callback_url)))
      return [422, { errors: { callback_url: ['is not a valid URL'] } }];
    if (method === 'POST' && !id) {
      if (!input.name || !input.callback_url)
        return [422, { errors: { base: ['name and callback_url are required'] } }];
      if (services.some((c) => c.name === input.name))
        return [422, { errors: { base: [`${input.name} is already configured`] } }];
      const created = {
        id: ids.next(),
        name: input.name,
        callback_url: input.callback_url,
        service_discovery: input.service_discovery ?? true,
        active: true,
      };
      services.push(created);
      changed();
      return [201, { carrier_service: created }];
    }
    const existing = services.find((c) => String(c.id) === id);
    if (!existing) return [404, { errors: 'Not Found' }];
    if (method === 'PUT') {
      Object.assign(existing, {
        ...(input.callback_url ? { callback_url: input.callback_url } : {}),
        ...(input.service_discovery !== undefined ? { service_discovery: input.service_discovery } : {}),
      });
      changed();
    }
    return [200, { carrier_service: existing }];
  }

  /** Handles /shopify/{shop}/…; false when the path is not Shopify's. */
  async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const match = /^\/shopify\/([^/]+)(\/.*)$/.exec(url.pathname);
    if (!match) return false;
    const domain = decodeURIComponent(match[1]!).toLowerCase();
    const path = match[2]!;
    if (!SHOPIFY_SHOP_DOMAIN.test(domain)) {
      sendJson(res, 404, { errors: 'Not Found' });
      return true;
    }
    const shop = shopOf(domain);

    if (req.method === 'GET' && path === '/admin/oauth/authorize') {
      if (url.searchParams.get('client_id') !== options.app.clientId) {
        sendHtml(res, 400, '<h1>Oauth error invalid_request: The client_id is invalid</h1>');
        return true;
      }
      sendHtml(res, 200, installPage(domain, url.searchParams));
      return true;
    }
    if (req.method === 'GET' && path === '/admin/oauth/install') {
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      if (!/^https?:\/\//.test(redirectUri)) {
        sendHtml(res, 400, '<h1>Oauth error invalid_request: The redirect_uri is missing or not whitelisted</h1>');
        return true;
      }
      const code = randomUUID().replace(/-/g, '');
      shop.codes[code] = Date.now() + CODE_TTL_MS;
      changed();
      const query = signedCallbackQuery({
        code,
        host: Buffer.from(`admin.shopify.com/store/${domain.replace('.myshopify.com', '')}`).toString('base64url'),
        shop: domain,
        state: url.searchParams.get('state') ?? '',
        timestamp: String(Math.floor(Date.now() / 1000)),
      });
      redirect(res, `${redirectUri}?${query.toString()}`);
      return true;
    }
    if (req.method === 'POST' && path === '/admin/oauth/access_token') {
      const body = await readJson(req);
      const code = typeof body?.code === 'string' ? body.code : '';
      const expires = shop.codes[code];
      if (body?.client_id !== options.app.clientId || body?.client_secret !== options.app.clientSecret) {
        sendJson(res, 400, { error: 'invalid_client', error_description: 'Client credentials are invalid' });
        return true;
      }
      if (!expires || expires < Date.now()) {
        sendJson(res, 400, {
          error: 'invalid_request',
          error_description: 'The authorization code was not found or was already used',
        });
        return true;
      }
      delete shop.codes[code];
      shop.uninstalled = false;
      changed();
      sendJson(res, 200, {
        access_token: tokenOf(domain),
        scope: 'read_orders,write_orders,read_fulfillments,write_fulfillments',
      });
      return true;
    }

    if (req.method === 'GET' && path === '/admin/apps') {
      sendHtml(res, 200, appsPage(domain));
      return true;
    }
    if (req.method === 'POST' && path === '/admin/apps/shipdeck/uninstall') {
      if (!shop.uninstalled) await uninstall(domain);
      sendHtml(res, 200, appsPage(domain, 'Shipdeck was uninstalled.'));
      return true;
    }

    // The simulator's own controls (not Shopify's): what a test or the demo timer reads and triggers.
    if (path === '/_sim/uninstall' && req.method === 'POST') {
      sendJson(res, 200, await uninstall(domain));
      return true;
    }
    if (path === '/_sim/orders' && req.method === 'POST') {
      sendJson(res, 201, await placeOrder(domain));
      return true;
    }
    if (path === '/_sim/fulfillments' && req.method === 'GET') {
      sendJson(res, 200, { fulfillments: shop.fulfillments });
      return true;
    }
    if (path === '/_sim/webhooks' && req.method === 'GET') {
      sendJson(res, 200, { webhooks: shop.webhooks, deliveries: shop.deliveries });
      return true;
    }
    // A shopper's checkout: its shipping step asks the registered carrier services for rates.
    if (path === '/_sim/checkout' && (req.method === 'GET' || req.method === 'POST')) {
      const outcomes =
        req.method === 'POST'
          ? await askCarrierServices(domain, shop.carrierServices ?? [], (body) => sign(body, 'base64'))
          : undefined;
      sendHtml(res, 200, checkoutPageHtml(domain, outcomes));
      return true;
    }

    const api = /^\/admin\/api\/[0-9]{4}-[0-9]{2}(\/.*)$/.exec(path);
    if (!api) {
      sendJson(res, 404, { errors: 'Not Found' });
      return true;
    }
    if (!authorized(req, domain)) {
      sendJson(res, 401, { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' });
      return true;
    }
    const orderRead = /^\/orders\/([0-9]+)\.json$/.exec(api[1]!);
    if (req.method === 'GET' && orderRead) {
      const order = shop.orders[orderRead[1]!];
      sendJson(res, order ? 200 : 404, order ? { order } : { errors: 'Not Found' });
      return true;
    }
    const carrierService = /^\/carrier_services(?:\/([0-9]+))?\.json$/.exec(api[1]!);
    if (carrierService) {
      const [status, answer] = carrierServices(shop, req.method ?? 'GET', carrierService[1], await readJson(req));
      sendJson(res, status, answer);
      return true;
    }
    if (req.method === 'POST' && api[1] === '/graphql.json') {
      const [status, answer] = await graphql(shop, await readJson(req));
      sendJson(res, status, answer);
      return true;
    }
    sendJson(res, 404, { errors: 'Not Found' });
    return true;
  }

  return {
    handle,
    placeOrder,
    uninstall,
    tokenOf,
    state,
    fulfillments: (domain: string) => shopOf(domain.toLowerCase()).fulfillments,
    deliveries: (domain: string) => shopOf(domain.toLowerCase()).deliveries,
    webhooks: (domain: string) => shopOf(domain.toLowerCase()).webhooks,
    carrierServices: (domain: string) => shopOf(domain.toLowerCase()).carrierServices ?? [],
  };
}
export type ShopifySimulator = ReturnType<typeof makeShopifySimulator>;
