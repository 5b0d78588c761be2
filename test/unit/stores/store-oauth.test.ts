import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  OAUTH_STATE_ALPHABET,
  OAUTH_STATE_LENGTH,
  SHOPIFY_OAUTH_SCOPES,
  SQUARE_OAUTH_SCOPES,
} from '#domain/stores/store-oauth.constants';
import { shopifyAuthorizeUrl, squareAuthorizeUrl } from '#domain/stores/store-oauth.rules';
import { newOAuthState, oauthStateMatches } from '#functions/stores/oauth/oauth-state';
import {
  SHOPIFY_CALLBACK_MAX_AGE_SECONDS,
  shopifyCallbackMessage,
  verifyShopifyCallback,
} from '#functions/stores/oauth/shopify.oauth';
import { verifySquareCallback } from '#functions/stores/oauth/square.oauth';

const CLIENT_SECRET = 'hush-shopify-client-secret';
const NOW = new Date('2026-11-23T19:00:00Z');
const NOW_SECONDS = NOW.getTime() / 1000;
const STATE = 'aB3dE9';

/**
 * Shopify's signing: drop hmac, sort by name, `key=value` joined by `&` — form-encoded, as Shopify's
 * Node library (ProcessedQuery) rebuilds it — then hex HMAC-SHA256 with the client secret.
 */
const signQuery = (query: Record<string, string>, secret = CLIENT_SECRET) => {
  const message = new URLSearchParams(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : 1))).toString();
  return { ...query, hmac: createHmac('sha256', secret).update(message).digest('hex') };
};

const callback = (overrides: Record<string, string> = {}) =>
  signQuery({
    code: '0907a61c0c8d55e99db179b68161bc00',
    host: 'YWRtaW4uc2hvcGlmeS5jb20vc3RvcmUvc25vd2Rldmls',
    shop: 'snowdevil.myshopify.com',
    state: STATE,
    timestamp: String(NOW_SECONDS - 5),
    ...overrides,
  });

const verify = (query: Record<string, string | undefined>, issuedState = STATE) =>
  verifyShopifyCallback(query, { clientSecret: CLIENT_SECRET, issuedState, now: NOW });

