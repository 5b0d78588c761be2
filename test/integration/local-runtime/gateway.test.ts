import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, get as httpGet, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTIONS, type FunctionDefinition } from '#infra/app-manifest';
import { startGateway, type Gateway } from '#infra/local/gateway';
import { matchRoute, routesFromManifest } from '#infra/local/http-api';
import { createJwtAuthorizer } from '#infra/local/jwt-authorizer';
import { invokeHandler, type InvokeFunction, type LambdaHandler } from '#infra/local/lambda-runtime';
import { LARGEST_BODY_BYTES } from '#lib/http/request-body';

/**
 * The local HTTP API twin (issue 2 §3 "HTTP"): routes from the manifest, the JWT authorizer's
 * 401, the payload 2.0 event the handlers receive, and the way their answers are written back.
 * A locally generated RSA key and JWKS server stand in for cognito-local.
 */

const ISSUER = 'http://localhost:9229/local_test';
const CLIENT_ID = 'web-client';
const KID = 'test-key';

function b64url(value: object | Buffer): string {
  return (Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value))).toString('base64url');
}

function signJwt(key: KeyObject, claims: Record<string, unknown>, kid = KID): string {
  const head = b64url({ alg: 'RS256', typ: 'JWT', kid });
  const body = b64url(claims);
  return `${head}.${body}.${b64url(sign('sha256', Buffer.from(`${head}.${body}`), key))}`;
}

const now = () => Math.floor(Date.now() / 1000);

const idClaims = (over: Record<string, unknown> = {}) => ({
  sub: 'user-1',
  email: 'demo@shipdeck.local',
  email_verified: true,
  'cognito:groups': ['admins', 'packers'],
  token_use: 'id',
  aud: CLIENT_ID,
  iss: ISSUER,
  iat: now(),
  exp: now() + 3600,
  ...over,
});

// A manifest of its own: echo handlers make the event the gateway built observable.
const TEST_FUNCTIONS: FunctionDefinition[] = [
  { name: 'health', entry: 'unused', http: [{ method: 'GET', path: '/api/health', auth: 'none' }], access: {} },
  { name: 'list-things', entry: 'unused', http: [{ method: 'GET', path: '/api/v1/things' }], access: {} },
  { name: 'get-thing', entry: 'unused', http: [{ method: 'GET', path: '/api/v1/things/{thingId}' }], access: {} },
  { name: 'upload', entry: 'unused', http: [{ method: 'POST', path: '/api/v1/things/{thingId}/files' }], access: {} },
  { name: 'plain', entry: 'unused', http: [{ method: 'GET', path: '/api/v1/plain' }], access: {} },
  { name: 'crash', entry: 'unused', http: [{ method: 'GET', path: '/api/v1/crash' }], access: {} },
];

const echo: LambdaHandler = (event) => ({
  statusCode: 200,
  headers: { 'Content-Type': 'application/json', 'X-Echo': 'yes' },
  cookies: ['a=1', 'b=2'],
  body: JSON.stringify(event),
});
const handlers: Record<string, LambdaHandler> = {
  health: echo,
  'list-things': echo,
  'get-thing': echo,
  upload: echo,
  plain: () => ({ hello: 'world' }),
  crash: () => {
    throw new Error('boom');
  },
};
const invoke: InvokeFunction = (fn, event, requestId) =>
  invokeHandler(fn, event, { handler: handlers[fn.name], requestId });

let keys: { privateKey: KeyObject; publicKey: KeyObject };
let otherKey: KeyObject;
let jwks: Server;
let gateway: Gateway;

beforeAll(async () => {
  keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const jwk = { ...keys.publicKey.export({ format: 'jwk' }), kid: KID, alg: 'RS256', use: 'sig' };
  jwks = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((r) => jwks.listen(0, '127.0.0.1', () => r()));
  const jwksUri = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/local_test/.well-known/jwks.json`;
  const authorize = createJwtAuthorizer({ issuer: ISSUER, audience: [CLIENT_ID], jwksUri });
  gateway = await startGateway({
    port: 0,
    functions: TEST_FUNCTIONS,
    backend: () => ({
      authorize,
      runtimeConfig: (host?: string) => ({
        environment: 'local',
        region: 'us-east-1',
        userPoolId: 'local_test',
        userPoolClientId: CLIENT_ID,
        userPoolEndpoint: `http://${host}/cognito-idp`,
        apiBaseUrl: '',
      }),
    }),
    web: { kind: 'none' },
    invoke,
  });
});

afterAll(async () => {
  await gateway?.stop();
  await new Promise((r) => jwks?.close(r));
});

