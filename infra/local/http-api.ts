import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import type { FunctionDefinition, HttpMethod, HttpTrigger } from '../app-manifest';
import type { AuthorizedJwt } from './jwt-authorizer';
import { TOO_MANY_REQUESTS_BODY } from '../rate-limits';
import { LOCAL_ACCOUNT_ID } from './local-config';

/**
 * What API Gateway (HTTP API, payload format 2.0) does between the socket and the Lambda:
 * route selection, the event, and turning the Lambda's answer back into an HTTP response.
 */

export interface HttpRoute {
  fn: FunctionDefinition;
  method: HttpMethod;
  path: string;
  auth: 'jwt' | 'none';
  routeKey: string;
  segments: string[];
}

export type RouteMatch =
  | { kind: 'matched'; route: HttpRoute; pathParameters: Record<string, string> }
  | { kind: 'method-not-allowed'; allow: HttpMethod[] }
  | { kind: 'not-found' };

export function routesFromManifest(functions: readonly FunctionDefinition[]): HttpRoute[] {
  const routes = functions.flatMap((fn) =>
    (fn.http ?? []).map((t: HttpTrigger) => ({
      fn,
      method: t.method,
      path: t.path,
      auth: t.auth ?? 'jwt',
      routeKey: `${t.method} ${t.path}`,
      segments: t.path.split('/').filter(Boolean),
    })),
  );
  // API Gateway prefers the most specific route: literal segments beat {param}, which beat {proxy+}.
  return routes.sort((a, b) => specificity(b) - specificity(a));
}

function specificity(route: HttpRoute): number {
  return route.segments.reduce((score, s, i) => score + (isGreedy(s) ? 0 : isParam(s) ? 1 : 2) * 10 ** (20 - i), 0);
}

const isParam = (s: string) => s.startsWith('{') && s.endsWith('}');
const isGreedy = (s: string) => s.startsWith('{') && s.endsWith('+}');

