import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AmazonAppCredentials } from '#functions/stores/store-app-secrets';
import { escapeHtml, idSource, readBody, redirect, sendHtml, sendJson } from './sim-http';
import { FIRST_NAMES, LAST_NAMES, US_ADDRESSES } from './us-addresses';

/**
 * A simulated Amazon under /amazon, in the Selling Partner API's wire shapes: Seller Central's consent
 * page (/amazon/sellercentral/apps/authorize/consent → the redirect with spapi_oauth_code, state and
 * selling_partner_id), Login with Amazon's token endpoint (/amazon/lwa/auth/o2/token, code and refresh
 * grants), and under /amazon/sp: marketplace participations, Restricted Data Tokens, getOrders (buyer
 * name and address only under a Restricted Data Token), getOrder, getOrderItems and confirmShipment.
 * Each consent is a new seller with three seeded orders; /amazon/seller/{id} is the seller's page:
 * its orders, a button adding one, and the shipment confirmations Shipdeck sent back (as JSON for
 * tests under /amazon/_sim/sellers/{id}).
 */
export interface AmazonSimOrder {
  order: Record<string, unknown>;
  address: Record<string, unknown>;
  buyer: Record<string, unknown>;
  items: Record<string, unknown>[];
}
export interface AmazonSimConfirmation {
  orderId: string;
  receivedAt: string;
  packageDetail: Record<string, unknown>;
  marketplaceId: string;
}
interface AmazonSeller {
  orders: Record<string, AmazonSimOrder>;
  confirmations: AmazonSimConfirmation[];
}
export interface AmazonSimulatorState {
  sellers: Record<string, AmazonSeller>;
  codes: Record<string, { sellerId: string; expiresAt: number }>;
  lastId: number;
}

const US = 'ATVPDKIKX0DER';
const CODE_TTL_MS = 5 * 60_000;
/** The demo smokehouse's catalog SKUs (as the Shopify simulator's), so the catalog fills weights and sizes. */
const PRODUCTS = [
  { sku: 'SAUSAGE-BEEF', title: 'Original Beef Sausage 1 lb', price: 13, asin: 'B0SHIPDK01' },
  { sku: 'JERKY-PEPPER-8', title: 'Beef Jerky, Peppered 8 oz', price: 16, asin: 'B0SHIPDK02' },
  { sku: 'BURNT-ENDS-1', title: 'Burnt Ends 1 lb', price: 29, asin: 'B0SHIPDK03' },
];