describe('Shopify OAuth callback (/shopify/token)', () => {
  it('a genuine callback: hmac over the sorted query, fresh timestamp, issued state, myshopify shop', () => {
    expect(verify(callback())).toEqual({
      ok: true,
      shop: 'snowdevil.myshopify.com',
      code: '0907a61c0c8d55e99db179b68161bc00',
      host: 'YWRtaW4uc2hvcGlmeS5jb20vc3RvcmUvc25vd2Rldmls',
    });
  });

  it('the signed message leaves out hmac and signature and sorts the rest by name', () => {
    expect(
      shopifyCallbackMessage({ timestamp: '1', hmac: 'x', code: 'c', signature: 's', shop: 'a.myshopify.com' }),
    ).toBe('code=c&shop=a.myshopify.com&timestamp=1');
  });

  it.each([
    { rule: 'no hmac: refused', query: () => ({ ...callback(), hmac: undefined }), reason: 'missing hmac' },
    { rule: 'hmac not hex: refused', query: () => ({ ...callback(), hmac: 'z'.repeat(64) }), reason: 'malformed hmac' },
    {
      rule: 'hmac of the wrong length: refused',
      query: () => ({ ...callback(), hmac: 'ab'.repeat(20) }),
      reason: 'malformed hmac',
    },
    {
      rule: 'hmac signed with another secret: refused',
      query: () => signQuery({ ...withoutHmac(callback()) }, 'another-secret'),
      reason: 'bad hmac',
    },
    {
      rule: 'a parameter changed after signing (the shop): refused',
      query: () => ({ ...callback(), shop: 'attacker.myshopify.com' }),
      reason: 'bad hmac',
    },
    {
      rule: 'a parameter added after signing: refused',
      query: () => ({ ...callback(), extra: '1' }),
      reason: 'bad hmac',
    },
    {
      rule: `a timestamp older than ${SHOPIFY_CALLBACK_MAX_AGE_SECONDS} s (a replayed URL): refused`,
      query: () => callback({ timestamp: String(NOW_SECONDS - SHOPIFY_CALLBACK_MAX_AGE_SECONDS - 1) }),
      reason: 'stale timestamp',
    },
    {
      rule: 'a timestamp from the future beyond the tolerance: refused',
      query: () => callback({ timestamp: String(NOW_SECONDS + SHOPIFY_CALLBACK_MAX_AGE_SECONDS + 1) }),
      reason: 'stale timestamp',
    },
    {
      rule: 'a timestamp that is not a number: refused',
      query: () => callback({ timestamp: 'soon' }),
      reason: 'stale timestamp',
    },
    {
      rule: 'a state other than the one issued: refused',
      query: () => callback({ state: 'aB3dE8' }),
      reason: 'state mismatch',
    },
    { rule: 'no state: refused', query: () => signQuery(withoutState(callback())), reason: 'state mismatch' },
    {
      rule: 'a shop outside myshopify.com: refused',
      query: () => callback({ shop: 'snowdevil.example.com' }),
      reason: 'bad shop',
    },
    {
      rule: 'a myshopify lookalike with a path: refused',
      query: () => callback({ shop: 'snowdevil.myshopify.com/admin' }),
      reason: 'bad shop',
    },
    {
      rule: 'an upper-case shop: refused',
      query: () => callback({ shop: 'SnowDevil.myshopify.com' }),
      reason: 'bad shop',
    },
    {
      rule: 'a shop starting with a hyphen: refused',
      query: () => callback({ shop: '-x.myshopify.com' }),
      reason: 'bad shop',
    },
    { rule: 'no code: refused', query: () => callback({ code: '' }), reason: 'missing code' },
  ])('$rule', ({ query, reason }) => {
    expect(verify(query())).toEqual({ ok: false, reason });
  });

  it(`a timestamp exactly ${SHOPIFY_CALLBACK_MAX_AGE_SECONDS} s old is still accepted`, () => {
    expect(verify(callback({ timestamp: String(NOW_SECONDS - SHOPIFY_CALLBACK_MAX_AGE_SECONDS) })).ok).toBe(true);
  });

  it('an issued state that is empty matches nothing, not even an empty state', () => {
    expect(verify(callback({ state: '' }), '')).toEqual({ ok: false, reason: 'state mismatch' });
  });

  it('the documented example message (plain values) is the bare `key=value&…` string', () => {
    const query = {
      code: '0907a61c0c8d55e99db179b68161bc00',
      shop: 'snowdevil.myshopify.com',
      state: STATE,
      timestamp: '1337178173',
    };
    expect(shopifyCallbackMessage({ ...query, hmac: 'x' })).toBe(
      `code=0907a61c0c8d55e99db179b68161bc00&shop=snowdevil.myshopify.com&state=${STATE}&timestamp=1337178173`,
    );
  });
});

const withoutHmac = ({ hmac: _h, ...rest }: Record<string, string>) => rest;
const withoutState = ({ hmac: _h, state: _s, ...rest }: Record<string, string>) => rest;

describe('Square OAuth callback (/square/token)', () => {
  it.each([
    {
      rule: 'the issued state and a code: accepted',
      query: { code: 'sq0cgp-abc', state: STATE },
      expected: { ok: true, code: 'sq0cgp-abc' },
    },
    {
      rule: 'another state: refused',
      query: { code: 'sq0cgp-abc', state: 'zzzzzz' },
      expected: { ok: false, reason: 'state mismatch' },
    },
    { rule: 'no state: refused', query: { code: 'sq0cgp-abc' }, expected: { ok: false, reason: 'state mismatch' } },
    {
      rule: 'the seller declined (error=access_denied): refused',
      query: { error: 'access_denied', error_description: 'user denied', state: STATE },
      expected: { ok: false, reason: 'access denied' },
    },
    { rule: 'no code: refused', query: { state: STATE }, expected: { ok: false, reason: 'missing code' } },
  ])('$rule', ({ query, expected }) => {
    expect(verifySquareCallback(query, { issuedState: STATE })).toEqual(expected);
  });
});

