import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EASYPOST_ADDRESSES_URL, makeEasyPostAddressCheck } from '#functions/orders/adapters/easypost.address-check';
import { checkedAddressSchema } from '#domain/address/address-check.schema';
import { AddressCheckUnavailableError } from '#domain/address/ports';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../fixtures/easypost/${name}.json`, import.meta.url), 'utf8')) as {
    status: number;
    body: unknown;
  };

/** A fetch that answers one recorded response and keeps the request it was given. */
function recorded(name: string) {
  const calls: { url: string; init: RequestInit }[] = [];
  const { status, body } = fixture(name);
  const fetchFn = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { calls, fetchFn };
}

const entered = checkedAddressSchema.parse({
  name: 'Maria Lopez',
  phone: '512-555-0199',
  address1: '2000 s lamar blvd',
  city: 'austin',
  state: 'TX',
  zip: '78704',
  residential: false,
});

describe('EasyPost address check against recorded responses (orders §7 validate-address)', () => {
  it('sends POST /v2/addresses with verify and basic auth, and maps the corrected address', async () => {
    const { calls, fetchFn } = recorded('verify-corrected');
    const res = await makeEasyPostAddressCheck({ apiKey: 'EZTK_test', fetch: fetchFn }).validate(entered);
    expect(calls[0].url).toBe(EASYPOST_ADDRESSES_URL);
    expect(calls[0].init.method).toBe('POST');
    expect((calls[0].init.headers as Record<string, string>).authorization).toBe(
      `Basic ${Buffer.from('EZTK_test:').toString('base64')}`,
    );
    const sent = JSON.parse(String(calls[0].init.body));
    expect(sent).toMatchObject({
      verify: true,
      address: { street1: '2000 s lamar blvd', city: 'austin', zip: '78704', country: 'US' },
    });
    expect(res.isValid).toBe(true);
    // The carrier's standardised lines and ZIP+4 replace the entered ones; contact fields stay as entered.
    expect(res.updatedShippingAddress).toMatchObject({
      address1: '2000 S LAMAR BLVD',
      city: 'AUSTIN',
      zip: '78704-4711',
      residential: true,
      name: 'Maria Lopez',
      phone: '512-555-0199',
    });
    expect(res.verifications).toMatchObject({
      delivery: { success: true, errors: [] },
      zip4: { success: true },
      residential: true,
      poBox: false,
    });
  });

  it('verify_strict mode sends verify_strict; its 422 ADDRESS.VERIFY.FAILURE is an invalid address, not an outage', async () => {
    const { calls, fetchFn } = recorded('verify-strict-failure');
    const res = await makeEasyPostAddressCheck({ apiKey: 'k', mode: 'verify_strict', fetch: fetchFn }).validate({
      ...entered,
      address1: 'Undeliverable St',
    });
    expect(JSON.parse(String(calls[0].init.body))).toHaveProperty('verify_strict', true);
    expect(res.isValid).toBe(false);
    expect(res.updatedShippingAddress).toBeUndefined();
    expect(res.verifications.delivery.errors.map((e) => e.code)).toEqual([
      'E.ADDRESS.NOT_FOUND',
      'E.HOUSE_NUMBER.MISSING',
    ]);
  });

  it('an undeliverable verify answer keeps the entered address (no updatedShippingAddress)', async () => {
    const { fetchFn } = recorded('verify-undeliverable');
    const res = await makeEasyPostAddressCheck({ apiKey: 'k', fetch: fetchFn }).validate({
      ...entered,
      address1: 'Undeliverable St',
      zip: '78701',
    });
    expect(res.isValid).toBe(false);
    expect(res.updatedShippingAddress).toBeUndefined();
    expect(res.verifications.delivery.errors[0]).toEqual({
      code: 'E.ADDRESS.NOT_FOUND',
      field: 'address',
      message: 'Address not found',
      suggestion: null,
    });
  });

  it('missing secondary information becomes the missing-unit signal and lowers the delivery score', async () => {
    const { fetchFn } = recorded('verify-secondary-missing');
    const check = makeEasyPostAddressCheck({ apiKey: 'k', fetch: fetchFn });
    const res = await check.validate({ ...entered, address1: '1600 Barton Springs Rd' });
    expect(res.verifications.missingUnit).toBe(true);
    expect(res.verifications.warnings.map((w) => w.code)).toEqual(['E.SECONDARY_INFORMATION.MISSING']);
    const { score } = await check.deliveryScore({ ...entered, address1: '1600 Barton Springs Rd' });
    expect(score).toBeLessThan(800);
  });

  it.each([
    ['unauthorized', 'EasyPost 401 APIKEY.INACTIVE'],
    ['server-error', 'EasyPost 503 SERVICE.UNAVAILABLE'],
  ])('%s: the provider could not answer → AddressCheckUnavailableError', async (name, reason) => {
    const { fetchFn } = recorded(name);
    const err = await makeEasyPostAddressCheck({ apiKey: 'k', fetch: fetchFn })
      .validate(entered)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AddressCheckUnavailableError);
    expect((err as AddressCheckUnavailableError).reason).toBe(reason);
  });

  it('a network failure is an outage too', async () => {
    const failing = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    await expect(
      makeEasyPostAddressCheck({ apiKey: 'k', fetch: failing }).deliveryScore(entered),
    ).rejects.toBeInstanceOf(AddressCheckUnavailableError);
  });

  it('the key can be read on use (Secrets Manager); a key that cannot be read is an outage, and nothing is sent', async () => {
    const { calls, fetchFn } = recorded('verify-corrected');
    await makeEasyPostAddressCheck({ apiKey: async () => 'EZTK_secret', fetch: fetchFn }).validate(entered);
    expect(new Headers(calls[0].init.headers).get('authorization')).toBe(
      `Basic ${Buffer.from('EZTK_secret:').toString('base64')}`,
    );
    const unreadable = makeEasyPostAddressCheck({
      apiKey: async () => {
        throw new Error('AccessDenied');
      },
      fetch: fetchFn,
    });
    await expect(unreadable.validate(entered)).rejects.toBeInstanceOf(AddressCheckUnavailableError);
    expect(calls).toHaveLength(1);
  });
});

describe('address-check outage → HTTP (orders §7: address kept, score cleared)', () => {
  it('the use case answers a 503 JSON body with a plain message, no stack', async () => {
    const { makeAddressCheckUseCases } = await import('#functions/orders/use-cases/validate-address.use-case');
    const { toErrorResponse } = await import('#lib/http/error-mapper');
    const { fetchFn } = recorded('server-error');
    const useCases = makeAddressCheckUseCases({
      addressCheck: makeEasyPostAddressCheck({ apiKey: 'k', fetch: fetchFn }),
      requireFeature: async () => undefined,
    });
    const err = await useCases.deliveryScore('acc-1', entered).catch((e: unknown) => e);
    const res = toErrorResponse(err) as { statusCode: number; body: string };
    expect(res.statusCode).toBe(503);
    expect(JSON.parse(res.body)).toEqual({
      code: 'AddressCheckUnavailable',
      message: 'Address verification is unavailable right now. Please try again later.',
    });
  });
});
