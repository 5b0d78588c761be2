import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { publicRoute, routeInputsOf } from '#lib/http/http-route';
import { BODY_NOT_TAKEN } from '#lib/http/request-body';
import { ROOT_FIELD_KEY } from '#lib/http/zod-errors';
import { apiEvent, lambdaContext } from '#test/support/api-events';

// The one route wrapper decides whether a route takes a body, so every route refuses one the same way.
const noBody = publicRoute({}, async () => ({ ok: true }));
const withBody = publicRoute({ body: z.object({ name: z.string() }) }, async ({ body }) => body);
const raw = publicRoute({ rawBody: true, maxBodyBytes: 16 }, async ({ event }) => ({ bytes: event.body?.length ?? 0 }));

async function call(handler: typeof noBody, rawBody?: string) {
  const res = (await handler(
    apiEvent({ method: 'POST', path: '/api/v1/probe', rawBody }),
    lambdaContext,
  )) as APIGatewayProxyStructuredResultV2;
  return { status: res.statusCode, body: JSON.parse(res.body ?? 'null') };
}

describe('a route that takes no body refuses one', () => {
  it.each([
    ['an empty object', '{}'],
    ['JSON', '{"name":"x"}'],
    ['text that is no JSON', 'hello'],
    ['a body over the size limit', JSON.stringify({ value: 'x'.repeat(2 * 1024 * 1024) })],
  ])('400 naming the body for %s', async (_, body) => {
    const res = await call(noBody, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'ValidationError', fieldErrors: { [ROOT_FIELD_KEY]: BODY_NOT_TAKEN } });
  });

  it('answers as before without a body', async () => {
    expect(await call(noBody)).toEqual({ status: 200, body: { ok: true } });
    expect(await call(noBody, '')).toEqual({ status: 200, body: { ok: true } });
  });

  it('a route with a body schema or reading the raw body takes one', async () => {
    expect(await call(withBody, '{"name":"x"}')).toEqual({ status: 200, body: { name: 'x' } });
    expect(await call(raw, 'signed bytes')).toEqual({ status: 200, body: { bytes: 12 } });
    expect((await call(raw, 'x'.repeat(17))).status).toBe(413);
    expect(routeInputsOf(raw, 'POST')).toMatchObject({ rawBody: true });
    expect(routeInputsOf(noBody, 'POST')?.rawBody).toBeFalsy();
  });
});