const api = (path: string, init?: RequestInit) =>
  fetch(`http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}${path}`, init);

describe('route matching from the app manifest', () => {
  const routes = routesFromManifest([
    ...TEST_FUNCTIONS,
    { name: 'literal', entry: 'unused', http: [{ method: 'GET', path: '/api/v1/things/special' }], access: {} },
  ]);
  it.each([
    ['GET', '/api/health', 'matched', 'GET /api/health', {}],
    ['GET', '/api/v1/things/t-1', 'matched', 'GET /api/v1/things/{thingId}', { thingId: 't-1' }],
    ['GET', '/api/v1/things/a%20b', 'matched', 'GET /api/v1/things/{thingId}', { thingId: 'a b' }],
    ['GET', '/api/v1/things/special', 'matched', 'GET /api/v1/things/special', {}],
    ['POST', '/api/v1/things/t-1/files', 'matched', 'POST /api/v1/things/{thingId}/files', { thingId: 't-1' }],
    ['GET', '/api/v1/things/t-1/files', 'method-not-allowed', undefined, undefined],
    ['DELETE', '/api/v1/things', 'method-not-allowed', undefined, undefined],
    ['GET', '/api/v1/things/t-1/other', 'not-found', undefined, undefined],
    ['GET', '/api/v2/things', 'not-found', undefined, undefined],
  ] as const)('issue 2 §3: %s %s → %s', (method, path, kind, routeKey, params) => {
    const match = matchRoute(routes, method, path);
    expect(match.kind).toBe(kind);
    if (match.kind === 'matched') {
      expect(match.route.routeKey).toBe(routeKey);
      expect(match.pathParameters).toEqual(params);
    }
  });

  it('issue 2 §2: every manifest HTTP trigger is routable, with its own route key', () => {
    const manifestRoutes = routesFromManifest(FUNCTIONS);
    for (const fn of FUNCTIONS) {
      for (const t of fn.http ?? []) {
        const concrete = t.path.replace(/\{[^}]+\}/g, 'x-1');
        const match = matchRoute(manifestRoutes, t.method, concrete);
        expect(match.kind === 'matched' && match.route.fn.name).toBe(fn.name);
      }
    }
  });

  it('issue 13: the store webhook route takes topics with slashes; the literal EasyPost route keeps precedence', () => {
    const manifestRoutes = routesFromManifest(FUNCTIONS);
    const shopify = matchRoute(manifestRoutes, 'POST', '/api/v1/webhooks/shopify/orders/create');
    expect(shopify.kind === 'matched' && shopify.route.fn.name).toBe('store-webhook');
    expect(shopify.kind === 'matched' && shopify.pathParameters).toEqual({
      platform: 'shopify',
      topic: 'orders/create',
    });
    const bigcommerce = matchRoute(manifestRoutes, 'POST', '/api/v1/webhooks/bigcommerce/store/order/created');
    expect(bigcommerce.kind === 'matched' && bigcommerce.pathParameters).toEqual({
      platform: 'bigcommerce',
      topic: 'store/order/created',
    });
    const easypost = matchRoute(manifestRoutes, 'POST', '/api/v1/webhooks/easypost');
    expect(easypost.kind === 'matched' && easypost.route.fn.name).toBe('easypost-webhook');
    expect(matchRoute(manifestRoutes, 'POST', '/api/v1/webhooks/shopify').kind).toBe('not-found');
  });
});

