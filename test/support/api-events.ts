import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { ACCOUNT_HEADER } from '#api/accounts';

export interface TestUser {
  userId: string;
  email: string;
  /** Cognito groups of the token (Shipdeck staff are in shipdeck-admins). */
  groups?: string[];
}

/** An HTTP API v2 event as API Gateway's JWT authorizer hands it to a function. */
export function apiEvent(opts: {
  method: string;
  path: string;
  user?: TestUser;
  accountId?: string;
  body?: unknown;
  pathParameters?: Record<string, string>;
  query?: Record<string, string>;
  rawBody?: string;
  /** More request headers (lower case, as API Gateway hands them over): a public API key. */
  headers?: Record<string, string>;
}): APIGatewayProxyEventV2WithJWTAuthorizer {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...opts.headers };
  if (opts.accountId) headers[ACCOUNT_HEADER] = opts.accountId;
  const now = Date.now();
  return {
    version: '2.0',
    routeKey: `${opts.method} ${opts.path}`,
    rawPath: opts.path,
    rawQueryString: new URLSearchParams(opts.query ?? {}).toString(),
    headers,
    queryStringParameters: opts.query,
    pathParameters: opts.pathParameters,
    body: opts.rawBody ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
    isBase64Encoded: false,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method: opts.method, path: opts.path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId: `req-${now}`,
      routeKey: `${opts.method} ${opts.path}`,
      stage: '$default',
      time: new Date(now).toISOString(),
      timeEpoch: now,
      authorizer: {
        principalId: '',
        integrationLatency: 0,
        jwt: {
          claims: opts.user
            ? {
                sub: opts.user.userId,
                email: opts.user.email,
                token_use: 'id',
                // API Gateway hands an array claim over flattened, as `[a b]`.
                ...(opts.user.groups ? { 'cognito:groups': `[${opts.user.groups.join(' ')}]` } : {}),
              }
            : {},
          scopes: [],
        },
      },
    },
    stageVariables: undefined,
  } as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
}

export const lambdaContext = { functionName: 'test', awsRequestId: 'test' } as unknown as Context;

export async function invoke(
  handler: (e: APIGatewayProxyEventV2WithJWTAuthorizer, c: Context) => Promise<unknown>,
  event: APIGatewayProxyEventV2WithJWTAuthorizer,
): Promise<{ status: number; body: any }> {
  const res = (await handler(event, lambdaContext)) as APIGatewayProxyStructuredResultV2;
  return { status: res.statusCode ?? 200, body: res.body ? JSON.parse(res.body) : undefined };
}
