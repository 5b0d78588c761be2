import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FunctionDefinition } from '../app-manifest';
import {
  buildHttpEvent,
  gatewayError,
  matchRoute,
  routesFromManifest,
  toHttpResponse,
  type HttpResponse,
  type HttpRoute,
} from './http-api';
import { MAX_BODY_BYTES, readBody, send } from './http-io';
import type { AuthorizedJwt, JwtAuthorizer } from './jwt-authorizer';
import type { InvokeFunction } from './lambda-runtime';
import { LOCAL_HOST } from './local-config';
import type { RateLimiter, RateLimitVerdict } from './rate-limiter';

/**
 * The HTTP API twin behind `/api/*`: routes from the app manifest, the JWT authorizer, payload
 * 2.0 events to the real handlers and their answers written back, as API Gateway does.
 */

export type ApiTwin = (req: IncomingMessage, res: ServerResponse, authorize: JwtAuthorizer) => Promise<void>;

export function createApiTwin(opts: {
  functions: readonly FunctionDefinition[];
  invoke: InvokeFunction;
  log: (line: string) => void;
  /** The public routes' limits (infra/rate-limits.ts); absent: nothing is limited (benches only). */
  rateLimiter?: RateLimiter;
}): ApiTwin {
  const routes = routesFromManifest(opts.functions);
  return async (req, res, authorize) => {
    const started = Date.now();
    const requestId = randomUUID();
    let response: HttpResponse;
    try {
      response = await answer(req, routes, authorize, opts, requestId);
    } catch (err) {
      opts.log(
        `[api] ${req.method} ${req.url} failed in the gateway: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
      );
      response = gatewayError(500);
    }
    response.headers['apigw-requestid'] = requestId;
    send(res, response);
    opts.log(`${req.method} ${req.url} ${response.statusCode} ${Date.now() - started}ms`);
  };
}

async function answer(
  req: IncomingMessage,
  routes: HttpRoute[],
  authorize: JwtAuthorizer,
  opts: { invoke: InvokeFunction; log: (line: string) => void; rateLimiter?: RateLimiter },
  requestId: string,
): Promise<HttpResponse> {
  const url = req.url ?? '/';
  const path = url.split('?')[0];
  const sourceIp = req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? LOCAL_HOST;
  // WAF on CloudFront counts before API Gateway routes anything.
  const perClient = opts.rateLimiter?.client({ path, sourceIp, headers: req.headers });
  if (perClient && !perClient.allowed) return tooManyRequests(req, perClient);

  const match = matchRoute(routes, req.method ?? 'GET', path);
  // API Gateway HTTP APIs answer a known path with an unrouted method as 404, not 405.
  if (match.kind !== 'matched') return gatewayError(404);
  const perRoute = opts.rateLimiter?.route(match.route);
  if (perRoute && !perRoute.allowed) return tooManyRequests(req, perRoute);

  const body = await readBody(req, MAX_BODY_BYTES);
  if (body === 'too-large') return gatewayError(413, { connection: 'close' });

  let jwt: AuthorizedJwt | undefined;
  if (match.route.auth === 'jwt') {
    const header = req.headers['x-authorization'];
    jwt = await authorize(Array.isArray(header) ? header[0] : header);
    if (!jwt) return gatewayError(401, { 'www-authenticate': 'Bearer' });
  }

  const event = buildHttpEvent(
    {
      method: req.method ?? 'GET',
      url,
      headers: req.headers,
      body,
      sourceIp,
    },
    match,
    jwt,
    { requestId },
  );
  const fn = match.route.fn;
  try {
    return toHttpResponse(await opts.invoke(fn, event, requestId));
  } catch (err) {
    // In AWS a crashed or timed-out Lambda becomes this same bare 500.
    opts.log(
      `[api] ${fn.name} (${fn.entry}) failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
    );
    return gatewayError(500);
  }
}

function tooManyRequests(req: IncomingMessage, verdict: Extract<RateLimitVerdict, { allowed: false }>): HttpResponse {
  // The body is never read: discard it so the connection can carry the next request.
  req.resume();
  return gatewayError(429, { 'retry-after': String(verdict.retryAfterSeconds) });
}