describe('JWT authorizer (x-authorization)', () => {
  const cases: [string, () => string | undefined][] = [
    ['no header', () => undefined],
    ['an empty Bearer', () => 'Bearer '],
    ['garbage', () => 'not-a-jwt'],
    ['a token signed by another key', () => signJwt(otherKey, idClaims())],
    ['an expired token', () => signJwt(keys.privateKey, idClaims({ exp: now() - 60, iat: now() - 3600 }))],
    [
      'a token from another issuer',
      () => signJwt(keys.privateKey, idClaims({ iss: 'http://localhost:9229/other_pool' })),
    ],
    ['a token for another app client', () => signJwt(keys.privateKey, idClaims({ aud: 'someone-else' }))],
  ];
  it.each(cases)('issue 2 acceptance: a request with %s gets 401 {"message":"Unauthorized"}', async (_name, token) => {
    const t = token();
    const res = await api('/api/v1/things', { headers: t === undefined ? {} : { 'x-authorization': t } });
    expect(res.status).toBe(401);
    expect(await res.text()).toBe('{"message":"Unauthorized"}');
  });

  it.each([
    ['a raw id token', (t: string) => t],
    ['a Bearer id token', (t: string) => `Bearer ${t}`],
  ])('issue 2 §5: %s is accepted and its claims reach the handler as strings', async (_name, wrap) => {
    const res = await api('/api/v1/things', {
      headers: { 'x-authorization': wrap(signJwt(keys.privateKey, idClaims())) },
    });
    expect(res.status).toBe(200);
    const event = (await res.json()) as APIGatewayProxyEventV2WithJWTAuthorizer;
    expect(event.requestContext.authorizer.jwt.claims).toMatchObject({
      sub: 'user-1',
      email: 'demo@shipdeck.local',
      email_verified: 'true',
      'cognito:groups': '[admins packers]',
    });
    expect(typeof event.requestContext.authorizer.jwt.claims.exp).toBe('string');
  });

  it('issue 2 §5: an access token passes on client_id, as API Gateway checks aud or client_id', async () => {
    const access = signJwt(keys.privateKey, {
      sub: 'user-1',
      client_id: CLIENT_ID,
      token_use: 'access',
      scope: 'aws.cognito.signin.user.admin',
      iss: ISSUER,
      iat: now(),
      exp: now() + 3600,
    });
    const res = await api('/api/v1/things', { headers: { 'x-authorization': access } });
    expect(res.status).toBe(200);
    const event = (await res.json()) as APIGatewayProxyEventV2WithJWTAuthorizer;
    expect(event.requestContext.authorizer.jwt.scopes).toEqual(['aws.cognito.signin.user.admin']);
  });

  it('issue 2 §3: a route with auth none needs no token and carries no authorizer', async () => {
    const res = await api('/api/health');
    expect(res.status).toBe(200);
    const event = (await res.json()) as { requestContext: Record<string, unknown> };
    expect(event.requestContext.authorizer).toBeUndefined();
  });
});

