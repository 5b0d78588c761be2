import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import type { FunctionDefinition } from '../app-manifest';
import type { RuntimeConfig } from '#api/runtime-config';
import { LARGEST_BODY_BYTES } from '#lib/http/request-body';
import { buildHttpEvent, gatewayError, matchRoute, routesFromManifest, toHttpResponse, type HttpResponse, type HttpRoute } from './http-api';
import type { AuthorizedJwt, JwtAuthorizer } from './jwt-authorizer';
import { invokeHandler, type LambdaHandler } from './lambda-runtime';
import { COGNITO_PROXY_PATH, LOCAL_HOST } from './local-config';
import { LocalStartError } from './preflight';

/**
 * One origin, like CloudFront in AWS: `/api/*` goes through the HTTP API twin (routes from the
 * app manifest, JWT authorizer, payload 2.0 events, real handlers in process); everything else
 * is `runtime-config.json`, the Cognito shim and the web app.
 */

/**
 * API Gateway takes 10 MB and Lambda 6 MB, but no route accepts more than LARGEST_BODY_BYTES
 * (each route refuses above its own limit), so the local twin reads no further than that.
 */
const MAX_BODY_BYTES = LARGEST_BODY_BYTES;

export type WebApp =
  | { kind: 'vite'; configFile: string }
  | { kind: 'static'; root: string }
  | { kind: 'none' };

/** What the API side needs from the emulators; absent while they are still starting. */
export interface GatewayBackend {
  authorize: JwtAuthorizer;
  /** Built per request: the Cognito shim URL follows the host the browser used. */
  runtimeConfig: (host?: string) => RuntimeConfig;
  /** cognito-local endpoint the shim forwards to. */
  cognitoEndpoint?: string;
}

export interface GatewayOptions {
  port: number;
  functions: readonly FunctionDefinition[];
  /** Until it returns a backend, API calls get 503 (the web app can already load). */
  backend: () => GatewayBackend | undefined;
  web: WebApp;
  /** Resolves the handler for a function; defaults to importing its manifest entry. */
  resolveHandler?: (fn: FunctionDefinition) => Promise<LambdaHandler> | LambdaHandler | undefined;
  log?: (line: string) => void;
}

export interface Gateway {
  url: string;
  server: Server;
  webReady: Promise<void>;
  stop(): Promise<void>;
}

export async function startGateway(opts: GatewayOptions): Promise<Gateway> {
  const routes = routesFromManifest(opts.functions);
  const log = opts.log ?? (() => undefined);
  const server = createServer();
  let web: Promise<((req: IncomingMessage, res: ServerResponse) => void) | undefined> = Promise.resolve(undefined);
  let closeWeb: () => Promise<void> = async () => undefined;

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0];
    const isApi = path === '/api' || path.startsWith('/api/');
    const isConfig = path === '/runtime-config.json' && (req.method === 'GET' || req.method === 'HEAD');
    const isCognito = path === COGNITO_PROXY_PATH;
    if (isApi || isConfig || isCognito) {
      const backend = opts.backend();
      if (!backend) {
        send(res, gatewayError(503, { 'retry-after': '1' }));
      } else if (isApi) {
        void handleApi(req, res, routes, backend, opts, log);
      } else if (isConfig) {
        send(res, { statusCode: 200, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' }, body: Buffer.from(JSON.stringify(backend.runtimeConfig(safeHost(req.headers.host)))) });
      } else if (backend.cognitoEndpoint) {
        void proxyCognito(req, res, backend.cognitoEndpoint, log);
      } else {
        send(res, gatewayError(404));
      }
      return;
    }
    void web.then(
      (serve) =>
        serve ? serve(req, res) : send(res, { statusCode: 404, headers: { 'content-type': 'text/plain' }, body: Buffer.from('The web app is not available in this runtime.\n') }),
      (err: unknown) => {
        log(`[web] Vite failed to start: ${String(err)}`);
        send(res, gatewayError(500));
      },
    );
  });

  await new Promise<void>((resolvePromise, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'EADDRINUSE' ? new LocalStartError(`Port ${opts.port} is in use: stop the other process or set PORT=<another port>.`) : err),
    );
    server.listen({ port: opts.port, host: LOCAL_HOST }, () => resolvePromise());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;

  // Vite loads while the emulators start; page requests wait for it, API calls do not.
  if (opts.web.kind === 'vite') {
    const vite = startVite(opts.web.configFile, server);
    vite.catch(() => undefined);
    web = vite.then((v) => (req: IncomingMessage, res: ServerResponse) => v.middlewares(req, res, () => send(res, { statusCode: 404, headers: {}, body: Buffer.alloc(0) })));
    closeWeb = () => vite.then((v) => v.close(), () => undefined);
  } else if (opts.web.kind === 'static') {
    web = Promise.resolve(staticSite(opts.web.root));
  }

  return {
    url: `http://localhost:${port}`,
    server,
    /** Resolves once the web app can be served (Vite's dependency scan done, or at once). */
    webReady: web.then(() => undefined, () => undefined),
    stop: async () => {
      await closeWeb();
      await new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      });
    },
  };
}

