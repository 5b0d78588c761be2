import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CourierQuoteRequest } from '#domain/couriers/courier.models';
import { CourierRejectedError } from '#domain/couriers/ports';
import { makeUberDirectCourier } from '#functions/couriers/adapters/uber-direct.courier';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../fixtures/uber-direct/${name}.json`, import.meta.url), 'utf8')) as {
    status: number;
    body: unknown;
  };

/** A fetch answering the fixtures in order and keeping each request. */
function scripted(...answers: (string | Error)[]) {
  const calls: { url: string; method: string; body: any }[] = [];
  const fetchFn = (async (url: string, init: RequestInit) => {
    const raw = init.body ? String(init.body) : undefined;
    calls.push({ url, method: String(init.method), body: raw?.startsWith('{') ? JSON.parse(raw) : raw });
    const answer = answers.shift();
    if (answer === undefined) throw new Error(`unexpected request ${init.method} ${url}`);
    if (answer instanceof Error) throw answer;
    const { status, body } = fixture(answer);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  const port = makeUberDirectCourier({
    customerId: 'cus_test',
    clientId: 'client',
    clientSecret: async () => 'secret',
    fetch: fetchFn,
    clock: () => new Date('2026-11-28T15:00:00.000Z'),
  });
  return { port, calls, remaining: () => answers.length };
}

const request: CourierQuoteRequest = {
  pickup: {
    company: 'Hill Country',
    street1: '1100 Congress Ave',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    country: 'US',
    phone: '5125550100',
  },
  dropoff: {
    name: 'Jo Buyer',
    street1: '500 E 7th St',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    country: 'US',
    phone: '5125550199',
  },
  parcels: [{ lengthIn: 12, widthIn: 10, heightIn: 8, weightLb: 6 }],
  vehicle: 'car',
  pickupReadyAt: '2026-11-28T15:00:00.000Z',
  reference: '1001',
};
const API = 'https://api.uber.com/v1/customers/cus_test';

describe('Uber Direct courier (recorded responses)', () => {
  it('quotes: token once, delivery_quotes with Uber addresses and a manifest; fee in cents, expiry, dropoff ETA', async () => {
    const { port, calls } = scripted('token', 'quote', 'quote');
    const result = await port.quote(request);
    await port.quote(request);
    expect(result.quotes).toEqual([
      expect.objectContaining({
        quoteId: 'dqt_AdbZ4W3cQvq2Xy1oPZK7jA',
        provider: 'Uber Direct',
        feeCents: 1189,
        expiresAt: '2026-11-28T15:15:00.000Z',
        dropoffEta: '2026-11-28T15:52:00.000Z',
        pickupEta: '2026-11-28T15:14:00.000Z',
      }),
    ]);
    expect(calls.map((c) => c.url)).toEqual([
      'https://auth.uber.com/oauth/v2/token',
      `${API}/delivery_quotes`,
      `${API}/delivery_quotes`,
    ]);
    expect(JSON.parse(calls[1]!.body.pickup_address)).toEqual({
      street_address: ['1100 Congress Ave'],
      city: 'Austin',
      state: 'TX',
      zip_code: '78701',
      country: 'US',
    });
    expect(calls[1]!.body.manifest_items[0]).toMatchObject({ size: 'small', weight: 2722, quantity: 1 });
  });

  it('an undeliverable address is a message, not a throw', async () => {
    const { port } = scripted('token', 'quote-undeliverable');
    expect(await port.quote(request)).toEqual({
      quotes: [],
      messages: [
        {
          provider: 'Uber Direct',
          code: 'address_undeliverable',
          message: 'The specified location is not in a deliverable area.',
        },
      ],
    });
  });

  it('dispatch looks up its key first, then creates with quote id, tip and external id', async () => {
    const { port, calls } = scripted('token', 'deliveries-none', 'delivery-created');
    const d = await port.dispatch({
      idempotencyKey: 'courier-acc_1-shp_1-1-1',
      quoteId: 'dqt_AdbZ4W3cQvq2Xy1oPZK7jA',
      request,
      tipCents: 400,
      signatureRequired: true,
      pickupNotes: 'Dock 2',
    });
    expect(d).toMatchObject({
      deliveryId: 'del_9vXk2LmQRdiTr4Yx8dP0sA',
      status: 'pending',
      feeCents: 1189,
      tipCents: 400,
    });
    expect(d.trackingUrl).toMatch(/^https:\/\/www\.ubereats\.com\/orders\//);
    expect(calls[1]!.url).toBe(`${API}/deliveries?external_id=courier-acc_1-shp_1-1-1`);
    expect(calls[2]!.body).toMatchObject({
      quote_id: 'dqt_AdbZ4W3cQvq2Xy1oPZK7jA',
      tip: 400,
      external_id: 'courier-acc_1-shp_1-1-1',
      pickup_notes: 'Dock 2',
      dropoff_verification: { signature: true },
    });
  });

  it('a retry after a timeout finds the delivery instead of creating a second one', async () => {
    const { port, calls, remaining } = scripted('token', 'deliveries-found');
    const d = await port.dispatch({
      idempotencyKey: 'courier-acc_1-shp_1-1-1',
      quoteId: 'dqt_x',
      request,
      tipCents: 400,
      signatureRequired: false,
    });
    expect(d.deliveryId).toBe('del_9vXk2LmQRdiTr4Yx8dP0sA');
    expect(calls.filter((c) => c.method === 'POST' && c.url.endsWith('/deliveries'))).toEqual([]);
    expect(remaining()).toBe(0);
  });

  it('an expired quote is refused with our message', async () => {
    const { port } = scripted('token', 'deliveries-none', 'delivery-expired-quote');
    const error = await port
      .dispatch({ idempotencyKey: 'k', quoteId: 'dqt_old', request, tipCents: 0, signatureRequired: false })
      .catch((e) => e);
    expect(error).toBeInstanceOf(CourierRejectedError);
    expect(error.code).toBe('quote_expired');
  });

  it('tracks and cancels (too late after pickup)', async () => {
    const { port } = scripted('token', 'delivery-pickup-complete', 'cancel-noncancelable', 'delivery-canceled');
    expect((await port.track('del_9vXk2LmQRdiTr4Yx8dP0sA')).status).toBe('pickup_complete');
    expect(await port.cancel('del_9vXk2LmQRdiTr4Yx8dP0sA')).toBe('too_late');
    expect(await port.cancel('del_9vXk2LmQRdiTr4Yx8dP0sA')).toBe('canceled');
  });

  it('a server error is an unknown outcome: it throws', async () => {
    const { port } = scripted('token', new Error('socket hang up'));
    await expect(port.quote(request)).rejects.toThrow('socket hang up');
  });
});