describe('payload format 2.0 event and response', () => {
  const token = () => signJwt(keys.privateKey, idClaims());

  it('issue 2 §3: the event has the fields API Gateway sends', async () => {
    const res = await api('/api/v1/things/t%201?tag=a&tag=b&q=x%20y', {
      headers: {
        'x-authorization': token(),
        'X-Shipdeck-Account': 'acc-1',
        cookie: 'c1=v1; c2=v2',
        'user-agent': 'vitest',
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-echo')).toBe('yes');
    expect(res.headers.get('set-cookie')).toBe('a=1, b=2');
    expect(res.headers.get('apigw-requestid')).toBeTruthy();
    const e = (await res.json()) as APIGatewayProxyEventV2WithJWTAuthorizer;
    expect(e).toMatchObject({
      version: '2.0',
      routeKey: 'GET /api/v1/things/{thingId}',
      rawPath: '/api/v1/things/t%201',
      rawQueryString: 'tag=a&tag=b&q=x%20y',
      cookies: ['c1=v1', 'c2=v2'],
      queryStringParameters: { tag: 'a,b', q: 'x y' },
      pathParameters: { thingId: 't 1' },
      isBase64Encoded: false,
      requestContext: {
        accountId: expect.any(String),
        apiId: expect.any(String),
        routeKey: 'GET /api/v1/things/{thingId}',
        stage: '$default',
        requestId: res.headers.get('apigw-requestid'),
        http: {
          method: 'GET',
          path: '/api/v1/things/t 1',
          protocol: 'HTTP/1.1',
          sourceIp: '127.0.0.1',
          userAgent: 'vitest',
        },
        timeEpoch: expect.any(Number),
      },
    });
    expect(e.headers['x-shipdeck-account']).toBe('acc-1');
    expect(e.headers.cookie).toBeUndefined();
    expect(e.requestContext.time).toMatch(/^\d{2}\/[A-Z][a-z]{2}\/\d{4}:\d{2}:\d{2}:\d{2} \+0000$/);
    expect(e.body).toBeUndefined();
  });

  it.each([
    ['application/json', '{"a":1}', false],
    ['text/plain; charset=utf-8', 'hello', false],
    ['application/pdf', '%PDF-1.7 binary', true],
  ])('issue 2 §3: a %s body arrives as text unless binary (base64)', async (contentType, body, base64) => {
    const res = await api('/api/v1/things/t-1/files', {
      method: 'POST',
      headers: { 'x-authorization': token(), 'content-type': contentType },
      body,
    });
    const e = (await res.json()) as APIGatewayProxyEventV2WithJWTAuthorizer;
    expect(e.isBase64Encoded).toBe(base64);
    expect(base64 ? Buffer.from(e.body!, 'base64').toString() : e.body).toBe(body);
  });

  it('a body declared larger than any route accepts is refused with 413 before it is read', async () => {
    const res = await api('/api/v1/things/t-1/files', {
      method: 'POST',
      headers: { 'x-authorization': token(), 'content-type': 'application/json' },
      body: 'x'.repeat(LARGEST_BODY_BYTES + 1),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Request Entity Too Large' });
  });

  it('a chunked body that passes the limit is answered 413 without waiting for its end', async () => {
    const port = (gateway.server.address() as AddressInfo).port;
    const status = await new Promise<number>((resolvePromise, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/v1/things/t-1/files',
          headers: { 'x-authorization': token(), 'transfer-encoding': 'chunked' },
        },
        (res) => {
          res.resume();
          resolvePromise(res.statusCode ?? 0);
          req.destroy();
        },
      );
      req.on('error', (err) => (req.destroyed ? undefined : reject(err)));
      // The request is never ended: only the gateway's early answer can settle the promise.
      const chunk = Buffer.alloc(256 * 1024, 'x');
      for (let sent = 0; sent <= LARGEST_BODY_BYTES; sent += chunk.length) req.write(chunk);
    });
    expect(status).toBe(413);
  });

  it('issue 2 §3: a plain object result becomes a 200 JSON body', async () => {
    const res = await api('/api/v1/plain', { headers: { 'x-authorization': token() } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await res.json()).toEqual({ hello: 'world' });
  });

  it("issue 2 §3: a crashing handler gives API Gateway's bare 500", async () => {
    const res = await api('/api/v1/crash', { headers: { 'x-authorization': token() } });
    expect(res.status).toBe(500);
    expect(await res.text()).toBe('{"message":"Internal Server Error"}');
  });

  it.each([
    ['/api/v1/nothing-here', 'GET', 404, '{"message":"Not Found"}'],
    // As API Gateway HTTP APIs do: a known path with a method it has no route for is 404.
    ['/api/v1/things', 'DELETE', 404, '{"message":"Not Found"}'],
  ])('issue 2 §3: %s (%s) → %i JSON', async (path, method, status, body) => {
    const res = await api(path, { method });
    expect(res.status).toBe(status);
    expect(await res.text()).toBe(body);
  });

  it('issue 2 §3: runtime-config.json is served on the same origin', async () => {
    const res = await api('/runtime-config.json');
    expect(res.status).toBe(200);
    const cfg = (await res.json()) as { environment: string; apiBaseUrl: string; userPoolEndpoint: string };
    expect(cfg).toMatchObject({ environment: 'local', apiBaseUrl: '' });
    expect(cfg.userPoolEndpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/cognito-idp$/);
  });
});

describe('while the emulators are still starting', () => {
  it('issue 2 §3: the app port is open but API calls answer 503 until the backend is ready', async () => {
    let ready = false;
    const early = await startGateway({
      port: 0,
      functions: TEST_FUNCTIONS,
      backend: () =>
        ready
          ? {
              authorize: async () => undefined,
              runtimeConfig: () => ({
                environment: 'local',
                region: 'us-east-1',
                userPoolId: 'p',
                userPoolClientId: 'c',
                apiBaseUrl: '',
              }),
            }
          : undefined,
      web: { kind: 'none' },
      invoke,
    });
    try {
      const url = `http://127.0.0.1:${(early.server.address() as AddressInfo).port}`;
      for (const path of ['/api/health', '/runtime-config.json']) {
        const res = await fetch(url + path);
        expect(res.status).toBe(503);
        expect(await res.text()).toBe('{"message":"Service Unavailable"}');
      }
      ready = true;
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
    } finally {
      await early.stop();
    }
  });
});

describe('Cognito shim on the app origin', () => {
  it('issue 2 §3: GetTokensFromRefreshToken becomes InitiateAuth REFRESH_TOKEN_AUTH; other calls pass through', async () => {
    const seen: { target: string; body: Record<string, unknown> }[] = [];
    const upstream = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        seen.push({ target: String(req.headers['x-amz-target']), body: JSON.parse(raw) as Record<string, unknown> });
        res.setHeader('content-type', 'application/x-amz-json-1.1');
        res.end(
          JSON.stringify({
            AuthenticationResult: { AccessToken: 'a', IdToken: 'i', ExpiresIn: 3600, TokenType: 'Bearer' },
            ChallengeParameters: {},
          }),
        );
      });
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', () => r()));
    const shimmed = await startGateway({
      port: 0,
      functions: TEST_FUNCTIONS,
      backend: () => ({
        authorize: async () => undefined,
        runtimeConfig: () => ({
          environment: 'local',
          region: 'us-east-1',
          userPoolId: 'p',
          userPoolClientId: 'c',
          apiBaseUrl: '',
        }),
        cognitoEndpoint: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
      }),
      invoke,
      web: { kind: 'none' },
    });
    try {
      const shim = `http://127.0.0.1:${(shimmed.server.address() as AddressInfo).port}/cognito-idp`;
      const post = (target: string, body: object) =>
        fetch(shim, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-amz-json-1.1',
            'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
          },
          body: JSON.stringify(body),
        });

      const refreshed = await post('GetTokensFromRefreshToken', { ClientId: 'c', RefreshToken: 'r-1' });
      expect(refreshed.status).toBe(200);
      expect(await refreshed.json()).toEqual({
        AuthenticationResult: { AccessToken: 'a', IdToken: 'i', ExpiresIn: 3600, TokenType: 'Bearer' },
      });
      expect(seen[0]).toEqual({
        target: 'AWSCognitoIdentityProviderService.InitiateAuth',
        body: { AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: 'c', AuthParameters: { REFRESH_TOKEN: 'r-1' } },
      });

      await post('SignUp', { ClientId: 'c', Username: 'x@y.z', Password: 'P' });
      expect(seen[1]).toEqual({
        target: 'AWSCognitoIdentityProviderService.SignUp',
        body: { ClientId: 'c', Username: 'x@y.z', Password: 'P' },
      });
    } finally {
      await shimmed.stop();
      await new Promise((r) => upstream.close(r));
    }
  });
});

