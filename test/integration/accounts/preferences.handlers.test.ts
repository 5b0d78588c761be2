import { describe, expect, it } from 'vitest';
import { handler } from '#functions/accounts/handlers/preferences.handler';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { addTestMember, createTestAccount } from '#test/support/accounts';

const call = (method: 'GET' | 'PUT', user: TestUser, accountId: string, key: string, body?: unknown) =>
  invoke(handler, apiEvent({ method, path: `/api/v1/preferences/${key}`, pathParameters: { key }, user, accountId, body }));

describe('grid preferences per user (issue 4 §4)', () => {
  it('keeps a user\'s columns and page size, apart from teammates and other accounts', async () => {
    const { accountId, owner } = await createTestAccount();
    const teammate = await addTestMember(accountId, {});
    const value = { pageSize: 50, contentDisplay: [{ id: 'orderNumber', visible: true }, { id: 'city', visible: false }] };

    expect((await call('GET', owner, accountId, 'table:orders')).body).toEqual({ key: 'table:orders', value: null });
    expect((await call('PUT', owner, accountId, 'table:orders', { value })).status).toBe(200);
    expect((await call('GET', owner, accountId, 'table:orders')).body.value).toEqual(value);
    expect((await call('GET', teammate, accountId, 'table:orders')).body.value).toBeNull();

    const other = await createTestAccount('Other');
    expect((await call('GET', other.owner, other.accountId, 'table:orders')).body.value).toBeNull();
    // the owner naming the other account is not a member there
    expect((await call('GET', owner, other.accountId, 'table:orders')).status).toBe(404);
  });

  it('refuses a bad key or an oversized value with 400', async () => {
    const { accountId, owner } = await createTestAccount();
    expect((await call('PUT', owner, accountId, 'bad key!', { value: 1 })).status).toBe(400);
    const res = await call('PUT', owner, accountId, 'table:orders', { value: 'x'.repeat(9000) });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.value).toBe('Value is too long');
  });
});
