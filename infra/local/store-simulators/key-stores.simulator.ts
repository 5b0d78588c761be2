import { createHmac, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { idSource, readJson, sendJson } from './sim-http';
import { FIRST_NAMES, LAST_NAMES, US_ADDRESSES } from './us-addresses';

/**
 * Simulated WooCommerce sites (/woocommerce/{host}/wp-json/wc/v3/…, REST keys over HTTP Basic) and
 * BigCommerce stores (/bigcommerce/stores/{hash}/v2|v3/…, X-Auth-Token): the calls Shipdeck makes
 * (key check, orders, notes and status, shipments, webhooks) in the platforms' wire formats, and
 * webhook delivery as each platform sends it (WooCommerce signs the body with the webhook's secret;
 * BigCommerce sends a thin event with the hook's custom headers). Any host or hash is a store; its
 * keys are derived from the simulator's seed, so a test or the Stores page can look them up.
 */

const PRODUCTS: [string, string, string, number][] = [
  ['Burnt Ends 1 lb', 'BURNT-ENDS-1', '29.00', 1],
  ['Beef Jerky, Peppered 8 oz', 'JERKY-PEPPER-8', '16.00', 0.5],
  ['Pulled Pork 2 lb', 'PULLED-PORK-2', '34.00', 2],
];

interface Delivery {
  topic: string;
  url: string;
  status: number | 'failed';
  at: string;
}
interface Hook {
  id: number;
  topic: string;
  url: string;
  secret?: string;
  headers?: Record<string, string>;
}
interface KeyStore {
  orders: Record<string, Record<string, unknown>>;
  notes: Record<string, { id: number; note: string; customer_note: boolean }[]>;
  shipments: Record<string, Record<string, unknown>[]>;
  hooks: Hook[];
  deliveries: Delivery[];
  /** BigCommerce carrier connections by carrier id (live rates at checkout); absent in older saved state. */
  carrierConnections?: Record<string, Record<string, string>>;
}

export interface KeyStoresState {
  woo: Record<string, KeyStore>;
  bc: Record<string, KeyStore>;
  lastId: number;
}

const nowIso = () => new Date().toISOString();

export function makeKeyStoresSimulator(options: { seed: string; state?: KeyStoresState; onChange?: () => void }) {
  const state: KeyStoresState = options.state ?? { woo: {}, bc: {}, lastId: 700 };
  const ids = idSource(state.lastId);
  const changed = () => {
    state.lastId = ids.value;
    options.onChange?.();
  };
  const derive = (label: string, length: number) =>
    createHmac('sha256', options.seed).update(label).digest('hex').slice(0, length);
  const wooKeys = (host: string) => ({
    consumerKey: `ck_${derive(`woo-ck:${host}`, 40)}`,
    consumerSecret: `cs_${derive(`woo-cs:${host}`, 40)}`,
  });
  const bigCommerceToken = (hash: string) => derive(`bc-token:${hash}`, 31);
  const storeOf = (map: Record<string, KeyStore>, key: string): KeyStore =>
    (map[key] ??= { orders: {}, notes: {}, shipments: {}, hooks: [], deliveries: [] });

  function buyer(id: number) {
    const a = US_ADDRESSES[id % US_ADDRESSES.length]!;
    const first = FIRST_NAMES[id % FIRST_NAMES.length]!;
    const last = LAST_NAMES[Math.floor(id / 3) % LAST_NAMES.length]!;
    return { a, first, last, email: `${first}.${last}@example.com`.toLowerCase() };
  }

  async function post(store: KeyStore, hook: Hook, headers: Record<string, string>, body: string) {
    let status: number | 'failed';
    try {
      const res = await fetch(hook.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
        signal: AbortSignal.timeout(5000),
      });
      await res.arrayBuffer();
      status = res.status;
    } catch {
      status = 'failed';
    }
    const delivery = { topic: hook.topic, url: hook.url, status, at: nowIso() };
    store.deliveries.push(delivery);
    store.deliveries.splice(0, Math.max(0, store.deliveries.length - 200));
    return delivery;
  }

  // ---- WooCommerce ----

  async function placeWooOrder(host: string) {
    const store = storeOf(state.woo, host);
    const id = ids.next();
    const { a, first, last, email } = buyer(id);
    const [name, sku, price] = PRODUCTS[id % PRODUCTS.length]!;
    const address = {
      first_name: first,
      last_name: last,
      company: '',
      address_1: a.address1,
      address_2: '',
      city: a.city,
      state: a.provinceCode,
      postcode: a.zip,
      country: 'US',
      phone: '512-555-0199',
    };
    const now = nowIso().slice(0, 19);
    const order = {
      id,
      number: String(id),
      status: 'processing',
      currency: 'USD',
      date_created_gmt: now,
      date_modified_gmt: now,
      total: (Number(price) + 12).toFixed(2),
      shipping_total: '12.00',
      customer_note: '',
      billing: { ...address, email },
      shipping: address,
      line_items: [{ id: ids.next(), name, sku, quantity: 1, price: Number(price), total: price }],
      shipping_lines: [{ id: ids.next(), method_title: 'Flat rate', total: '12.00' }],
      meta_data: [] as { id: number; key: string; value: unknown }[],
    };
    store.orders[String(id)] = order;
    changed();
    const body = JSON.stringify(order);
    const deliveries = [];
    for (const hook of store.hooks.filter((h) => h.topic === 'order.created')) {
      deliveries.push(
        await post(
          store,
          hook,
          {
            'x-wc-webhook-source': `https://${host}/`,
            'x-wc-webhook-topic': 'order.created',
            'x-wc-webhook-resource': 'order',
            'x-wc-webhook-event': 'created',
            'x-wc-webhook-id': String(hook.id),
            'x-wc-webhook-delivery-id': randomUUID(),
            'x-wc-webhook-signature': createHmac('sha256', hook.secret ?? '')
              .update(body)
              .digest('base64'),
          },
          body,
        ),
      );
    }
    return { order, deliveries };
  }

  async function handleWoo(req: IncomingMessage, res: ServerResponse, host: string, path: string, url: URL) {
    const keys = wooKeys(host);
    const expected = `Basic ${Buffer.from(`${keys.consumerKey}:${keys.consumerSecret}`).toString('base64')}`;
    if (req.headers.authorization !== expected) {
      return sendJson(res, 401, {
        code: 'woocommerce_rest_authentication_error',
        message: 'Consumer key is invalid.',
        data: { status: 401 },
      });
    }
    const store = storeOf(state.woo, host);
    const notFound = () =>
      sendJson(res, 404, {
        code: 'woocommerce_rest_shop_order_invalid_id',
        message: 'Invalid ID.',
        data: { status: 404 },
      });
    if (req.method === 'GET' && path === '/orders') {
      const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 10) || 10);
      return sendJson(res, 200, Object.values(store.orders).slice(-perPage).reverse());
    }
    const order = /^\/orders\/([0-9]+)(\/notes)?$/.exec(path);
    if (order) {
      const found = store.orders[order[1]!];
      if (!found) return notFound();
      if (order[2] && req.method === 'POST') {
        const body = await readJson(req);
        const note = { id: ids.next(), note: String(body?.note ?? ''), customer_note: body?.customer_note === true };
        (store.notes[order[1]!] ??= []).push(note);
        changed();
        return sendJson(res, 201, note);
      }
      if (order[2] && req.method === 'GET') return sendJson(res, 200, store.notes[order[1]!] ?? []);
      if (req.method === 'GET') return sendJson(res, 200, found);
      if (req.method === 'PUT') {
        const body = await readJson(req);
        if (typeof body?.status === 'string') found.status = body.status;
        const meta = found.meta_data as { id: number; key: string; value: unknown }[];
        for (const m of (Array.isArray(body?.meta_data) ? body.meta_data : []) as { key: string; value: unknown }[]) {
          const existing = meta.find((x) => x.key === m.key);
          if (existing) existing.value = m.value;
          else meta.push({ id: ids.next(), key: m.key, value: m.value });
        }
        found.date_modified_gmt = nowIso().slice(0, 19);
        changed();
        return sendJson(res, 200, found);
      }
    }
    if (path === '/webhooks' && req.method === 'GET') {
      return sendJson(
        res,
        200,
        store.hooks.map((h) => ({ id: h.id, topic: h.topic, delivery_url: h.url, status: 'active' })),
      );
    }
    const hookPath = /^\/webhooks(?:\/([0-9]+))?$/.exec(path);
    if (hookPath && (req.method === 'POST' || req.method === 'PUT')) {
      const body = await readJson(req);
      const topic = String(body?.topic ?? '');
      const deliveryUrl = String(body?.delivery_url ?? '');
      if (!/^[a-z]+\.[a-z]+$/.test(topic) || !/^https?:\/\//.test(deliveryUrl)) {
        return sendJson(res, 400, { code: 'rest_invalid_param', message: 'Invalid parameter(s): topic, delivery_url' });
      }
      let hook = hookPath[1] ? store.hooks.find((h) => h.id === Number(hookPath[1])) : undefined;
      if (hookPath[1] && !hook) return notFound();
      if (!hook) store.hooks.push((hook = { id: ids.next(), topic, url: deliveryUrl }));
      Object.assign(hook, { topic, url: deliveryUrl, secret: String(body?.secret ?? '') });
      changed();
      return sendJson(res, hookPath[1] ? 200 : 201, {
        id: hook.id,
        topic,
        delivery_url: deliveryUrl,
        status: 'active',
      });
    }
    return sendJson(res, 404, {
      code: 'rest_no_route',
      message: 'No route was found matching the URL and request method.',
    });
  }

  // ---- BigCommerce ----

  async function placeBigCommerceOrder(hash: string) {
    const store = storeOf(state.bc, hash);
    const id = ids.next();
    const { a, first, last, email } = buyer(id);
    const [name, sku, price, weight] = PRODUCTS[id % PRODUCTS.length]!;
    const address = {
      id: ids.next(),
      order_id: id,
      first_name: first,
      last_name: last,
      company: '',
      street_1: a.address1,
      street_2: '',
      city: a.city,
      state: a.province,
      zip: a.zip,
      country_iso2: 'US',
      phone: '512-555-0177',
      email,
      shipping_method: 'Ground',
    };
    const date = new Date().toUTCString().replace('GMT', '+0000');
    const order = {
      id,
      status_id: 11,
      status: 'Awaiting Fulfillment',
      date_created: date,
      date_modified: date,
      currency_code: 'USD',
      subtotal_inc_tax: price,
      shipping_cost_inc_tax: '9.00',
      total_inc_tax: (Number(price) + 9).toFixed(4),
      customer_message: '',
      billing_address: address,
      products: [
        { id: ids.next(), order_id: id, name, sku, quantity: 1, price_inc_tax: price, weight, type: 'physical' },
      ],
      shipping_addresses: [address],
    };
    store.orders[String(id)] = order;
    changed();
    const deliveries = [];
    for (const hook of store.hooks.filter((h) => h.topic === 'store/order/created')) {
      const body = JSON.stringify({
        scope: 'store/order/created',
        store_id: '1001',
        data: { type: 'order', id },
        hash: createHmac('sha1', hash).update(`${id}:${Date.now()}`).digest('hex'),
        created_at: Math.floor(Date.now() / 1000),
        producer: `stores/${hash}`,
      });
      deliveries.push(await post(store, hook, hook.headers ?? {}, body));
    }
    return { order, deliveries };
  }

  async function handleBigCommerce(req: IncomingMessage, res: ServerResponse, hash: string, path: string) {
    if (req.headers['x-auth-token'] !== bigCommerceToken(hash)) {
      return sendJson(res, 401, [{ status: 401, message: 'You are not authorized to access this resource.' }]);
    }
    const store = storeOf(state.bc, hash);
    if (req.method === 'GET' && path === '/v2/store') {
      return sendJson(res, 200, { id: hash, domain: `${hash}.mybigcommerce.com`, name: `Store ${hash}` });
    }
    const order = /^\/v2\/orders\/([0-9]+)(?:\/(products|shipping_addresses|shipments))?$/.exec(path);
    if (order) {
      const found = store.orders[order[1]!];
      if (!found) return sendJson(res, 404, [{ status: 404, message: 'The requested resource was not found.' }]);
      const { products, shipping_addresses: addresses, ...bare } = found as Record<string, unknown>;
      if (!order[2] && req.method === 'GET') return sendJson(res, 200, bare);
      if (order[2] === 'products' && req.method === 'GET') return sendJson(res, 200, products);
      if (order[2] === 'shipping_addresses' && req.method === 'GET') return sendJson(res, 200, addresses);
      if (order[2] === 'shipments') {
        const list = (store.shipments[order[1]!] ??= []);
        if (req.method === 'GET') {
          if (list.length === 0) {
            res.writeHead(204).end();
            return;
          }
          return sendJson(res, 200, list);
        }
        if (req.method === 'POST') {
          const body = await readJson(req);
          const addressIds = (addresses as { id: number }[]).map((x) => x.id);
          if (!addressIds.includes(Number(body?.order_address_id))) {
            return sendJson(res, 422, [{ status: 422, message: 'The field order_address_id is invalid.' }]);
          }
          const shipment = {
            id: ids.next(),
            order_id: Number(order[1]),
            order_address_id: body?.order_address_id,
            tracking_number: body?.tracking_number,
            tracking_carrier: body?.tracking_carrier ?? '',
            tracking_link: body?.tracking_link ?? '',
            items: body?.items ?? [],
            date_created: new Date().toUTCString(),
          };
          list.push(shipment);
          found.status_id = 2;
          found.status = 'Shipped';
          changed();
          return sendJson(res, 201, shipment);
        }
      }
    }
    // Shipping provider connections: created once per carrier (a second create is refused), then updated.
    if (path === '/v2/shipping/carrier/connection' && (req.method === 'POST' || req.method === 'PUT')) {
      const body = await readJson(req);
      const carrier = String(body?.carrier_id ?? '');
      const connections = (store.carrierConnections ??= {});
      if (!carrier || typeof body?.connection !== 'object')
        return sendJson(res, 400, [{ status: 400, message: 'carrier_id and connection are required' }]);
      if (req.method === 'POST' && connections[carrier])
        return sendJson(res, 409, [{ status: 409, message: 'The carrier connection already exists.' }]);
      if (req.method === 'PUT' && !connections[carrier])
        return sendJson(res, 404, [{ status: 404, message: 'The carrier connection was not found.' }]);
      connections[carrier] = body.connection as Record<string, string>;
      changed();
      res.writeHead(204).end();
      return;
    }
    if (path === '/v3/hooks' && req.method === 'GET') {
      return sendJson(res, 200, {
        data: store.hooks.map((h) => ({ id: h.id, scope: h.topic, destination: h.url, is_active: true })),
        meta: {},
      });
    }
    const hookPath = /^\/v3\/hooks(?:\/([0-9]+))?$/.exec(path);
    if (hookPath && (req.method === 'POST' || req.method === 'PUT')) {
      const body = await readJson(req);
      const scope = String(body?.scope ?? '');
      const destination = String(body?.destination ?? '');
      if (!scope.startsWith('store/') || !/^https?:\/\//.test(destination)) {
        return sendJson(res, 422, { status: 422, title: 'Input is invalid', errors: { scope: 'invalid' } });
      }
      let hook = hookPath[1] ? store.hooks.find((h) => h.id === Number(hookPath[1])) : undefined;
      if (hookPath[1] && !hook) return sendJson(res, 404, { status: 404, title: 'Not found' });
      if (!hook) store.hooks.push((hook = { id: ids.next(), topic: scope, url: destination }));
      const headers = (body?.headers ?? {}) as Record<string, string>;
      Object.assign(hook, { topic: scope, url: destination, headers });
      changed();
      return sendJson(res, 200, { data: { id: hook.id, scope, destination, is_active: true }, meta: {} });
    }
    return sendJson(res, 404, { status: 404, title: 'Not found' });
  }

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const woo = /^\/woocommerce\/([^/]+)(\/.*)$/.exec(url.pathname);
    if (woo) {
      const host = decodeURIComponent(woo[1]!).toLowerCase();
      if (woo[2] === '/_sim/orders' && req.method === 'POST') sendJson(res, 201, await placeWooOrder(host));
      else if (woo[2]!.startsWith('/wp-json/wc/v3/')) await handleWoo(req, res, host, woo[2]!.slice(14), url);
      else sendJson(res, 404, { code: 'rest_no_route' });
      return true;
    }
    const bc = /^\/bigcommerce\/stores\/([a-z0-9]+)(\/.*)$/.exec(url.pathname);
    if (bc) {
      if (bc[2] === '/_sim/orders' && req.method === 'POST') sendJson(res, 201, await placeBigCommerceOrder(bc[1]!));
      else if (bc[2] === '/_sim/shipments' && req.method === 'GET')
        sendJson(res, 200, storeOf(state.bc, bc[1]!).shipments);
      else await handleBigCommerce(req, res, bc[1]!, bc[2]!);
      return true;
    }
    return false;
  }

  return {
    handle,
    state,
    wooKeys,
    bigCommerceToken,
    placeWooOrder,
    placeBigCommerceOrder,
    wooOrder: (host: string, id: string) => storeOf(state.woo, host).orders[id],
    wooNotes: (host: string, id: string) => storeOf(state.woo, host).notes[id] ?? [],
    bigCommerceShipments: (hash: string, id: string) => storeOf(state.bc, hash).shipments[id] ?? [],
  };
}
export type KeyStoresSimulator = ReturnType<typeof makeKeyStoresSimulator>;
