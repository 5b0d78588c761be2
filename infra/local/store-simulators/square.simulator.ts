import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SquareAppCredentials } from '#functions/stores/store-app-secrets';
import { escapeHtml, idSource, readJson, redirect, sendHtml, sendJson } from './sim-http';
import { FIRST_NAMES, LAST_NAMES, US_ADDRESSES } from './us-addresses';

/**
 * A simulated Square under /square: the seller's OAuth consent page (/oauth2/authorize → the
 * redirect with code and state), ObtainToken (/oauth2/token), RetrieveOrder and UpdateOrder
 * (/v2/orders/{id}, with Square's optimistic `version`). Each consent is a new seller. Square's
 * webhook subscriptions belong to the application, so this simulator delivers none.
 */
interface SquareSeller {
  orders: Record<string, Record<string, unknown>>;
  codes: Record<string, number>;
}
export interface SquareSimulatorState {
  sellers: Record<string, SquareSeller>;
  lastId: number;
}

const CODE_TTL_MS = 5 * 60_000;

export function makeSquareSimulator(options: {
  app: SquareAppCredentials;
  state?: SquareSimulatorState;
  onChange?: () => void;
}) {
  const state: SquareSimulatorState = options.state ?? { sellers: {}, lastId: 0 };
  const ids = idSource(state.lastId);
  const changed = () => {
    state.lastId = ids.value;
    options.onChange?.();
  };
  const mac = (text: string) =>
    createHmac('sha256', options.app.applicationSecret).update(text).digest('base64url').slice(0, 40);
  const tokenOf = (merchantId: string) => `EAAA${merchantId}.${mac(`token:${merchantId}`)}`;
  /** Derived like the token, so a refresh still works after the simulator restarts. */
  const refreshTokenOf = (merchantId: string) => `EQAA${merchantId}.${mac(`refresh:${merchantId}`)}`;
  /** ObtainToken's answer: a 30-day access token and the seller's refresh token. */
  const tokenAnswer = (merchantId: string) => ({
    access_token: tokenOf(merchantId),
    token_type: 'bearer',
    expires_at: new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().replace(/\.\d+Z$/, 'Z'),
    merchant_id: merchantId,
    refresh_token: refreshTokenOf(merchantId),
    short_lived: false,
  });
  const sellerOfToken = (header: string | undefined): string | undefined => {
    const m = /^Bearer EAAA([A-Z0-9]+)\.(.+)$/.exec(header ?? '');
    return m && m[2] === mac(`token:${m[1]}`) ? m[1] : undefined;
  };
  const sellerOf = (merchantId: string) => (state.sellers[merchantId] ??= { orders: {}, codes: {} });

  function placeOrder(merchantId: string) {
    const seller = sellerOf(merchantId);
    const n = ids.next();
    const id = createHmac('sha1', merchantId).update(String(n)).digest('base64url').slice(0, 27).toUpperCase();
    const a = US_ADDRESSES[n % US_ADDRESSES.length]!;
    const name = `${FIRST_NAMES[n % FIRST_NAMES.length]} ${LAST_NAMES[(n * 3) % LAST_NAMES.length]}`;
    const now = new Date().toISOString();
    const order = {
      id,
      location_id: 'L88917AVBK2S5',
      reference_id: `SQ-${1000 + n}`,
      version: 1,
      state: 'OPEN',
      created_at: now,
      updated_at: now,
      line_items: [
        {
          uid: `li-${n}`,
          name: 'Original Beef Sausage 1 lb',
          quantity: '2',
          catalog_object_id: 'SAUSAGE-BEEF',
          variation_name: 'SAUSAGE-BEEF',
          base_price_money: { amount: 1300, currency: 'USD' },
        },
      ],
      fulfillments: [
        {
          uid: `fu-${n}`,
          type: 'SHIPMENT',
          state: 'PROPOSED',
          shipment_details: {
            recipient: {
              display_name: name,
              email_address: `${name.replace(' ', '.').toLowerCase()}@example.com`,
              phone_number: '+15125550123',
              address: {
                address_line_1: a.address1,
                locality: a.city,
                administrative_district_level_1: a.provinceCode,
                postal_code: a.zip,
                country: 'US',
              },
            },
          },
        },
      ],
      total_money: { amount: 2600, currency: 'USD' },
    };
    seller.orders[id] = order;
    changed();
    return order;
  }

  function consentPage(query: URLSearchParams): string {
    const merchantId = `ML${randomBytes(6).toString('hex').toUpperCase().slice(0, 11)}`;
    const hidden = [...query, ['merchant_id', merchantId]].map(
      ([k, v]) => `<input type="hidden" name="${escapeHtml(k!)}" value="${escapeHtml(v!)}">`,
    );
    return `<!doctype html><html><head><meta charset="utf-8"><title>Square – Authorize Shipdeck</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f7f7f7}main{max-width:480px;margin:60px auto;background:#fff;padding:28px;border-radius:8px}button{background:#006aff;color:#fff;border:0;border-radius:6px;padding:10px 18px;font-size:15px}</style></head>
<body><main><p><small>Square (local simulator) · seller ${escapeHtml(merchantId)}</small></p><h1>Shipdeck would like to access your Square account</h1>
<p>${escapeHtml((query.get('scope') ?? '').split(' ').join(', '))}</p><form method="get" action="allow">${hidden.join('')}<button type="submit">Allow</button></form></main></body></html>`;
  }

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    if (!url.pathname.startsWith('/square/')) return false;
    const path = url.pathname.slice('/square'.length);
    if (req.method === 'GET' && path === '/oauth2/authorize') {
      if (url.searchParams.get('client_id') !== options.app.applicationId) {
        sendHtml(res, 400, '<h1>Invalid client_id</h1>');
      } else sendHtml(res, 200, consentPage(url.searchParams));
      return true;
    }
    if (req.method === 'GET' && path === '/oauth2/allow') {
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      const merchantId = url.searchParams.get('merchant_id') ?? '';
      if (!/^https?:\/\//.test(redirectUri) || !/^[A-Z0-9]+$/.test(merchantId)) {
        sendHtml(res, 400, '<h1>Invalid redirect</h1>');
        return true;
      }
      const code = `sq0cgp-${merchantId}-${randomBytes(12).toString('hex')}`;
      sellerOf(merchantId).codes[code] = Date.now() + CODE_TTL_MS;
      changed();
      const back = new URLSearchParams({ code, response_type: 'code', state: url.searchParams.get('state') ?? '' });
      redirect(res, `${redirectUri}?${back.toString()}`);
      return true;
    }
    if (req.method === 'POST' && path === '/oauth2/token') {
      const body = await readJson(req);
      const code = String(body?.code ?? '');
      const merchantId = /^sq0cgp-([A-Z0-9]+)-/.exec(code)?.[1];
      const seller = merchantId ? state.sellers[merchantId] : undefined;
      if (body?.client_id !== options.app.applicationId || body?.client_secret !== options.app.applicationSecret) {
        sendJson(res, 401, {
          errors: [{ category: 'AUTHENTICATION_ERROR', code: 'UNAUTHORIZED', detail: 'Invalid client credentials' }],
        });
        return true;
      }
      if (body?.grant_type === 'refresh_token') {
        // ObtainToken's refresh grant: a new 30-day access token for the seller the refresh token names.
        const refreshed = /^EQAA([A-Z0-9]+)\.(.+)$/.exec(String(body.refresh_token ?? ''));
        if (!refreshed || refreshTokenOf(refreshed[1]!) !== body.refresh_token) {
          sendJson(res, 401, {
            errors: [{ category: 'AUTHENTICATION_ERROR', code: 'UNAUTHORIZED', detail: 'Invalid refresh token' }],
          });
          return true;
        }
        sendJson(res, 200, tokenAnswer(refreshed[1]!));
        return true;
      }
      if (!seller || !merchantId || !(seller.codes[code]! > Date.now())) {
        sendJson(res, 400, {
          errors: [
            {
              category: 'INVALID_REQUEST_ERROR',
              code: 'BAD_REQUEST',
              detail: 'Authorization code is invalid or expired',
            },
          ],
        });
        return true;
      }
      delete seller.codes[code];
      changed();
      sendJson(res, 200, tokenAnswer(merchantId));
      return true;
    }
    const order = /^\/v2\/orders\/([A-Za-z0-9_-]+)$/.exec(path);
    if (order) {
      const merchantId = sellerOfToken(req.headers.authorization);
      if (!merchantId) {
        sendJson(res, 401, {
          errors: [
            { category: 'AUTHENTICATION_ERROR', code: 'UNAUTHORIZED', detail: 'This request could not be authorized.' },
          ],
        });
        return true;
      }
      const found = sellerOf(merchantId).orders[order[1]!];
      if (!found) {
        sendJson(res, 404, {
          errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND', detail: `Order ${order[1]} not found` }],
        });
        return true;
      }
      if (req.method === 'GET') {
        sendJson(res, 200, { order: found });
        return true;
      }
      if (req.method === 'PUT') {
        const body = await readJson(req);
        const update = (body?.order ?? {}) as { version?: number; fulfillments?: { uid?: string }[] };
        if (update.version !== found.version) {
          sendJson(res, 400, {
            errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'VERSION_MISMATCH', detail: 'Version mismatch' }],
          });
          return true;
        }
        const fulfillments = found.fulfillments as { uid: string }[];
        for (const f of update.fulfillments ?? []) {
          const target = fulfillments.find((x) => x.uid === f.uid);
          if (target)
            Object.assign(target, f, {
              shipment_details: {
                ...(target as { shipment_details?: object }).shipment_details,
                ...(f as { shipment_details?: object }).shipment_details,
              },
            });
        }
        found.version = (found.version as number) + 1;
        found.updated_at = new Date().toISOString();
        changed();
        sendJson(res, 200, { order: found });
        return true;
      }
    }
    sendJson(res, 404, { errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND', detail: 'Not found' }] });
    return true;
  }

  return {
    handle,
    state,
    placeOrder,
    tokenOf,
    refreshTokenOf,
    order: (merchantId: string, id: string) => sellerOf(merchantId).orders[id],
  };
}
export type SquareSimulator = ReturnType<typeof makeSquareSimulator>;
