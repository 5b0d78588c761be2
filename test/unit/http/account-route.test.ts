import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { MembershipReader, MembershipView } from '#domain/accounts/ports';
import { makeAccountRoute } from '#lib/http/http-route';
import { apiEvent, lambdaContext } from '#test/support/api-events';

// The account route with an in-memory membership reader: the tenancy rules of accounts §6 need no table.
const user = { userId: 'user-1', email: 'packer@example.com' };
const memberships: Record<string, MembershipView[]> = {
  'user-1': [
    { accountId: 'acc-b', accountName: 'B Foods', role: 'member', permissions: { view_print_orders: true } },
    { accountId: 'acc-a', accountName: 'A Foods', role: 'owner', permissions: {} },
  ],
};
const reads: string[] = [];
const reader: MembershipReader = {
  async listMembershipsOfUser(userId) {
    reads.push(userId);
    return memberships[userId] ?? [];
  },
};
const accountRoute = makeAccountRoute(reader);
const whoAmI = accountRoute({ permissions: ['view_print_orders'] }, async ({ caller }) => caller);

async function call(handler: typeof whoAmI, accountId?: string, who = user) {
  const res = (await handler(
    apiEvent({ method: 'GET', path: '/api/v1/probe', user: who, accountId }),
    lambdaContext,
  )) as APIGatewayProxyStructuredResultV2;
  const json = String(res.headers?.['content-type']).startsWith('application/json') && res.body;
  return { status: res.statusCode, headers: res.headers, body: json ? JSON.parse(json) : undefined, raw: res.body };
}

describe('accountRoute: the account comes from the verified caller’s memberships (accounts §6)', () => {
  it('acts for the named account the caller belongs to, read through the reader it was given', async () => {
    reads.length = 0;
    const res = await call(whoAmI, 'acc-b');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      userId: 'user-1',
      email: 'packer@example.com',
      accountId: 'acc-b',
      accountName: 'B Foods',
      role: 'member',
      permissions: { view_print_orders: true },
    });
    expect(reads).toEqual(['user-1']);
  });

  it('an account the caller does not belong to answers 404, like one that does not exist', async () => {
    expect((await call(whoAmI, 'acc-elsewhere')).body).toMatchObject({ code: 'NotFound' });
    expect((await call(whoAmI, 'acc-elsewhere')).status).toBe(404);
    expect((await call(whoAmI, undefined, { userId: 'nobody', email: '' })).status).toBe(404);
  });

  it('a permission the membership lacks answers 403; the owner holds every permission', async () => {
    const owners = accountRoute({ permissions: ['edit_company'] }, async ({ caller }) => caller.accountId);
    expect((await call(owners, 'acc-b')).status).toBe(403);
    expect(await call(owners, 'acc-a')).toMatchObject({ status: 200, body: 'acc-a' });
  });

  it('a success answered as a file passes through untouched; errors stay JSON', async () => {
    const file = accountRoute(
      { respond: (csv: string) => ({ statusCode: 200, headers: { 'content-type': 'text/csv' }, body: csv }) },
      async () => 'a,b\r\n1,2',
    );
    const res = await call(file, 'acc-a');
    expect(res).toMatchObject({ status: 200, headers: { 'content-type': 'text/csv' }, raw: 'a,b\r\n1,2' });
    expect((await call(file, 'acc-elsewhere')).headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
    });
  });
});
