import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { RATE_ESTIMATES_PATH, type RateEstimateView } from '#api/rate-estimates';
import { MESSAGES } from '#domain/validation/messages';
import { LOCAL_HUMAN_FAIL_TOKEN, localHumanToken } from '#domain/human-check/local-human-check.rules';
import { HUMAN_CHECK_NOT_VALIDATED } from '#domain/rate-estimates/rate-estimate.schema';
import { handler } from '#functions/rate-estimates/handlers/quote-rate-estimate.handler';
import { RATE_ESTIMATE_LIMIT } from '#functions/rate-estimates/use-cases/quote-rate-estimate.use-case';
import { carrierRates } from '#functions/carriers/carriers.deps';
import { apiEvent, invoke, lambdaContext } from '#test/support/api-events';

/**
 * The public calculator against DynamoDB Local and the sandbox carriers (accounts §3 Rate estimate, §5):
 * no token, the same quotes the app's carrier rating gives, Shipdeck's price against the carrier's retail
 * price, bad input answered with the spec's messages, and a burst past the per-client limit refused.
 */
const estimate = {
  shipFrom: '78701',
  shipTo: '10001',
  addressType: 'Residence',
  dimensions: { length: 12, width: 10, height: 8, units: 'in' },
  weight: { value: 3, units: 'lb' },
  insurance: 0,
};
const testIp = () => `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250)).join('.')}`;

function eventOf(body: unknown, ip = testIp()) {
  const event = apiEvent({ method: 'POST', path: RATE_ESTIMATES_PATH, body });
  event.requestContext.http.sourceIp = ip;
  return event;
}
const quote = (body: unknown, ip?: string) => invoke(handler, eventOf(body, ip));

describe('POST /api/v1/public/rate-estimates', () => {
  it('a visitor without an account gets every carrier quote, cheapest first, with the saving against retail', async () => {
    const { status, body } = await quote(estimate);
    expect(status).toBe(200);
    const view = body as RateEstimateView;
    expect(view.rows.length).toBeGreaterThan(3);
    expect(new Set(view.rows.map((r) => r.carrier)).size).toBeGreaterThan(1);
    const prices = view.rows.map((r) => r.priceCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const row of view.rows) {
      expect(row.savingCents).toBe(row.retailCents - row.priceCents);
      expect(row.priceCents).toBeGreaterThan(view.labelFeeCents);
    }
    expect(view.rows.some((r) => r.savingCents > 0)).toBe(true);
    // SurePost Under 1 lb refuses a 3 lb parcel; the other rows answer, so its refusal is not shown.
    expect(view.messages).toEqual([]);
  });

  it('a ZIP no carrier knows answers no rows and says why', async () => {
    const { status, body } = await quote({ ...estimate, shipTo: '00000' });
    expect(status).toBe(200);
    expect((body as RateEstimateView).rows).toEqual([]);
    expect((body as RateEstimateView).messages.join(' ')).toMatch(/00000/);
  });

  it('answers from the same carrier rating as the app: retail is the carrier list price of the same request', async () => {
    const { body } = await quote(estimate);
    const view = body as RateEstimateView;
    const direct = await carrierRates.rate({
      shipDate: view.shipDate,
      from: { street1: '', city: '', state: '', zip: '78701', country: 'US', residential: false },
      to: { street1: '', city: '', state: '', zip: '10001', country: 'US', residential: true },
      parcels: [{ lengthIn: 12, widthIn: 10, heightIn: 8, weightLb: 3 }],
      options: [],
    });
    const listed = direct.quotes.map((q) => `${q.carrier}:${q.service}:${q.listCents}`).sort();
    expect(view.rows.map((r) => `${r.carrier}:${r.service}:${r.retailCents}`).sort()).toEqual(listed);
  });

  it('a residence costs more than a business address on the same lane (the residential surcharge)', async () => {
    const home = (await quote(estimate)).body as RateEstimateView;
    const office = (await quote({ ...estimate, addressType: 'Business' })).body as RateEstimateView;
    const ground = (v: RateEstimateView) => v.rows.find((r) => r.carrier === 'UPS' && /ground/i.test(r.service))!;
    expect(ground(home).priceCents).toBeGreaterThan(ground(office).priceCents);
  });

  it("bad input answers 400 with the spec's field messages, never a 500", async () => {
    const { status, body } = await quote({
      ...estimate,
      shipFrom: '787',
      shipTo: 'abcde',
      weight: { value: 0, units: 'lb' },
      dimensions: { length: -1, width: 1, height: 1, units: 'in' },
    });
    expect(status).toBe(400);
    expect(body.fieldErrors).toMatchObject({
      shipFrom: MESSAGES.tooShort,
      shipTo: MESSAGES.invalidZip,
      'weight.value': MESSAGES.positive,
      'dimensions.length': MESSAGES.invalid,
    });
  });

  it('a body that is not JSON, or far too large, is refused before any carrier is asked', async () => {
    const event = eventOf(undefined);
    event.body = '{"shipFrom":';
    expect((await invoke(handler, event)).status).toBe(400);
    expect((await quote({ ...estimate, shipFrom: '7'.repeat(5_000) })).status).toBe(413);
  });

  it('a burst past the per-client limit → 429 with Retry-After; another client still gets quotes', async () => {
    const ip = `192.0.2.${Math.floor(Math.random() * 250)}-${randomUUID().slice(0, 6)}`;
    const statuses: number[] = [];
    for (let i = 0; i < RATE_ESTIMATE_LIMIT.limit; i++) statuses.push((await quote(estimate, ip)).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const refused = (await handler(eventOf(estimate, ip), lambdaContext)) as APIGatewayProxyStructuredResultV2;
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers!['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(RATE_ESTIMATE_LIMIT.windowSeconds);
    expect((await quote(estimate)).status).toBe(200);
  });

  it('the human check (accounts §4): a token the provider refuses → 400 on the widget; a valid token or none → quotes', async () => {
    const refused = await quote({ ...estimate, humanCheckToken: LOCAL_HUMAN_FAIL_TOKEN });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ humanCheckToken: HUMAN_CHECK_NOT_VALIDATED });
    const human = localHumanToken(Date.now(), randomUUID().replaceAll('-', ''));
    expect((await quote({ ...estimate, humanCheckToken: human })).status).toBe(200);
    // Absent (the widget never rendered) counts as validated.
    expect((await quote(estimate)).status).toBe(200);
    // Single-use, as Turnstile's: the same token again is refused.
    expect((await quote({ ...estimate, humanCheckToken: human })).status).toBe(400);
  });
});
