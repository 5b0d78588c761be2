import { escapeHtml } from './sim-http';

/**
 * The Shopify simulator's checkout: a shopper's cart that, at the shipping step, asks every carrier service the
 * shop has registered for rates as Shopify does (the CarrierService `rate` request, signed with the app's secret,
 * the shop in `X-Shopify-Shop-Domain`) and lists what comes back, cheapest first.
 */

export interface SimCarrierService {
  id: number;
  name: string;
  callback_url: string;
  service_discovery: boolean;
  active: boolean;
}

interface CheckoutRate {
  service_name: string;
  service_code: string;
  total_price: string;
  currency?: string;
}

export interface CheckoutOutcome {
  carrier: string;
  status: number | 'failed';
  rates: CheckoutRate[];
}

/** The demo cart: two of the smokehouse's products, to a Denver shopper. */
export const SIM_CHECKOUT_CART = {
  origin: { country: 'US', postal_code: '78701', province: 'TX', city: 'Austin', address1: '1100 Congress Ave' },
  destination: {
    country: 'US',
    postal_code: '80202',
    province: 'CO',
    city: 'Denver',
    address1: '1437 Bannock St',
    name: 'Ana Fresh',
  },
  items: [
    { name: 'Smoked Brisket, Sliced 2 lb', sku: 'BRISKET-SLICED-2', quantity: 1, grams: 907, price: 4800 },
    { name: 'Burnt Ends 1 lb', sku: 'BURNT-ENDS-1', quantity: 2, grams: 454, price: 2900 },
  ],
};

/** Shopify gives a carrier service at most 10 s (less for busy shops); the simulator waits as long. */
const CARRIER_TIMEOUT_MS = 10_000;

export async function askCarrierServices(
  shop: string,
  services: readonly SimCarrierService[],
  sign: (body: string) => string,
): Promise<CheckoutOutcome[]> {
  const body = JSON.stringify({
    rate: {
      origin: SIM_CHECKOUT_CART.origin,
      destination: SIM_CHECKOUT_CART.destination,
      items: SIM_CHECKOUT_CART.items.map((i) => ({ ...i, requires_shipping: true, vendor: 'Hill Country Smokehouse' })),
      currency: 'USD',
      locale: 'en',
    },
  });
  return Promise.all(
    services
      .filter((s) => s.active)
      .map(async (service): Promise<CheckoutOutcome> => {
        try {
          const res = await fetch(service.callback_url, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-shopify-hmac-sha256': sign(body),
              'x-shopify-shop-domain': shop,
            },
            body,
            signal: AbortSignal.timeout(CARRIER_TIMEOUT_MS),
          });
          const answer = (await res.json().catch(() => ({}))) as { rates?: CheckoutRate[] };
          return { carrier: service.name, status: res.status, rates: res.ok ? (answer.rates ?? []) : [] };
        } catch {
          return { carrier: service.name, status: 'failed', rates: [] };
        }
      }),
  );
}

const dollars = (cents: string) => `$${(Number(cents) / 100).toFixed(2)}`;

export function checkoutPageHtml(shop: string, outcomes?: readonly CheckoutOutcome[]): string {
  const lines = SIM_CHECKOUT_CART.items
    .map((i) => `<li>${escapeHtml(i.name)} × ${i.quantity} <span>${dollars(String(i.price * i.quantity))}</span></li>`)
    .join('');
  const rates = (outcomes ?? [])
    .flatMap((o) => o.rates.map((r) => ({ ...r, carrier: o.carrier })))
    .sort((a, b) => Number(a.total_price) - Number(b.total_price));
  const shipping =
    outcomes === undefined
      ? `<form method="post"><button type="submit">Continue to shipping</button></form>`
      : rates.length === 0
        ? `<p role="status">No shipping rates are available for this address.</p>`
        : `<fieldset><legend>Shipping method</legend>${rates
            .map(
              (r, n) =>
                `<label><input type="radio" name="rate" value="${escapeHtml(r.service_code)}"${n === 0 ? ' checked' : ''}> <span class="rate-name">${escapeHtml(r.service_name)}</span> <span class="rate-price">${dollars(r.total_price)}</span> <small>${escapeHtml(r.carrier)}</small></label>`,
            )
            .join('')}</fieldset>`;
  const d = SIM_CHECKOUT_CART.destination;
  return `<!doctype html><html><head><meta charset="utf-8"><title>Checkout – ${escapeHtml(shop)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f1f1f1;margin:0}main{max-width:560px;margin:40px auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 1px 3px #0002}
ul{padding:0;list-style:none}li{display:flex;justify-content:space-between;padding:4px 0}fieldset{border:1px solid #ddd;border-radius:8px;padding:12px}
label{display:flex;gap:8px;align-items:center;padding:8px 0;border-bottom:1px solid #eee}.rate-price{margin-left:auto;font-weight:600}small{color:#616161}
button{background:#303030;color:#fff;border:0;border-radius:8px;padding:10px 18px;font-size:15px;cursor:pointer}</style></head>
<body><main><p><small>Shopify (local simulator) · ${escapeHtml(shop)}</small></p><h1>Checkout</h1>
<h2>Cart</h2><ul>${lines}</ul>
<h2>Ship to</h2><p>${escapeHtml(d.name)}, ${escapeHtml(d.address1)}, ${escapeHtml(d.city)} ${escapeHtml(d.province)} ${escapeHtml(d.postal_code)}</p>
<h2>Shipping</h2>${shipping}</main></body></html>`;
}