describe('built web app (--prod)', () => {
  it('issue 2 §3: serves web/dist files and falls back to index.html for app routes, like CloudFront', async () => {
    const root = await mkdtemp(join(tmpdir(), 'shipdeck-dist-'));
    await mkdir(join(root, 'assets'));
    await writeFile(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(root, 'assets', 'app.js'), 'console.log(1)');
    const site = await startGateway({
      port: 0,
      functions: TEST_FUNCTIONS,
      backend: () => undefined,
      invoke,
      web: { kind: 'static', root },
    });
    try {
      const url = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
      // Vite's hashed assets are cached for good; the page itself is revalidated (a rebuild shows at once).
      const js = await fetch(`${url}/assets/app.js`);
      expect([js.status, js.headers.get('content-type'), js.headers.get('cache-control'), await js.text()]).toEqual([
        200,
        'text/javascript',
        'public, max-age=31536000, immutable',
        'console.log(1)',
      ]);
      for (const path of ['/', '/warehouses/abc', '/../../etc/passwd']) {
        const page = await fetch(url + path);
        expect([page.status, page.headers.get('cache-control'), await page.text()]).toEqual([
          200,
          'no-cache',
          '<!doctype html><div id="root"></div>',
        ]);
      }
      // As the CloudFront function: only a path whose last segment has no extension falls back.
      expect((await fetch(`${url}/assets/missing.js`)).status).toBe(404);
    } finally {
      await site.stop();
      await rm(root, { recursive: true, force: true });
    }
  });

  it('issue 26: answers the public site pages with site.html, but a tracking-page host always with the app', async () => {
    const root = await mkdtemp(join(tmpdir(), 'shipdeck-dist-'));
    await writeFile(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(root, 'site.html'), '<!doctype html><div id="site-root"></div>');
    const site = await startGateway({
      port: 0,
      functions: TEST_FUNCTIONS,
      backend: () => undefined,
      invoke,
      web: { kind: 'static', root },
    });
    try {
      const port = (site.server.address() as AddressInfo).port;
      // Through node:http, because fetch sends its own Host header whatever it is given.
      const body = (path: string, host = `localhost:${port}`) =>
        new Promise<[number | undefined, string]>((resolve, reject) => {
          httpGet({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (text += chunk));
            response.on('end', () => resolve([response.statusCode, text]));
          }).on('error', reject);
        });
      for (const path of ['/home', '/pricing', '/pricing?ref=ad', '/docs/api', '/blog/dry-ice', '/s/Xq7f2k9a'])
        expect(await body(path), path).toEqual([200, '<!doctype html><div id="site-root"></div>']);
      for (const path of ['/', '/orders', '/sign-in', '/full-coverage-terms'])
        expect(await body(path), path).toEqual([200, '<!doctype html><div id="root"></div>']);
      // demo-foods.localhost shows the merchant's tracking page at every path, site paths included.
      expect(await body('/pricing', `demo-foods.localhost:${port}`)).toEqual([
        200,
        '<!doctype html><div id="root"></div>',
      ]);
      expect(await body('/pricing', `localhost:${port}`)).toEqual([200, '<!doctype html><div id="site-root"></div>']);
    } finally {
      await site.stop();
      await rm(root, { recursive: true, force: true });
    }
  });
});
