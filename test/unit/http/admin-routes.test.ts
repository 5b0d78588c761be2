import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API_PREFIX } from '#api/admin';
import { CUSTOM_STORE_API_KEY_HEADER } from '#domain/stores/store-platforms.rules';
import { FUNCTIONS } from '#infra/app-manifest';
import type { Handler } from '#lib/http/http-route';
import { apiEvent, lambdaContext, type TestUser } from '#test/support/api-events';

/**
 * Every route of the manifest under /api/v1/admin/, read from the manifest so a new staff route cannot
 * skip this: a merchant's token answers 403 whatever its account and permissions, an API key (no token)
 * answers 401, both before anything is read or parsed. A staff token gets past the guard (tested against
 * DynamoDB Local in test/integration/admin).
 */
const ADMIN_ROUTES = FUNCTIONS.flatMap((fn) =>
  (fn.http ?? [])
    .filter((t) => t.path.startsWith(ADMIN_API_PREFIX))
    .map((t) => ({ key: `${t.method} ${t.path}`, method: t.method, path: t.path, entry: fn.entry, auth: t.auth })),
);

const merchantOwner: TestUser = { userId: randomUUID(), email: 'owner@merchant.example' };
const merchantInOtherGroups: TestUser = {
  userId: randomUUID(),
  email: 'admin@merchant.example',
  groups: ['merchant:admin', 'god-mode', 'shipdeck-admins-old'],
};

const handlers = new Map<string, Handler>();

// Loaded once before the cases, so a cold import on a busy machine is not charged to the first case.
beforeAll(async () => {
  for (const route of ADMIN_ROUTES)
    handlers.set(route.entry, ((await import(resolve(process.cwd(), route.entry))) as { handler: Handler }).handler);
}, 60_000);

function eventOf(route: (typeof ADMIN_ROUTES)[number], opts: { user?: TestUser; headers?: Record<string, string> }) {
  const pathParameters = Object.fromEntries([...route.path.matchAll(/\{([^}+]+)\}/g)].map((m) => [m[1], 'x1']));
  return apiEvent({
    method: route.method,
    path: route.path,
    pathParameters,
    accountId: randomUUID(),
    ...(route.method === 'GET'
      ? { query: { q: 'foods', status: 'claim_received' } }
      : { body: { expectedVersion: 1 } }),
    ...opts,
  });
}

async function statusOf(route: (typeof ADMIN_ROUTES)[number], opts: Parameters<typeof eventOf>[1]) {
  const handler = handlers.get(route.entry);
  if (!handler) throw new Error(`${route.entry} was not loaded`);
  const res = (await handler(eventOf(route, opts), lambdaContext)) as APIGatewayProxyStructuredResultV2;
  return { status: res.statusCode, body: JSON.parse(res.body ?? '{}') };
}

describe('admin routes refuse everyone but Shipdeck staff', () => {
  it('the manifest has the staff console’s routes, all behind the JWT authorizer', () => {
    expect(ADMIN_ROUTES.map((r) => r.key)).toEqual(
      expect.arrayContaining([
        'GET /api/v1/admin/accounts',
        'GET /api/v1/admin/accounts/{accountId}',
        'GET /api/v1/admin/claims',
        'GET /api/v1/admin/accounts/{accountId}/claims/{claimId}',
        'GET /api/v1/admin/accounts/{accountId}/claims/{claimId}/documents',
        'GET /api/v1/admin/accounts/{accountId}/claims/{claimId}/documents/{documentId}',
        'POST /api/v1/admin/accounts/{accountId}/claims/{claimId}/moves',
        'POST /api/v1/admin/accounts/{accountId}/claims/{claimId}/payout',
        'POST /api/v1/admin/accounts/{accountId}/claims/{claimId}/denial',
        'GET /api/v1/admin/audit-log',
      ]),
    );
    for (const route of ADMIN_ROUTES) expect(route.auth ?? 'jwt', route.key).toBe('jwt');
  });

  it.each(ADMIN_ROUTES)('$key: a merchant owner’s token answers 403', async (route) => {
    const res = await statusOf(route, { user: merchantOwner });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('Forbidden');
  });

  it.each(ADMIN_ROUTES)('$key: a token in merchant (or look-alike) groups answers 403', async (route) => {
    expect((await statusOf(route, { user: merchantInOtherGroups })).status).toBe(403);
  });

  it.each(ADMIN_ROUTES)('$key: an API key without a token answers 401', async (route) => {
    const res = await statusOf(route, { headers: { [CUSTOM_STORE_API_KEY_HEADER]: `sk_${randomUUID()}` } });
    expect(res.status).toBe(401);
  });
});