describe('OAuth state (orders §7: random, 6 characters by default)', () => {
  it('is 6 characters of the alphabet by default, and as long as asked otherwise', () => {
    const state = newOAuthState();
    expect(state).toHaveLength(OAUTH_STATE_LENGTH);
    expect([...state].every((c) => OAUTH_STATE_ALPHABET.includes(c))).toBe(true);
    expect(newOAuthState(32)).toHaveLength(32);
  });

  it('differs between calls (random, not a counter)', () => {
    expect(new Set(Array.from({ length: 50 }, () => newOAuthState())).size).toBeGreaterThan(45);
  });

  it('matches only the issued value', () => {
    expect(oauthStateMatches('aB3dE9', 'aB3dE9')).toBe(true);
    expect(oauthStateMatches('ab3de9', 'aB3dE9')).toBe(false);
    expect(oauthStateMatches(undefined, 'aB3dE9')).toBe(false);
  });
});

describe('authorize redirects (orders §7: client id, scopes, redirect URL, state)', () => {
  it('Shopify: the shop’s authorize page with the spec’s scopes, returning to /shopify/token', () => {
    const url = new URL(
      shopifyAuthorizeUrl({
        shop: 'snowdevil.myshopify.com',
        clientId: 'cid',
        appOrigin: 'https://app.shipdeck.test',
        state: STATE,
      }),
    );
    expect(url.origin + url.pathname).toBe('https://snowdevil.myshopify.com/admin/oauth/authorize');
    expect(url.searchParams.get('client_id')).toBe('cid');
    expect(url.searchParams.get('scope')?.split(',')).toEqual([...SHOPIFY_OAUTH_SCOPES]);
    expect(url.searchParams.get('redirect_uri')).toBe('https://app.shipdeck.test/shopify/token');
    expect(url.searchParams.get('state')).toBe(STATE);
  });

  it('Shopify: a shop outside myshopify.com is never redirected to', () => {
    expect(() =>
      shopifyAuthorizeUrl({
        shop: 'evil.example.com',
        clientId: 'cid',
        appOrigin: 'https://app.shipdeck.test',
        state: STATE,
      }),
    ).toThrow();
  });

  it('Shopify scopes cover every area the spec lists, read and write (read_all_orders alone)', () => {
    for (const area of [
      'customers',
      'fulfillments',
      'inventory',
      'locations',
      'orders',
      'draft_orders',
      'products',
      'shipping',
      'third_party_fulfillment_orders',
      'publications',
      'merchant_managed_fulfillment_orders',
    ]) {
      expect(SHOPIFY_OAUTH_SCOPES).toContain(`read_${area}`);
      expect(SHOPIFY_OAUTH_SCOPES).toContain(`write_${area}`);
    }
    expect(SHOPIFY_OAUTH_SCOPES).toContain('read_all_orders');
  });

  it('Square: customers, items, orders, subscriptions read and write; merchant profile read only', () => {
    const url = new URL(
      squareAuthorizeUrl({ clientId: 'sq0idp-x', appOrigin: 'https://app.shipdeck.test', state: STATE }),
    );
    expect(url.origin + url.pathname).toBe('https://connect.squareup.com/oauth2/authorize');
    expect(url.searchParams.get('scope')?.split(' ')).toEqual([...SQUARE_OAUTH_SCOPES]);
    expect(SQUARE_OAUTH_SCOPES).not.toContain('MERCHANT_PROFILE_WRITE');
    expect(url.searchParams.get('redirect_uri')).toBe('https://app.shipdeck.test/square/token');
    expect(url.searchParams.get('state')).toBe(STATE);
    expect(
      new URL(squareAuthorizeUrl({ clientId: 'x', appOrigin: 'https://a.test', state: STATE, sandbox: true })).host,
    ).toBe('connect.squareupsandbox.com');
  });
});
