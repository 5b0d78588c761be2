import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { HUMAN_CHECK_PATH } from '#api/human-check';
import { HUMAN_CHECK_TOKEN_MAX } from '#domain/human-check/human-check.rules';
import { LOCAL_HUMAN_FAIL_TOKEN, localHumanToken } from '#domain/human-check/local-human-check.rules';
import { handler } from '#functions/human-check/handlers/validate-recaptcha.handler';
import { VALIDATE_RECAPTCHA_LIMIT } from '#functions/human-check/use-cases/validate-recaptcha.use-case';
import { apiEvent, invoke, lambdaContext } from '#test/support/api-events';

/**
 * GET /auth/v1/validate-recaptcha (accounts §7) through its handler, the sandbox provider and the rate limit's
 * counter in DynamoDB Local: the X-Recaptcha header's token → { validated }, absent = validated (§4).
 */
const testIp = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}-${randomUUID().slice(0, 4)}`;

function event(token: string | undefined, ip = testIp(), body?: unknown) {
  const e = apiEvent({
    method: 'GET',
    path: HUMAN_CHECK_PATH,
    headers: token === undefined ? {} : { 'x-recaptcha': token },
    body,
  });
  e.requestContext.http.sourceIp = ip;
  return e;
}
const freshToken = () => localHumanToken(Date.now(), randomUUID().replace(/-/g, ''));

describe('GET /auth/v1/validate-recaptcha', () => {
  it('a token the local widget issued → validated once; spent, it is not validated (Turnstile: timeout-or-duplicate)', async () => {
    const token = freshToken();
    expect(await invoke(handler, event(token))).toEqual({ status: 200, body: { validated: true } });
    expect(await invoke(handler, event(token))).toEqual({ status: 200, body: { validated: false } });
  });

  it('the documented fail token and a foreign token → not validated', async () => {
    expect((await invoke(handler, event(LOCAL_HUMAN_FAIL_TOKEN))).body).toEqual({ validated: false });
    expect((await invoke(handler, event('0.XXXX.DUMMY.TOKEN.XXXX'))).body).toEqual({ validated: false });
  });

  it('no header, or a blank one (the widget is absent) → validated (accounts §4)', async () => {
    expect((await invoke(handler, event(undefined))).body).toEqual({ validated: true });
    expect((await invoke(handler, event('  '))).body).toEqual({ validated: true });
  });

  it('a header longer than any token → 400 naming it; a body → 400', async () => {
    const long = await invoke(handler, event('x'.repeat(HUMAN_CHECK_TOKEN_MAX + 1)));
    expect(long.status).toBe(400);
    expect(Object.keys(long.body.fieldErrors)).toEqual(['headers.x-recaptcha']);
    expect((await invoke(handler, event(freshToken(), testIp(), { validated: true }))).status).toBe(400);
  });

  it('per client: past the limit → 429 with Retry-After; another client is still answered', async () => {
    const ip = testIp();
    for (let i = 0; i < VALIDATE_RECAPTCHA_LIMIT.limit; i++)
      expect((await invoke(handler, event(undefined, ip))).status).toBe(200);
    const refused = (await handler(event(freshToken(), ip), lambdaContext)) as APIGatewayProxyStructuredResultV2;
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers!['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers!['retry-after'])).toBeLessThanOrEqual(VALIDATE_RECAPTCHA_LIMIT.windowSeconds);
    expect((await invoke(handler, event(freshToken()))).body).toEqual({ validated: true });
  });
});
