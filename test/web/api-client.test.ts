import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  GENERIC_ERROR_MESSAGE,
  SessionEndedError,
  errorMessageOf,
  isSessionEnding,
  toApiError,
} from '#web/api/api-error';
import { createApiClient } from '#web/api/api-client';
import { ACCOUNT_HEADER } from '#api/accounts';

describe('isSessionEnding', () => {
  it.each([
    ['orders §7: a 401 ends the session', 401, { code: 'anything', message: 'x' }, true],
    [
      'orders §7: body code TokenExpiredError ends the session',
      400,
      { code: 'TokenExpiredError', message: 'jwt expired' },
      true,
    ],
    ['orders §7: body code unauthorized ends the session', 403, { code: 'unauthorized', message: 'no' }, true],
    [
      'accounts §7: body message TokenExpiredError ends the session',
      500,
      { code: 'InternalError', message: 'TokenExpiredError' },
      true,
    ],
    ['accounts §7: a bare TokenExpiredError body ends the session', 400, 'TokenExpiredError', true],
    ['accounts §7: a bare JSON-string "unauthorized" body ends the session', 403, '"unauthorized"', true],
    [
      'orders §6: a 403 forbidden does not end the session',
      403,
      { code: 'forbidden', message: 'Missing permission' },
      false,
    ],
    [
      'orders §5: a validation 400 does not end the session',
      400,
      { code: 'validation', message: 'Invalid', fieldErrors: { name: 'This field is required' } },
      false,
    ],
    ['a 404 with no body does not end the session', 404, null, false],
    ['codes are matched exactly (case matters)', 400, { code: 'Unauthorized', message: 'x' }, false],
  ])('%s', (_name, status, body, expected) => {
    expect(isSessionEnding(status, body)).toBe(expected);
  });
});

describe('toApiError', () => {
  it('accounts §5: keeps the server fieldErrors and issues', () => {
    const error = toApiError(400, {
      code: 'validation',
      message: 'Please Address Following Issues:',
      fieldErrors: { 'address.zipCode': 'Invalid Zip' },
      issues: ['Order Number Required'],
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual({ 'address.zipCode': 'Invalid Zip' });
    expect(errorMessageOf(error)).toBe('Please Address Following Issues:\nOrder Number Required');
  });

  it('orders §8 message rewriting: a JSON-like object message becomes its unique values', () => {
    const error = toApiError(400, { code: 'carrier', message: '{"street1":"Invalid street","city":"Invalid street"}' });
    expect(errorMessageOf(error)).toBe('Invalid street');
  });

  it.each([
    ['HTML from a proxy', '<html>Bad gateway</html>'],
    ['an empty body', null],
    ['a body without code', { message: 'boom' }],
  ])('orders §8: %s becomes the generic message', (_name, body) => {
    expect(toApiError(502, body).message).toBe(GENERIC_ERROR_MESSAGE);
    expect(errorMessageOf(new Error('internal detail'))).toBe(GENERIC_ERROR_MESSAGE);
  });
});

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function clientWith(response: Response, opts: { token?: string | null; accountId?: string | null } = {}) {
  const fetchImpl = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response);
  const onSessionEnd = vi.fn();
  const client = createApiClient({
    baseUrl: '',
    getIdToken: async () => (opts.token === undefined ? 'id-token-1' : opts.token),
    getAccountId: () => (opts.accountId === undefined ? 'acct-1' : opts.accountId),
    onSessionEnd,
    fetchImpl: fetchImpl as unknown as typeof fetch,
  });
  return { client, fetchImpl, onSessionEnd };
}

describe('createApiClient', () => {
  it('orders §7: sends the token in x-authorization and the selected account header', async () => {
    const { client, fetchImpl } = clientWith(jsonResponse(200, { items: [] }));
    await client.post('/api/v1/warehouses', { name: 'Main' });
    const [url, init] = fetchImpl.mock.calls[0];
    const headers = init?.headers as Record<string, string>;
    expect(url).toBe('/api/v1/warehouses');
    expect(headers['x-authorization']).toBe('id-token-1');
    expect(headers[ACCOUNT_HEADER]).toBe('acct-1');
    expect(headers['content-type']).toBe('application/json');
    expect(init?.body).toBe(JSON.stringify({ name: 'Main' }));
  });

  it('omits the account header before an account is selected (first-account step)', async () => {
    const { client, fetchImpl } = clientWith(jsonResponse(200, {}), { accountId: null });
    await client.get('/api/v1/me');
    expect(Object.keys(fetchImpl.mock.calls[0][1]?.headers as object)).not.toContain(ACCOUNT_HEADER);
  });

  it.each([
    ['a 401', jsonResponse(401, { code: 'unauthorized', message: 'Unauthorized' })],
    ['a TokenExpiredError body', jsonResponse(400, { code: 'TokenExpiredError', message: 'jwt expired' })],
    ['a bare unauthorized body', jsonResponse(403, 'unauthorized')],
  ])('orders §7: %s signs the user out and throws SessionEndedError', async (_name, response) => {
    const { client, onSessionEnd } = clientWith(response);
    await expect(client.get('/api/v1/warehouses')).rejects.toBeInstanceOf(SessionEndedError);
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
  });

  it('orders §7: with no stored token it signs out without calling the API', async () => {
    const { client, fetchImpl, onSessionEnd } = clientWith(jsonResponse(200, {}), { token: null });
    await expect(client.get('/api/v1/warehouses')).rejects.toBeInstanceOf(SessionEndedError);
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
  });

  it('accounts §5: a validation answer is thrown as ApiError with fieldErrors and keeps the session', async () => {
    const { client, onSessionEnd } = clientWith(
      jsonResponse(400, {
        code: 'validation',
        message: 'Invalid request',
        fieldErrors: { 'address.zipCode': 'Invalid Zip' },
      }),
    );
    const error = await client.post('/api/v1/warehouses', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(SessionEndedError);
    expect((error as ApiError).fieldErrors['address.zipCode']).toBe('Invalid Zip');
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('returns nothing for 204 and the parsed JSON otherwise', async () => {
    expect(await clientWith(new Response(null, { status: 204 })).client.delete('/api/v1/warehouses/w1')).toBeNull();
    expect(await clientWith(jsonResponse(200, { items: [1] })).client.get('/api/v1/warehouses')).toEqual({
      items: [1],
    });
  });
});
