import { createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml, idSource, sendHtml, sendJson } from './sim-http';
import { FIRST_NAMES, LAST_NAMES, US_ADDRESSES } from './us-addresses';

/**
 * A simulated Shippo under /shippo: its Orders API as Shipdeck reads it (GET /orders/ with
 * `ShippoToken` auth, `page`, `results` and `start_date`, answered with Shippo's `next` URL and
 * `results`), and a page at /shippo/ listing each simulated account's API token and orders, so a
 * merchant running `npm start` has a token to paste. Any account name is an account; its token is
 * derived from the simulator's seed, so tests look it up the same way.
 */
interface ShippoAccount {
  token: string;
  orders: Record<string, unknown>[];
}
export interface ShippoSimulatorState {
  accounts: Record<string, ShippoAccount>;
  lastId: number;
}

const PRODUCTS: [string, string, string, string][] = [
  ['Smoked Brisket 2 lb', 'BRISKET-2', '48.00', '2'],
  ['Hot Sauce, Habanero', 'SAUCE-HAB', '9.00', '0.6'],
  ['Pork Rub 6 oz', 'RUB-PORK-6', '11.00', '0.4'],
];
const MAX_PAGE_SIZE = 100;

export function makeShippoSimulator(options: { seed: string; state?: ShippoSimulatorState; onChange?: () => void }) {
  const state: ShippoSimulatorState = options.state ?? { accounts: {}, lastId: 9000 };
  const ids = idSource(state.lastId);
  const changed = () => {
    state.lastId = ids.value;
    options.onChange?.();
  };
  const hex = (label: string, length: number) =>
    createHmac('sha256', options.seed).update(label).digest('hex').slice(0, length);
  const accountOf = (name: string) =>
    (state.accounts[name] ??= { token: `shippo_test_${hex(`shippo-token:${name}`, 40)}`, orders: [] });
  const byToken = (header: string | undefined) => {
    const token = /^ShippoToken (\S+)$/.exec(header ?? '')?.[1];
    return token ? Object.values(state.accounts).find((a) => a.token === token) : undefined;
  };

  /** A new PAID order in the account's Shippo (as a store synced into Shippo would leave it). */
  function placeOrder(name: string, placedAt = new Date()) {
    const account = accountOf(name);
    const n = ids.next();
    const a = US_ADDRESSES[n % US_ADDRESSES.length]!;
    const first = FIRST_NAMES[n % FIRST_NAMES.length]!;
    const last = LAST_NAMES[(n * 7) % LAST_NAMES.length]!;
    const [title, sku, price, weight] = PRODUCTS[n % PRODUCTS.length]!;
    const order = {
      object_id: hex(`shippo-order:${name}:${n}`, 32),
      object_owner: `${name}@example.com`,
      order_number: `#${n}`,
      order_status: 'PAID',
      placed_at: placedAt.toISOString().replace(/\.\d+Z$/, 'Z'),
      to_address: {
        object_id: hex(`shippo-address:${n}`, 32),
        is_complete: true,
        name: `${first} ${last}`,
        company: '',
        street1: a.address1,
        street2: '',
        street3: '',
        city: a.city,
        state: a.provinceCode,
        zip: a.zip,
        country: 'US',
        phone: '+1 512 555 0133',
        email: `${first}.${last}@example.com`.toLowerCase(),
        is_residential: true,
      },
      from_address: null,
      line_items: [
        {
          object_id: hex(`shippo-line:${n}`, 32),
          title,
          variant_title: '',
          sku,
          quantity: 1,
          total_price: price,
          currency: 'USD',
          weight,
          weight_unit: 'lb',
        },
      ],
      shipping_cost: '9.50',
      shipping_cost_currency: 'USD',
      shipping_method: 'USPS Priority Mail',
      subtotal_price: price,
      total_price: (Number(price) + 9.5).toFixed(2),
      total_tax: '0.00',
      currency: 'USD',
      weight,
      weight_unit: 'lb',
      notes: null,
      shop_app: 'Shippo',
      transactions: [],
    };
    account.orders.push(order);
    changed();
    return order;
  }

  function indexPage(): string {
    const rows = Object.entries(state.accounts).map(
      ([name, a]) =>
        `<tr><td>${escapeHtml(name)}</td><td><code>${escapeHtml(a.token)}</code></td><td>${a.orders.length}</td></tr>`,
    );
    return `<!doctype html><html><head><meta charset="utf-8"><title>Shippo (local simulator)</title>
<style>body{font-family:system-ui,sans-serif;margin:32px}td,th{padding:6px 12px;text-align:left;border-bottom:1px solid #ddd}</style></head>
<body><h1>Shippo (local simulator)</h1><p>API tokens of the simulated Shippo accounts (Settings › API).</p>
<table><tr><th>Account</th><th>API token</th><th>Orders</th></tr>${rows.join('')}</table></body></html>`;
  }

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    if (url.pathname !== '/shippo/' && !/^\/shippo\/(orders|_sim)\//.test(url.pathname)) return false;
    if (url.pathname === '/shippo/') {
      sendHtml(res, 200, indexPage());
      return true;
    }
    // The simulator's own controls (browser tests run the stack in another process): an account's token, a new order.
    const control = /^\/shippo\/_sim\/([a-z0-9-]{1,60})\/(token|orders)$/.exec(url.pathname);
    if (control) {
      const [, name, what] = control;
      if (what === 'token' && req.method === 'GET') sendJson(res, 200, { token: tokenOf(name!) });
      else if (what === 'orders' && req.method === 'POST') sendJson(res, 201, { order: placeOrder(name!) });
      else sendJson(res, 405, { detail: 'Method not allowed.' });
      return true;
    }
    const account = byToken(req.headers.authorization);
    if (!account) {
      sendJson(res, 401, { detail: 'Invalid token.' });
      return true;
    }
    if (req.method !== 'GET' || url.pathname !== '/shippo/orders/') {
      sendJson(res, 404, { detail: 'Not found.' });
      return true;
    }
    const page = Math.max(1, Number(url.searchParams.get('page') ?? '1') || 1);
    const size = Math.min(MAX_PAGE_SIZE, Math.max(1, Number(url.searchParams.get('results') ?? '25') || 25));
    const start = Date.parse(url.searchParams.get('start_date') ?? '');
    const matching = account.orders.filter(
      (o) => Number.isNaN(start) || Date.parse(String((o as { placed_at: string }).placed_at)) >= start,
    );
    const results = matching.slice((page - 1) * size, page * size);
    const at = (p: number) => {
      const next = new URL(url.href);
      next.searchParams.set('page', String(p));
      return next.href;
    };
    sendJson(res, 200, {
      count: matching.length,
      next: page * size < matching.length ? at(page + 1) : null,
      previous: page > 1 ? at(page - 1) : null,
      results,
    });
    return true;
  }

  function tokenOf(name: string) {
    const token = accountOf(name).token;
    changed();
    return token;
  }

  return { handle, state, placeOrder, tokenOf };
}
export type ShippoSimulator = ReturnType<typeof makeShippoSimulator>;
