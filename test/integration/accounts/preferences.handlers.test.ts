import { describe, expect, it } from 'vitest';
import { handler } from '#functions/accounts/handlers/preferences.handler';
import { UserPreferenceEntity } from '#functions/accounts/db/user-preference.entity';
import { onTable } from '#lib/db/table';
import { BODY_TOO_DEEP, FORBIDDEN_KEY_MESSAGE } from '#lib/http/request-body';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { addTestMember, createTestAccount } from '#test/support/accounts';

const call = (method: 'GET' | 'PUT', user: TestUser, accountId: string, key: string, body?: unknown) =>
  invoke(
    handler,
    apiEvent({ method, path: `/api/v1/preferences/${key}`, pathParameters: { key }, user, accountId, body }),
  );

describe('grid preferences per user (issue 4 §4)', () => {
  it("keeps a user's columns and page size, apart from teammates and other accounts", async () => {
    const { accountId, owner } = await createTestAccount();
    const teammate = await addTestMember(accountId, {});
    const value = {
      pageSize: 50,
      contentDisplay: [
        { id: 'orderNumber', visible: true },
        { id: 'city', visible: false },
      ],
    };

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

describe('a preference value is plain JSON data', () => {
  const raw = (user: TestUser, accountId: string, rawBody: string) =>
    invoke(
      handler,
      apiEvent({
        method: 'PUT',
        path: '/api/v1/preferences/table:orders',
        pathParameters: { key: 'table:orders' },
        user,
        accountId,
        rawBody,
      }),
    );

  it.each([
    ['at the top of the value', '{"value":{"__proto__":{"pageSize":50}}}', 'value.__proto__'],
    ['nested in the value', '{"value":{"columns":[{"id":"city","__proto__":null}]}}', 'value.columns.0.__proto__'],
    ['beside the value', '{"__proto__":{"value":1},"value":1}', '__proto__'],
  ])('an own "__proto__" key %s is refused with 400 naming it, and nothing is stored', async (_, body, field) => {
    const { accountId, owner } = await createTestAccount();
    expect((await call('PUT', owner, accountId, 'table:orders', { value: { pageSize: 20 } })).status).toBe(200);
    const res = await raw(owner, accountId, body);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ [field]: FORBIDDEN_KEY_MESSAGE });
    expect((await call('GET', owner, accountId, 'table:orders')).body.value).toEqual({ pageSize: 20 });
  });

  it('"constructor" and "prototype" keys are ordinary data and come back as sent', async () => {
    const { accountId, owner } = await createTestAccount();
    const value = { constructor: { prototype: { polluted: true } }, toString: 'x' };
    expect((await call('PUT', owner, accountId, 'table:orders', { value })).status).toBe(200);
    expect((await call('GET', owner, accountId, 'table:orders')).body.value).toEqual(value);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a value nested deeper than any preference needs is a 400, not a stack overflow', async () => {
    const { accountId, owner } = await createTestAccount();
    const res = await raw(owner, accountId, `{"value":${'['.repeat(100_000)}${']'.repeat(100_000)}}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(BODY_TOO_DEEP);
  });
});

describe('a preference value is kept exactly as sent', () => {
  it.each([
    ['an empty key', { '': 'first column', columns: [{ '': 1 }] }],
    ['keys DynamoDB would read as paths or placeholders', { 'a.b': 1, '#pk': 2, ':value': 3, 'sp ace': 4 }],
    ['a bare string', 'compact'],
    ['null', null],
  ])('a value with %s round-trips', async (_, value) => {
    const { accountId, owner } = await createTestAccount();
    expect((await call('PUT', owner, accountId, 'table:orders', { value })).status).toBe(200);
    expect((await call('GET', owner, accountId, 'table:orders')).body.value).toEqual(value);
  });

  it('a value stored as a DynamoDB map (before values were kept as JSON text) still reads', async () => {
    const { accountId, owner } = await createTestAccount();
    await onTable(UserPreferenceEntity)
      .put({ accountId, userId: owner.userId, key: 'table:orders', value: { pageSize: 50 } })
      .go();
    expect((await call('GET', owner, accountId, 'table:orders')).body.value).toEqual({ pageSize: 50 });
  });
});
