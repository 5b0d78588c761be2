import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { handler as createAccount } from '../../../functions/accounts/handlers/create-account.handler';
import { handler as getMe } from '../../../functions/accounts/handlers/get-me.handler';
import { handler as health } from '../../../functions/platform/handlers/health.handler';
import { apiEvent, invoke } from '../../support/api-events';

describe('accounts', () => {
  it('a new user has no memberships, creates an account and becomes its owner with all permissions', async () => {
    const user = { userId: randomUUID(), email: 'new@example.com' };
    const before = await invoke(getMe, apiEvent({ method: 'GET', path: '/api/v1/me', user }));
    expect(before.body).toEqual({ userId: user.userId, email: 'new@example.com', memberships: [] });

    const created = await invoke(createAccount, apiEvent({ method: 'POST', path: '/api/v1/accounts', user, body: { companyName: 'Gulf Seafood Co' } }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ accountName: 'Gulf Seafood Co', role: 'owner', permissions: {} });

    const after = await invoke(getMe, apiEvent({ method: 'GET', path: '/api/v1/me', user }));
    expect(after.body.memberships).toEqual([created.body]);

    const again = await invoke(createAccount, apiEvent({ method: 'POST', path: '/api/v1/accounts', user, body: { companyName: 'Second' } }));
    expect(again.status).toBe(409);
  });

  it('accounts §5 signup: company name is required and at most 30 characters', async () => {
    const user = { userId: randomUUID(), email: 'x@example.com' };
    const empty = await invoke(createAccount, apiEvent({ method: 'POST', path: '/api/v1/accounts', user, body: { companyName: ' ' } }));
    expect(empty.body.fieldErrors).toEqual({ companyName: 'This field is required' });
    const long = await invoke(createAccount, apiEvent({ method: 'POST', path: '/api/v1/accounts', user, body: { companyName: 'x'.repeat(31) } }));
    expect(long.body.fieldErrors).toEqual({ companyName: 'Value is too long' });
  });

  it('GET /api/v1/me without a token answers 401', async () => {
    expect((await invoke(getMe, apiEvent({ method: 'GET', path: '/api/v1/me' }))).status).toBe(401);
  });

  it('GET /api/health answers 200 without a token', async () => {
    const res = await invoke(health, apiEvent({ method: 'GET', path: '/api/health' }));
    expect(res).toEqual({ status: 200, body: { status: 'ok', service: 'shipdeck' } });
  });
});