function matchPath(route: HttpRoute, segments: string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (let i = 0; i < route.segments.length; i++) {
    const pattern = route.segments[i];
    if (isGreedy(pattern)) {
      if (i >= segments.length) return undefined;
      params[pattern.slice(1, -2)] = segments.slice(i).map(safeDecode).join('/');
      return params;
    }
    const actual = segments[i];
    if (actual === undefined) return undefined;
    if (isParam(pattern)) params[pattern.slice(1, -1)] = safeDecode(actual);
    else if (pattern !== actual) return undefined;
  }
  return segments.length === route.segments.length ? params : undefined;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export function matchRoute(routes: readonly HttpRoute[], method: string, rawPath: string): RouteMatch {
  const segments = rawPath.split('/').filter(Boolean);
  const allow = new Set<HttpMethod>();
  for (const route of routes) {
    const params = matchPath(route, segments);
    if (!params) continue;
    if (route.method === method) return { kind: 'matched', route, pathParameters: params };
    allow.add(route.method);
  }
  return allow.size ? { kind: 'method-not-allowed', allow: [...allow] } : { kind: 'not-found' };
}

/** Content types API Gateway passes as text; everything else arrives base64-encoded. */
export function isTextContentType(contentType: string | undefined): boolean {
  if (!contentType) return true;
  const type = contentType.split(';')[0].trim().toLowerCase();
  return (
    type.startsWith('text/') ||
    type === 'application/json' ||
    type.endsWith('+json') ||
    type === 'application/xml' ||
    type.endsWith('+xml') ||
    type === 'application/javascript' ||
    type === 'application/x-www-form-urlencoded' ||
    type === 'application/graphql'
  );
}

export interface IncomingHttpRequest {
  method: string;
  /** Path and query exactly as sent, e.g. `/api/v1/warehouses?limit=10`. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  sourceIp: string;
}

export function buildHttpEvent(
  req: IncomingHttpRequest,
  match: { route: HttpRoute; pathParameters: Record<string, string> },
  jwt: AuthorizedJwt | undefined,
  opts: { requestId?: string; now?: Date; domainName?: string } = {},
): APIGatewayProxyEventV2 | APIGatewayProxyEventV2WithJWTAuthorizer {
  const now = opts.now ?? new Date();
  const queryAt = req.url.indexOf('?');
  const rawPath = queryAt === -1 ? req.url : req.url.slice(0, queryAt);
  const rawQueryString = queryAt === -1 ? '' : req.url.slice(queryAt + 1);

  const headers: Record<string, string> = {};
  let cookies: string[] | undefined;
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    const key = name.toLowerCase();
    // Format 2.0 moves cookies out of the headers into their own array.
    if (key === 'cookie') {
      cookies = (Array.isArray(value) ? value.join('; ') : value).split(/;\s*/).filter(Boolean);
      continue;
    }
    headers[key] = Array.isArray(value) ? value.join(',') : value;
  }
  const domainName = opts.domainName ?? headers.host?.split(':')[0] ?? 'localhost';

  const queryStringParameters: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(rawQueryString)) {
    // Repeated parameters are joined with commas in format 2.0.
    queryStringParameters[key] = key in queryStringParameters ? `${queryStringParameters[key]},${value}` : value;
  }

  const hasBody = req.body.length > 0;
  const text = isTextContentType(headers['content-type']);
  const requestId = opts.requestId ?? randomUUID();
  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey: match.route.routeKey,
    rawPath,
    rawQueryString,
    ...(cookies ? { cookies } : {}),
    headers,
    ...(rawQueryString ? { queryStringParameters } : {}),
    ...(Object.keys(match.pathParameters).length ? { pathParameters: match.pathParameters } : {}),
    requestContext: {
      accountId: LOCAL_ACCOUNT_ID,
      apiId: 'local',
      domainName,
      domainPrefix: domainName.split('.')[0],
      http: {
        method: req.method,
        path: safeDecode(rawPath),
        protocol: 'HTTP/1.1',
        sourceIp: req.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey: match.route.routeKey,
      stage: '$default',
      time: apiGatewayTime(now),
      timeEpoch: now.getTime(),
    },
    ...(hasBody ? { body: text ? req.body.toString('utf8') : req.body.toString('base64') } : {}),
    isBase64Encoded: hasBody && !text,
  };
  if (!jwt) return event;
  return {
    ...event,
    requestContext: {
      ...event.requestContext,
      authorizer: { principalId: '', integrationLatency: 0, jwt: { claims: jwt.claims, scopes: jwt.scopes } },
    },
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `21/Nov/2026:23:41:13 +0000`, the CLF timestamp API Gateway puts in requestContext.time. */
export function apiGatewayTime(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCDate())}/${MONTHS[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())} +0000`;
}

export interface HttpResponse {
  statusCode: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/**
 * Format 2.0 response rules: an object with `statusCode` is used as given; anything else is
 * treated as a 200 JSON body (API Gateway serialises the Lambda's return value).
 */
export function toHttpResponse(result: unknown): HttpResponse {
  if (isStructured(result)) {
    const headers: Record<string, string | string[]> = {};
    for (const [k, v] of Object.entries(result.headers ?? {}))
      if (v !== undefined && v !== null) headers[k.toLowerCase()] = String(v);
    if (result.cookies?.length) headers['set-cookie'] = result.cookies.map(String);
    const body = result.body === undefined || result.body === null ? '' : String(result.body);
    return {
      statusCode: result.statusCode,
      headers,
      body: result.isBase64Encoded ? Buffer.from(body, 'base64') : Buffer.from(body, 'utf8'),
    };
  }
  return {
    statusCode: 200,
    headers: { 'content-type': 'application/json' },
    body: Buffer.from(result === undefined ? '' : JSON.stringify(result), 'utf8'),
  };
}

interface StructuredResult {
  statusCode: number;
  headers?: Record<string, unknown>;
  cookies?: unknown[];
  body?: unknown;
  isBase64Encoded?: boolean;
}

function isStructured(result: unknown): result is StructuredResult {
  return (
    typeof result === 'object' && result !== null && typeof (result as { statusCode?: unknown }).statusCode === 'number'
  );
}

/** API Gateway's own answers (and WAF's 429), byte for byte what the web client sees in AWS. */
export function gatewayError(
  statusCode: 401 | 404 | 413 | 429 | 500 | 503,
  extraHeaders: Record<string, string> = {},
): HttpResponse {
  if (statusCode === 429) {
    return {
      statusCode,
      headers: { 'content-type': 'application/json', ...extraHeaders },
      body: Buffer.from(TOO_MANY_REQUESTS_BODY),
    };
  }
  const message = {
    401: 'Unauthorized',
    404: 'Not Found',
    413: 'Request Entity Too Large',
    500: 'Internal Server Error',
    503: 'Service Unavailable',
  }[statusCode];
  return {
    statusCode,
    headers: { 'content-type': 'application/json', ...extraHeaders },
    body: Buffer.from(JSON.stringify({ message })),
  };
}
