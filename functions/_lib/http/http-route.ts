import middy from '@middy/core';
import type {
  APIGatewayProxyEventV2WithJWTAuthorizer,
  APIGatewayProxyResultV2,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import * as z from 'zod';
import type { MembershipReader } from '#domain/accounts/ports';
import { hasAllPermissions, hasAnyPermission, type PermissionKey } from '#domain/permissions/permission-keys';
import { ForbiddenError, NotFoundError } from '../errors';
import {
  identityFromEvent,
  isStaffEvent,
  requestedAccountId,
  selectMembership,
  type Caller,
  type Identity,
} from './caller';
import { annotateTrace, traceHandler } from '../tracer';
import { errorMapper } from './error-mapper';
import { jsonResponse } from './responses';
import { assertBodySize, assertNoBody, DEFAULT_MAX_BODY_BYTES, parseJsonBody } from './request-body';
import { parseOrThrow } from './zod-errors';

type Schema = z.ZodType | undefined;
type Out<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

interface RouteOptions<B extends Schema, P extends Schema, Q extends Schema, R = unknown> {
  body?: B;
  /**
   * The handler reads the body's bytes itself (a signed webhook, verified over exactly those bytes);
   * without it or `body`, the route takes no body and refuses one.
   */
  rawBody?: boolean;
  params?: P;
  query?: Q;
  /** Every key must be true in the caller's permission set for the selected account (spec §6). */
  permissions?: readonly PermissionKey[];
  /** At least one of these keys must be true as well (a read shared by several roles). */
  anyPermission?: readonly PermissionKey[];
  successStatus?: number;
  /** Largest body accepted (413 above it, before parsing); DEFAULT_MAX_BODY_BYTES unless the route needs more. */
  maxBodyBytes?: number;
  /** How a success is answered when not as JSON (a file download); errors stay the JSON ones of every route. */
  respond?: (result: R) => APIGatewayProxyStructuredResultV2;
}

interface RouteInput<B extends Schema, P extends Schema, Q extends Schema> {
  body: Out<B>;
  params: Out<P>;
  query: Out<Q>;
  event: APIGatewayProxyEventV2WithJWTAuthorizer;
}

export type Handler = (
  event: APIGatewayProxyEventV2WithJWTAuthorizer,
  context: Context,
) => Promise<APIGatewayProxyResultV2>;

function parseInputs<B extends Schema, P extends Schema, Q extends Schema>(
  options: { body?: B; params?: P; query?: Q },
  event: APIGatewayProxyEventV2WithJWTAuthorizer,
): RouteInput<B, P, Q> {
  const params = options.params ? parseOrThrow(options.params, event.pathParameters ?? {}) : undefined;
  const query = options.query ? parseOrThrow(options.query, event.queryStringParameters ?? {}) : undefined;
  const body = options.body ? parseOrThrow(options.body, parseJsonBody(event)) : undefined;
  return { body, params, query, event } as RouteInput<B, P, Q>;
}

/** 403 unless the caller's permission set holds every `permissions` key and one of `anyPermission` (spec §6). */
function assertPermitted(
  options: { permissions?: readonly PermissionKey[]; anyPermission?: readonly PermissionKey[] },
  set: Caller['permissions'],
): void {
  if (options.permissions && !hasAllPermissions(set, options.permissions)) throw new ForbiddenError();
  if (options.anyPermission && !hasAnyPermission(set, options.anyPermission)) throw new ForbiddenError();
}

/** The schemas a route parses its input with: what tests derive requests from (test/integration/platform). */
export interface RouteInputSchemas {
  body?: z.ZodType;
  /** The handler reads the raw body itself (no schema to derive it from). */
  rawBody?: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
}
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const inputsOfHandler = new WeakMap<Handler, RouteInputSchemas>();
const methodsOfHandler = new WeakMap<Handler, Partial<Record<Method, Handler>>>();

/** The input schemas of the route `handler` serves for `method`; undefined when it was not built by this module. */
export function routeInputsOf(handler: Handler, method: string): RouteInputSchemas | undefined {
  const routes = methodsOfHandler.get(handler);
  const route = routes ? (routes[method as Method] ?? routes.GET) : handler;
  return route && inputsOfHandler.get(route);
}

function wrap(
  options: RouteInputSchemas & { maxBodyBytes?: number },
  run: (event: APIGatewayProxyEventV2WithJWTAuthorizer) => Promise<APIGatewayProxyResultV2>,
): Handler {
  const handler = middy<APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyResultV2>()
    .use(traceHandler())
    .use(errorMapper())
    .handler(async (event) => {
      annotateTrace({ operation: event.routeKey });
      // Both are properties of the route, not of the caller, like API Gateway's own payload limit:
      // checked before the caller is looked up or anything is parsed (a body on a route that takes
      // none is refused whatever its size, so a client learns its mistake rather than a size).
      if (!options.body && !options.rawBody) assertNoBody(event);
      assertBodySize(event, options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES);
      return run(event);
    }) as unknown as Handler;
  inputsOfHandler.set(handler, {
    body: options.body,
    rawBody: options.rawBody,
    params: options.params,
    query: options.query,
  });
  return handler;
}

function answer<R>(
  options: { successStatus?: number; respond?: (result: R) => APIGatewayProxyStructuredResultV2 },
  result: R,
): APIGatewayProxyResultV2 {
  if (options.respond) return options.respond(result);
  return jsonResponse(options.successStatus ?? (result === undefined ? 204 : 200), result);
}

/**
 * A route's builder: its options, and what it runs with the parsed inputs plus what the route
 * establishes about the caller (`Caller`, `Identity`, or nothing for a public route).
 */
type Route<Established> = <
  B extends Schema = undefined,
  P extends Schema = undefined,
  Q extends Schema = undefined,
  R = unknown,
>(
  options: RouteOptions<B, P, Q, R>,
  run: (input: RouteInput<B, P, Q> & Established) => Promise<R>,
) => Handler;

/**
 * A route that acts for a merchant account. The account comes from the verified identity's
 * memberships (optionally narrowed by the x-shipdeck-account header), never from the body.
 * An account the caller does not belong to answers 404, the same as one that does not exist.
 */
export type AccountRoute = Route<{ caller: Caller }>;

/**
 * The account route reading memberships through `memberships`; wired once with the accounts
 * adapter in functions/accounts/accounts.deps.ts, which every handler imports it from.
 */
export function makeAccountRoute(memberships: MembershipReader): AccountRoute {
  return (options, run) =>
    wrap(options, async (event) => {
      const identity = identityFromEvent(event);
      const found = await memberships.listMembershipsOfUser(identity.userId);
      const membership = selectMembership(found, requestedAccountId(event));
      if (!membership) throw new NotFoundError('Merchant account');
      annotateTrace({ accountId: membership.accountId });
      assertPermitted(options, membership.permissions);
      const caller: Caller = { ...identity, ...membership };
      const input = parseInputs(options, event);
      return answer(options, await run({ ...input, caller }));
    });
}

/** A route for a verified user who may not belong to any account yet (e.g. GET /me, create account). */
export const identityRoute: Route<{ identity: Identity }> = (options, run) =>
  wrap(options, async (event) => {
    const identity = identityFromEvent(event);
    const input = parseInputs(options, event);
    return answer(options, await run({ ...input, identity }));
  });

/**
 * A Shipdeck staff route (/api/v1/admin/*): a verified token of the staff group, or nothing. A merchant's
 * token answers 403 whatever its permissions; a request without a token (an API key is never one) 401.
 * Checked before any input is parsed, so a merchant learns nothing of the route's schema.
 */
export const adminRoute: Route<{ admin: Identity }> = (options, run) =>
  wrap(options, async (event) => {
    const identity = identityFromEvent(event);
    if (!isStaffEvent(event)) throw new ForbiddenError();
    const input = parseInputs(options, event);
    return answer(options, await run({ ...input, admin: identity }));
  });

/** A public route (no token): health checks, webhooks verified by their own signatures. */
export const publicRoute: Route<unknown> = (options, run) =>
  wrap(options, async (event) => {
    const input = parseInputs(options, event);
    return answer({ successStatus: 200, ...options }, await run(input));
  });

/**
 * A route called by a merchant's own system with a key in `header` instead of a token (the public
 * API): `authenticate` turns the header's value into the key's caller, or throws 401. The key is
 * checked before the body is parsed, so a caller without one learns nothing about the schema.
 */
export function makeKeyRoute(
  header: string,
  authenticate: (presented: string | undefined) => Promise<Caller>,
): AccountRoute {
  return (options, run) =>
    wrap(options, async (event) => {
      const caller = await authenticate(event.headers?.[header]);
      annotateTrace({ accountId: caller.accountId });
      assertPermitted(options, caller.permissions);
      const input = parseInputs(options, event);
      return answer(options, await run({ ...input, caller }));
    });
}

/** One function serving several methods of a resource (the manifest lists each route). */
export function byMethod(routes: Partial<Record<Method, Handler>> & { GET: Handler }): Handler {
  const handler: Handler = (event, context) =>
    (routes[event.requestContext.http.method as keyof typeof routes] ?? routes.GET)(event, context);
  methodsOfHandler.set(handler, routes);
  return handler;
}
