import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { freightQuoteRequestSchema } from '#api/freight';
import { freightRequestOf } from '#domain/freight/freight-request.rules';
import { CHR_API_BASE, CHR_NAME, makeChrFreightCarrier } from '#functions/freight/adapters/chrobinson.freight-carrier';
import { validFreightQuoteRequest } from '#test/support/freight';

/** The C.H. Robinson adapter against recorded Navisphere requests and answers: no network call. */
const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../fixtures/freight/${name}`, import.meta.url), 'utf8')) as unknown;

const credentials = async () =>
  JSON.stringify({ clientId: 'client', clientSecret: 'secret', customerCode: 'C8675309' });
const request = freightRequestOf(freightQuoteRequestSchema.parse(validFreightQuoteRequest()));

interface Sent {
  url: string;
  init: RequestInit;
}
function recorded(quoteAnswer: { status: number; body: unknown }) {
  const sent: Sent[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    const { status, body } = url.endsWith('/v1/oauth/token')
      ? { status: 200, body: fixture('chrobinson-token-response.json') }
      : quoteAnswer;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { sent, fetch };
}

describe('C.H. Robinson Navisphere quotes', () => {
  it('sends the recorded request and maps the recorded answer to LTL quotes in cents', async () => {
    const api = recorded({ status: 200, body: fixture('chrobinson-quote-response.json') });
    const chr = makeChrFreightCarrier({ credentials, fetch: api.fetch });
    const result = await chr.quote(request);

    expect(api.sent.map((s) => s.url)).toEqual([`${CHR_API_BASE}/v1/oauth/token`, `${CHR_API_BASE}/v1/quotes`]);
    expect(JSON.parse(String(api.sent[0]!.init.body))).toMatchObject({
      client_id: 'client',
      client_secret: 'secret',
      grant_type: 'client_credentials',
    });
    expect(new Headers(api.sent[1]!.init.headers).get('authorization')).toBe(
      'Bearer eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.recorded.token',
    );
    expect(JSON.parse(String(api.sent[1]!.init.body))).toEqual(fixture('chrobinson-quote-request.json'));

    expect(result.messages).toEqual([]);
    expect(result.quotes).toEqual([
      {
        quoteId: '583910274',
        carrierName: 'Midwest Reefer Lines',
        scac: 'MWRL',
        totalCents: 104_387,
        freightCents: 84_137,
        accessorialCents: 20_250,
        accessorialLines: [
          { code: 12, name: 'Lift gate delivery', cents: 9_250 },
          { code: 14, name: 'Residential delivery', cents: 11_000 },
        ],
        transitDaysMin: 1,
        transitDaysMax: 2,
        expiresAt: '2026-12-01T23:59:59.000Z',
      },
      expect.objectContaining({ quoteId: '583910275', scac: 'LSCF', totalCents: 98_740, transitDaysMax: 3 }),
    ]);
  });

  it('reuses its token until it is about to lapse', async () => {
    const api = recorded({ status: 200, body: fixture('chrobinson-quote-response.json') });
    const chr = makeChrFreightCarrier({ credentials, fetch: api.fetch });
    await chr.quote(request);
    await chr.quote(request);
    expect(api.sent.filter((s) => s.url.endsWith('/v1/oauth/token'))).toHaveLength(1);
  });

  it('an error answer becomes a message, never a thrown error', async () => {
    const api = recorded({ status: 400, body: fixture('chrobinson-error-response.json') });
    const result = await makeChrFreightCarrier({ credentials, fetch: api.fetch }).quote(request);
    expect(result).toEqual({
      carrierName: CHR_NAME,
      quotes: [],
      messages: [`${CHR_NAME} could not quote: Destination postal code 75219 is not serviceable for Reefer LTL`],
    });
  });

  it('a network failure or unreadable credentials become a message', async () => {
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof globalThis.fetch;
    expect((await makeChrFreightCarrier({ credentials, fetch: down }).quote(request)).messages).toEqual([
      `${CHR_NAME} could not quote: fetch failed`,
    ]);
    const bad = makeChrFreightCarrier({ credentials: async () => 'not json', fetch: down });
    expect((await bad.quote(request)).messages[0]).toMatch(/^C\.H\. Robinson could not quote: /);
  });
});