function safeHost(host: string | undefined): string | undefined {
  return host && /^[A-Za-z0-9.\-:[\]]+$/.test(host) ? host : undefined;
}

async function handleApi(req: IncomingMessage, res: ServerResponse, routes: HttpRoute[], backend: GatewayBackend, opts: GatewayOptions, log: (line: string) => void): Promise<void> {
  const started = Date.now();
  const requestId = randomUUID();
  let response: HttpResponse;
  try {
    response = await answerApi(req, routes, backend, opts, requestId, log);
  } catch (err) {
    log(`[api] ${req.method} ${req.url} failed in the gateway: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    response = gatewayError(500);
  }
  response.headers['apigw-requestid'] = requestId;
  send(res, response);
  log(`${req.method} ${req.url} ${response.statusCode} ${Date.now() - started}ms`);
}

async function answerApi(req: IncomingMessage, routes: HttpRoute[], backend: GatewayBackend, opts: GatewayOptions, requestId: string, log: (line: string) => void): Promise<HttpResponse> {
  const url = req.url ?? '/';
  const match = matchRoute(routes, req.method ?? 'GET', url.split('?')[0]);
  // API Gateway HTTP APIs answer a known path with an unrouted method as 404, not 405.
  if (match.kind !== 'matched') return gatewayError(404);

  const body = await readBody(req, MAX_BODY_BYTES);
  if (body === 'too-large') return gatewayError(413, { connection: 'close' });

  let jwt: AuthorizedJwt | undefined;
  if (match.route.auth === 'jwt') {
    const header = req.headers['x-authorization'];
    jwt = await backend.authorize(Array.isArray(header) ? header[0] : header);
    if (!jwt) return gatewayError(401, { 'www-authenticate': 'Bearer' });
  }

  const event = buildHttpEvent(
    { method: req.method ?? 'GET', url, headers: req.headers, body, sourceIp: req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? LOCAL_HOST },
    match,
    jwt,
    { requestId },
  );
  const fn = match.route.fn;
  try {
    const handler = opts.resolveHandler ? await opts.resolveHandler(fn) : undefined;
    const result = await invokeHandler(fn, event, { handler, requestId });
    return toHttpResponse(result);
  } catch (err) {
    // In AWS a crashed or timed-out Lambda becomes this same bare 500.
    log(`[api] ${fn.name} (${fn.entry}) failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    return gatewayError(500);
  }
}

/**
 * The body, or 'too-large' as soon as it is known to pass `limit` (its content-length, or the
 * bytes read so far): the rest is drained unread rather than buffered.
 */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | 'too-large'> {
  return new Promise((resolvePromise, reject) => {
    const tooLarge = () => {
      req.removeListener('data', onData);
      req.resume();
      resolvePromise('too-large');
    };
    if (Number(req.headers['content-length'] ?? 0) > limit) return tooLarge();
    const chunks: Buffer[] = [];
    let size = 0;
    function onData(chunk: Buffer) {
      size += chunk.length;
      if (size > limit) tooLarge();
      else chunks.push(chunk);
    }
    req.on('data', onData);
    req.on('end', () => resolvePromise(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, response: HttpResponse): void {
  if (res.headersSent) return;
  res.statusCode = response.statusCode;
  for (const [name, value] of Object.entries(response.headers)) res.setHeader(name, value);
  res.setHeader('content-length', response.body.length);
  res.end(response.body);
}

const GET_TOKENS_FROM_REFRESH_TOKEN = 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken';

/**
 * cognito-local has no GetTokensFromRefreshToken, which aws-amplify uses to refresh sessions;
 * the shim turns it into InitiateAuth REFRESH_TOKEN_AUTH and passes every other call through.
 */
async function proxyCognito(req: IncomingMessage, res: ServerResponse, endpoint: string, log: (line: string) => void): Promise<void> {
  try {
    if (req.method === 'OPTIONS') {
      send(res, { statusCode: 204, headers: { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'POST' }, body: Buffer.alloc(0) });
      return;
    }
    const body = await readBody(req, MAX_BODY_BYTES);
    if (body === 'too-large') return send(res, gatewayError(413, { connection: 'close' }));
    let target = String(req.headers['x-amz-target'] ?? '');
    let payload = body;
    const refreshing = target === GET_TOKENS_FROM_REFRESH_TOKEN;
    if (refreshing) {
      const input = JSON.parse(body.toString('utf8') || '{}') as { ClientId?: string; RefreshToken?: string; DeviceKey?: string; ClientMetadata?: Record<string, string> };
      target = 'AWSCognitoIdentityProviderService.InitiateAuth';
      payload = Buffer.from(
        JSON.stringify({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: input.ClientId,
          AuthParameters: { REFRESH_TOKEN: input.RefreshToken, ...(input.DeviceKey ? { DEVICE_KEY: input.DeviceKey } : {}) },
          ...(input.ClientMetadata ? { ClientMetadata: input.ClientMetadata } : {}),
        }),
      );
    }
    const upstream = await fetch(`${endpoint}/`, {
      method: 'POST',
      headers: { 'content-type': String(req.headers['content-type'] ?? 'application/x-amz-json-1.1'), 'x-amz-target': target },
      body: payload.toString('utf8'),
    });
    let text = await upstream.text();
    if (refreshing && upstream.ok) {
      const parsed = JSON.parse(text) as { AuthenticationResult?: unknown };
      text = JSON.stringify({ AuthenticationResult: parsed.AuthenticationResult });
    }
    send(res, {
      statusCode: upstream.status,
      headers: { 'content-type': upstream.headers.get('content-type') ?? 'application/x-amz-json-1.1', 'access-control-allow-origin': '*' },
      body: Buffer.from(text),
    });
  } catch (err) {
    log(`[cognito] shim failed: ${String(err)}`);
    send(res, { statusCode: 502, headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify({ __type: 'InternalErrorException', message: 'cognito-local is not reachable' })) });
  }
}

async function startVite(configFile: string, httpServer: Server) {
  const { createServer: createViteServer } = await import('vite');
  return createViteServer({
    configFile,
    appType: 'spa',
    logLevel: 'warn',
    clearScreen: false,
    server: { middlewareMode: true, ws: { server: httpServer } },
  });
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

/** A built site with SPA fallback, as CloudFront serves it (unknown paths get index.html). */
function staticSite(root: string): (req: IncomingMessage, res: ServerResponse) => void {
  const base = resolve(root);
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, { statusCode: 405, headers: { allow: 'GET, HEAD' }, body: Buffer.alloc(0) });
    let path: string;
    try {
      path = decodeURIComponent((req.url ?? '/').split('?')[0]);
    } catch {
      path = '/';
    }
    let file = normalize(join(base, path));
    if (!file.startsWith(base) || !existsSync(file) || !statSync(file).isFile()) file = join(base, 'index.html');
    if (!existsSync(file)) return send(res, { statusCode: 404, headers: { 'content-type': 'text/plain' }, body: Buffer.from('web/dist has no index.html: run npm run build.\n') });
    res.statusCode = 200;
    res.setHeader('content-type', CONTENT_TYPES[extname(file)] ?? 'application/octet-stream');
    res.setHeader('cache-control', file.endsWith('index.html') ? 'no-cache' : 'public, max-age=31536000, immutable');
    if (req.method === 'HEAD') return void res.end();
    createReadStream(file).pipe(res);
  };
}