export function makeAmazonSimulator(options: {
  app: AmazonAppCredentials;
  state?: AmazonSimulatorState;
  onChange?: () => void;
}) {
  const state: AmazonSimulatorState = options.state ?? { sellers: {}, codes: {}, lastId: 0 };
  const ids = idSource(state.lastId);
  const changed = () => {
    state.lastId = ids.value;
    options.onChange?.();
  };
  const mac = (text: string) =>
    createHmac('sha256', options.app.clientSecret).update(text).digest('base64url').slice(0, 32);
  const token = (kind: 'Atza' | 'Atzr' | 'Atz.sprdt', sellerId: string) =>
    `${kind}|${sellerId}.${mac(`${kind}:${sellerId}`)}`;
  const sellerOfToken = (value: string | undefined, kinds: readonly string[]) => {
    const m = /^(Atza|Atzr|Atz\.sprdt)\|([A-Z0-9]+)\.(.+)$/.exec(value ?? '');
    return m && kinds.includes(m[1]!) && m[3] === mac(`${m[1]}:${m[2]}`) ? m[2] : undefined;
  };
  const sellerOf = (id: string) => (state.sellers[id] ??= { orders: {}, confirmations: [] });

  function placeOrder(sellerId: string): AmazonSimOrder {
    const seller = sellerOf(sellerId);
    const n = ids.next();
    const digits = createHmac('sha1', sellerId).update(String(n)).digest('hex').replace(/[a-f]/g, '7');
    const id = `11${n % 10}-${digits.slice(0, 7)}-${digits.slice(7, 14)}`;
    const a = US_ADDRESSES[(n + 3) % US_ADDRESSES.length]!;
    const name = `${FIRST_NAMES[(n + 2) % FIRST_NAMES.length]} ${LAST_NAMES[(n * 7) % LAST_NAMES.length]}`;
    const product = PRODUCTS[n % PRODUCTS.length]!;
    const quantity = (n % 2) + 1;
    const now = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
    const total = (product.price * quantity).toFixed(2);
    const created: AmazonSimOrder = {
      order: {
        AmazonOrderId: id,
        PurchaseDate: now,
        LastUpdateDate: now,
        OrderStatus: 'Unshipped',
        FulfillmentChannel: 'MFN',
        SalesChannel: 'Amazon.com',
        ShipServiceLevel: 'Std US D2D Dom',
        ShipmentServiceLevelCategory: 'Standard',
        OrderTotal: { CurrencyCode: 'USD', Amount: total },
        NumberOfItemsShipped: 0,
        NumberOfItemsUnshipped: quantity,
        PaymentMethod: 'Other',
        MarketplaceId: US,
        OrderType: 'StandardOrder',
        EarliestShipDate: now,
        LatestShipDate: new Date(Date.now() + 2 * 86_400_000).toISOString().replace(/\.\d+Z$/, 'Z'),
        IsBusinessOrder: false,
        IsPrime: false,
        IsReplacementOrder: false,
      },
      address: {
        Name: name,
        AddressLine1: a.address1,
        City: a.city,
        StateOrRegion: a.provinceCode,
        PostalCode: a.zip,
        CountryCode: 'US',
        Phone: '+1 512-555-0142',
        AddressType: 'Residential',
      },
      buyer: { BuyerEmail: `${randomBytes(6).toString('hex')}@marketplace.amazon.com`, BuyerName: name },
      items: [
        {
          ASIN: product.asin,
          SellerSKU: product.sku,
          OrderItemId: `${digits.slice(0, 14)}`,
          Title: product.title,
          QuantityOrdered: quantity,
          QuantityShipped: 0,
          ItemPrice: { CurrencyCode: 'USD', Amount: total },
          ItemTax: { CurrencyCode: 'USD', Amount: '0.00' },
          ShippingPrice: { CurrencyCode: 'USD', Amount: '0.00' },
        },
      ],
    };
    seller.orders[id] = created;
    changed();
    return created;
  }

  function newSeller(): string {
    const sellerId = `A${randomBytes(8).toString('hex').toUpperCase().slice(0, 13)}`;
    sellerOf(sellerId);
    for (let i = 0; i < 3; i++) placeOrder(sellerId);
    return sellerId;
  }

  const unauthorized = (res: ServerResponse) =>
    sendJson(res, 403, { errors: [{ code: 'Unauthorized', message: 'Access to requested resource is denied.' }] });
  const notFound = (res: ServerResponse, what: string) =>
    sendJson(res, 404, { errors: [{ code: 'NotFound', message: `${what} not found` }] });

  function listOrders(seller: AmazonSeller, url: URL, restricted: boolean) {
    const q = url.searchParams;
    const next = q.get('NextToken');
    const query = next ? new URLSearchParams(Buffer.from(next, 'base64url').toString('utf8')) : q;
    const after = Date.parse(query.get('LastUpdatedAfter') ?? '');
    if (!query.get('MarketplaceIds')?.split(',').includes(US) || Number.isNaN(after)) return undefined;
    const statuses = query.get('OrderStatuses')?.split(',');
    const size = Math.min(100, Math.max(1, Number(query.get('MaxResultsPerPage') ?? 100)));
    const offset = Number(query.get('offset') ?? 0);
    const all = Object.values(seller.orders)
      .filter((o) => Date.parse(String(o.order.LastUpdateDate)) > after)
      .filter((o) => !statuses || statuses.includes(String(o.order.OrderStatus)))
      .sort((x, y) => String(x.order.LastUpdateDate).localeCompare(String(y.order.LastUpdateDate)));
    const page = all.slice(offset, offset + size).map((o) => shape(o, restricted));
    const more = offset + size < all.length;
    const nextQuery = new URLSearchParams(query);
    nextQuery.set('offset', String(offset + size));
    return {
      payload: {
        Orders: page,
        ...(more ? { NextToken: Buffer.from(nextQuery.toString()).toString('base64url') } : {}),
        LastUpdatedBefore: new Date(Date.now() - 120_000).toISOString(),
      },
    };
  }

  const shape = (o: AmazonSimOrder, restricted: boolean) =>
    restricted ? { ...o.order, ShippingAddress: o.address, BuyerInfo: o.buyer } : { ...o.order };

  function confirmShipment(seller: AmazonSeller, o: AmazonSimOrder, body: Record<string, unknown>) {
    const detail = (body.packageDetail ?? {}) as Record<string, unknown>;
    const lines = (detail.orderItems ?? []) as { orderItemId?: string; quantity?: number }[];
    if (!detail.trackingNumber || !detail.carrierCode || !detail.packageReferenceId || lines.length === 0) return false;
    for (const line of lines) {
      const item = o.items.find((i) => i.OrderItemId === line.orderItemId);
      if (item)
        item.QuantityShipped = Math.min(
          Number(item.QuantityOrdered),
          Number(item.QuantityShipped) + (line.quantity ?? 0),
        );
    }
    const done = o.items.every((i) => Number(i.QuantityShipped) >= Number(i.QuantityOrdered));
    o.order.OrderStatus = done ? 'Shipped' : 'PartiallyShipped';
    o.order.LastUpdateDate = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
    seller.confirmations.push({
      orderId: String(o.order.AmazonOrderId),
      receivedAt: new Date().toISOString(),
      packageDetail: detail,
      marketplaceId: String(body.marketplaceId ?? ''),
    });
    changed();
    return true;
  }

  function sellerPage(sellerId: string, seller: AmazonSeller): string {
    const orders = Object.values(seller.orders)
      .map(
        (o) =>
          `<tr><td>${escapeHtml(String(o.order.AmazonOrderId))}</td><td>${escapeHtml(String(o.order.OrderStatus))}</td><td>${escapeHtml(String(o.items[0]?.Title ?? ''))}</td><td>${escapeHtml(String(o.address.Name))}</td></tr>`,
      )
      .join('');
    const confirmations = seller.confirmations
      .map(
        (c) =>
          `<tr><td>${escapeHtml(c.orderId)}</td><td>${escapeHtml(String(c.packageDetail.carrierCode))}</td><td class="tracking">${escapeHtml(String(c.packageDetail.trackingNumber))}</td><td>${escapeHtml(c.receivedAt)}</td></tr>`,
      )
      .join('');
    return `<!doctype html><html><head><meta charset="utf-8"><title>Amazon Seller Central – ${escapeHtml(sellerId)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f3f3f3}main{max-width:900px;margin:30px auto;background:#fff;padding:24px;border-radius:8px}table{border-collapse:collapse;width:100%;margin-bottom:20px}td,th{border-bottom:1px solid #ddd;padding:6px;text-align:left}button{background:#ff9900;border:0;border-radius:6px;padding:8px 16px;font-size:15px}</style></head>
<body><main><p><small>Amazon Seller Central (local simulator)</small></p><h1>Seller ${escapeHtml(sellerId)}</h1>
<h2>Orders</h2><table><tr><th>Order</th><th>Status</th><th>Item</th><th>Ship to</th></tr>${orders}</table>
<form method="post" action="/amazon/seller/${escapeHtml(sellerId)}/orders"><button type="submit">Add an order</button></form>
<h2>Shipment confirmations received</h2><table><tr><th>Order</th><th>Carrier</th><th>Tracking</th><th>Received</th></tr>${confirmations || '<tr><td colspan="4">None yet</td></tr>'}</table></main></body></html>`;
  }

  function consentPage(query: URLSearchParams): string {
    const hidden = [...query].map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`);
    return `<!doctype html><html><head><meta charset="utf-8"><title>Amazon Seller Central – Authorize Shipdeck</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f3f3f3}main{max-width:520px;margin:60px auto;background:#fff;padding:28px;border-radius:8px}button{background:#ff9900;border:0;border-radius:6px;padding:10px 18px;font-size:15px}</style></head>
<body><main><p><small>Amazon Seller Central (local simulator)</small></p><h1>Authorize Shipdeck</h1>
<p>Shipdeck asks to read your orders, including buyer names and shipping addresses (restricted data), and to confirm your shipments.</p>
<form method="get" action="confirm">${hidden.join('')}<button type="submit">Confirm</button></form></main></body></html>`;
  }

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    if (!url.pathname.startsWith('/amazon/')) return false;
    const path = url.pathname.slice('/amazon'.length);

    if (req.method === 'GET' && path === '/sellercentral/apps/authorize/consent') {
      if (url.searchParams.get('application_id') !== options.app.applicationId) {
        sendHtml(res, 400, '<h1>The application is not registered</h1>');
      } else sendHtml(res, 200, consentPage(url.searchParams));
      return true;
    }
    if (req.method === 'GET' && path === '/sellercentral/apps/authorize/confirm') {
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      if (!/^https?:\/\//.test(redirectUri)) {
        sendHtml(res, 400, '<h1>Invalid redirect_uri</h1>');
        return true;
      }
      const sellerId = newSeller();
      const code = `ANDh${randomBytes(12).toString('hex')}`;
      state.codes[code] = { sellerId, expiresAt: Date.now() + CODE_TTL_MS };
      changed();
      const back = new URLSearchParams({
        state: url.searchParams.get('state') ?? '',
        selling_partner_id: sellerId,
        spapi_oauth_code: code,
      });
      redirect(res, `${redirectUri}?${back.toString()}`);
      return true;
    }
    if (req.method === 'POST' && path === '/lwa/auth/o2/token') {
      const form = new URLSearchParams(await readBody(req));
      if (form.get('client_id') !== options.app.clientId || form.get('client_secret') !== options.app.clientSecret) {
        sendJson(res, 401, { error: 'invalid_client', error_description: 'Client authentication failed' });
        return true;
      }
      let sellerId: string | undefined;
      if (form.get('grant_type') === 'authorization_code') {
        const grant = state.codes[form.get('code') ?? ''];
        if (grant && grant.expiresAt > Date.now()) sellerId = grant.sellerId;
        delete state.codes[form.get('code') ?? ''];
        changed();
      } else if (form.get('grant_type') === 'refresh_token') {
        sellerId = sellerOfToken(form.get('refresh_token') ?? '', ['Atzr']);
      }
      if (!sellerId) {
        sendJson(res, 400, { error: 'invalid_grant', error_description: 'The request has an invalid grant parameter' });
        return true;
      }
      sendJson(res, 200, {
        access_token: token('Atza', sellerId),
        token_type: 'bearer',
        expires_in: 3600,
        ...(form.get('grant_type') === 'authorization_code' ? { refresh_token: token('Atzr', sellerId) } : {}),
      });
      return true;
    }
    const simPath = /^\/_sim\/sellers\/([A-Z0-9]+)$/.exec(path);
    if (req.method === 'GET' && simPath) {
      const seller = state.sellers[simPath[1]!];
      if (!seller) notFound(res, 'Seller');
      else
        sendJson(res, 200, {
          orders: Object.values(seller.orders).map((o) => o.order),
          confirmations: seller.confirmations,
        });
      return true;
    }
    const sellerPath = /^\/seller\/([A-Z0-9]+)(\/orders)?$/.exec(path);
    if (sellerPath && state.sellers[sellerPath[1]!]) {
      const sellerId = sellerPath[1]!;
      if (req.method === 'POST' && sellerPath[2]) {
        placeOrder(sellerId);
        redirect(res, `/amazon/seller/${sellerId}`);
      } else sendHtml(res, 200, sellerPage(sellerId, state.sellers[sellerId]!));
      return true;
    }
    if (!path.startsWith('/sp/')) {
      notFound(res, 'Resource');
      return true;
    }
    const sp = path.slice('/sp'.length);
    const header = req.headers['x-amz-access-token'];
    const accessToken = Array.isArray(header) ? header[0] : header;
    if (req.method === 'GET' && sp === '/orders/v0/orders') {
      const rdtSeller = sellerOfToken(accessToken, ['Atz.sprdt']);
      const sellerId = rdtSeller ?? sellerOfToken(accessToken, ['Atza']);
      if (!sellerId) return (unauthorized(res), true);
      const body = listOrders(sellerOf(sellerId), url, !!rdtSeller);
      if (!body) sendJson(res, 400, { errors: [{ code: 'InvalidInput', message: 'Invalid Input' }] });
      else sendJson(res, 200, body);
      return true;
    }
    const sellerId = sellerOfToken(accessToken, ['Atza']);
    if (!sellerId) return (unauthorized(res), true);
    const seller = sellerOf(sellerId);
    if (req.method === 'GET' && sp === '/sellers/v1/marketplaceParticipations') {
      sendJson(res, 200, {
        payload: [
          {
            marketplace: {
              id: US,
              countryCode: 'US',
              name: 'Amazon.com',
              defaultCurrencyCode: 'USD',
              defaultLanguageCode: 'en_US',
              domainName: 'www.amazon.com',
            },
            participation: { isParticipating: true, hasSuspendedListings: false },
          },
        ],
      });
      return true;
    }
    if (req.method === 'POST' && sp === '/tokens/2021-03-01/restrictedDataToken') {
      sendJson(res, 200, { restrictedDataToken: token('Atz.sprdt', sellerId), expiresIn: 3600 });
      return true;
    }
    const orderPath = /^\/orders\/v0\/orders\/([0-9-]+)(\/orderItems|\/shipmentConfirmation)?$/.exec(sp);
    const found = orderPath ? seller.orders[orderPath[1]!] : undefined;
    if (!orderPath || !found) return (notFound(res, 'Order'), true);
    if (req.method === 'GET' && !orderPath[2]) {
      sendJson(res, 200, { payload: shape(found, false) });
    } else if (req.method === 'GET' && orderPath[2] === '/orderItems') {
      sendJson(res, 200, { payload: { AmazonOrderId: found.order.AmazonOrderId, OrderItems: found.items } });
    } else if (req.method === 'POST' && orderPath[2] === '/shipmentConfirmation') {
      const body = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
      if (confirmShipment(seller, found, body)) {
        res.writeHead(204);
        res.end();
      } else sendJson(res, 400, { errors: [{ code: 'InvalidInput', message: 'packageDetail is incomplete' }] });
    } else notFound(res, 'Resource');
    return true;
  }

  return {
    handle,
    state,
    placeOrder,
    sellers: () => Object.keys(state.sellers),
    orders: (sellerId: string) => Object.values(sellerOf(sellerId).orders),
    confirmations: (sellerId: string) => [...sellerOf(sellerId).confirmations],
  };
}
export type AmazonSimulator = ReturnType<typeof makeAmazonSimulator>;
