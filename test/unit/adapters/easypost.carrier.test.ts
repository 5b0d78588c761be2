import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BuyRequest, RateRequest } from '#domain/carriers/carrier.models';
import { CarrierRejectedError } from '#domain/carriers/ports';
import { CARRIER_ACCOUNTS_UNSET, makeEasyPostCarrier } from '#functions/carriers/adapters/easypost.carrier';

const API = 'https://api.easypost.com/v2';
const AUTH = `Basic ${Buffer.from('EZTK_test:').toString('base64')}`;
const PDF_URL = 'https://easypost-files.s3.us-west-2.amazonaws.com/files/postage_label/20250314/e8b2c4a6d8f0.pdf';
const ZPL_URL = 'https://easypost-files.s3.us-west-2.amazonaws.com/files/postage_label/20250314/e8b2c4a6d8f0.zpl';
const KEY = 'buy-ord_1001-1';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../fixtures/easypost/carrier/${name}.json`, import.meta.url), 'utf8')) as {
    status: number;
    body: unknown;
  };

type Answer = string | { bytes: string } | Error;

/** A fetch that answers the scripted responses in order (a fixture name, file bytes or a network error) and keeps every request. */
function scriptedWith(platformCarrierAccounts: string[] | undefined, ...answers: Answer[]) {
  const calls: { url: string; method: string; headers: Record<string, string>; body: any }[] = [];
  const fetchFn = (async (url: string, init: RequestInit) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    calls.push({
      url,
      method: String(init.method),
      headers,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    const answer = answers.shift();
    if (answer === undefined) throw new Error(`unexpected request ${init.method} ${url}`);
    if (answer instanceof Error) throw answer;
    if (typeof answer === 'object') return new Response(answer.bytes, { status: 200 });
    const { status, body } = fixture(answer);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  const carrier = makeEasyPostCarrier({
    apiKey: 'EZTK_test',
    fetch: fetchFn,
    ...(platformCarrierAccounts ? { platformCarrierAccounts } : {}),
  });
  return { calls, carrier, remaining: () => answers.length };
}
const scripted = (...answers: Answer[]) => scriptedWith(undefined, ...answers);

const request: RateRequest = {
  shipDate: '2025-03-14',
  from: {
    name: 'Ana Shipper',
    company: 'Hill Country Provisions',
    street1: '1100 Congress Ave',
    street2: 'Suite 200',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    country: 'US',
    phone: '5125550100',
  },
  to: {
    name: 'Maria Lopez',
    street1: '2000 S Lamar Blvd',
    street2: 'Apt 4',
    city: 'Austin',
    state: 'TX',
    zip: '78704',
    country: 'US',
    residential: true,
  },
  parcels: [{ lengthIn: 12, widthIn: 10, heightIn: 8, weightLb: 6.5 }],
  options: [
    { kind: 'dry_ice', weightLb: 5 },
    { kind: 'saturday_delivery' },
    { kind: 'delivery_confirmation', level: 'adult_signature' },
    { kind: 'carbon_neutral' },
  ],
  reference: 'ORDER-1001',
};

const buyRequest: BuyRequest = {
  idempotencyKey: KEY,
  request,
  quote: {
    rateId: 'rate_0b1d3f5a7c9e4b2d8f6a1c3e5b7d9f10',
    carrierShipmentId: 'shp_7f3a9c2e5b8d4a1f9e6c3b0a7d4e1f28',
    carrier: 'UPS',
    service: 'Ground',
  },
};

describe('EasyPost carrier: rate (POST /v2/shipments)', () => {
  it('sends the shipment with basic auth, the parcel in ounces and each option as EasyPost names it', async () => {
    const { calls, carrier } = scripted('shipment-rated');
    await carrier.rate(request);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', url: `${API}/shipments` });
    expect(calls[0].headers.authorization).toBe(AUTH);
    expect(calls[0].headers['content-type']).toBe('application/json');
    expect(calls[0].body).toEqual({
      shipment: {
        reference: 'ORDER-1001',
        to_address: {
          name: 'Maria Lopez',
          street1: '2000 S Lamar Blvd',
          street2: 'Apt 4',
          city: 'Austin',
          state: 'TX',
          zip: '78704',
          country: 'US',
          residential: true,
        },
        from_address: {
          name: 'Ana Shipper',
          company: 'Hill Country Provisions',
          street1: '1100 Congress Ave',
          street2: 'Suite 200',
          city: 'Austin',
          state: 'TX',
          zip: '78701',
          country: 'US',
          phone: '5125550100',
        },
        // 6.5 lb = 104 oz; 5 lb of dry ice = 80 oz (1 lb = 16 oz, orders §9).
        parcel: { length: 12, width: 10, height: 8, weight: 104 },
        options: {
          label_format: 'PDF',
          label_date: '2025-03-14T12:00:00Z',
          print_custom_1: 'ORDER-1001',
          dry_ice: true,
          dry_ice_weight: '80',
          dry_ice_medical: 'false',
          saturday_delivery: true,
          delivery_confirmation: 'ADULT_SIGNATURE',
          carbon_neutral: true,
        },
      },
    });
  });

  it('sends customs_info with items in ounces and line values in dollars', async () => {
    const { calls, carrier } = scripted('shipment-rated');
    await carrier.rate({
      ...request,
      to: { ...request.to, city: 'Ottawa', state: 'ON', zip: 'K1M 1M4', country: 'CA' },
      customs: {
        contentType: 'merchandise',
        nonDelivery: 'return',
        items: [
          {
            description: 'Smoked brisket',
            htsCode: '1602.50',
            quantity: 2,
            valueCents: 8900,
            weightLb: 4,
            countryOfOrigin: 'US',
          },
        ],
      },
    });
    expect(calls[0].body.shipment.customs_info).toEqual({
      contents_type: 'merchandise',
      non_delivery_option: 'return',
      customs_certify: true,
      customs_signer: 'Ana Shipper',
      eel_pfc: 'NOEEI 30.37(a)',
      customs_items: [
        {
          description: 'Smoked brisket',
          quantity: 2,
          value: '89.00',
          weight: 64,
          hs_tariff_number: '1602.50',
          origin_country: 'US',
        },
      ],
    });
  });

  it('maps rates to quotes in cents (one base line, list price from list_rate) and messages beside them', async () => {
    const { carrier } = scripted('shipment-rated');
    const result = await carrier.rate(request);
    // DHL is not a carrier Shipdeck sells: its rate is left out.
    expect(result.quotes.map((q) => `${q.carrier} ${q.service}`)).toEqual([
      'UPS Ground',
      'FedEx FEDEX_GROUND',
      'USPS Priority',
      'USPS GroundAdvantage',
    ]);
    expect(result.quotes[0]).toEqual({
      rateId: 'rate_0b1d3f5a7c9e4b2d8f6a1c3e5b7d9f10',
      carrierShipmentId: 'shp_7f3a9c2e5b8d4a1f9e6c3b0a7d4e1f28',
      carrier: 'UPS',
      service: 'Ground',
      charges: [{ kind: 'base', label: 'Postage', costCents: 1462, sellCents: 1462 }],
      listCents: 1895,
      billableWeightLb: 7,
      transitDays: 2,
      estimatedDeliveryDate: '2025-03-18',
    });
    // No delivery date: the ship date plus the delivery days.
    expect(result.quotes[1]).toMatchObject({
      transitDays: 3,
      estimatedDeliveryDate: '2025-03-17',
    });
    expect(result.quotes[2]).toMatchObject({ listCents: 1120, estimatedDeliveryDate: '2025-03-16' });
    expect(result.messages).toEqual([
      { carrier: 'FedEx', code: 'rate_error', message: 'FedEx: Saturday delivery is not available for FEDEX_GROUND.' },
    ]);
  });

  it.each([
    ['rate-invalid-request', 'PARAMETER.REQUIRED'],
    ['server-error-500', 'INTERNAL_SERVER_ERROR'],
  ])('%s: a rate shop gets a message, never an exception (the port’s rule)', async (name, code) => {
    const { carrier } = scripted(name);
    const result = await carrier.rate(request);
    expect(result.quotes).toEqual([]);
    expect(result.messages).toEqual([expect.objectContaining({ carrier: 'EasyPost', code })]);
  });

  it('names Shipdeck’s accounts and the merchant’s own on the shipment; a rate of an own account says which', async () => {
    const own = {
      carrierAccountId: 'own-ups',
      carrier: 'UPS' as const,
      description: 'Mine',
      reference: 'ca_ups1f3b5d7f9a1c3e5b7d9f1a3c5e7b',
    };
    const { calls, carrier } = scriptedWith(['ca_fdx2a4c6e8f0b2d4f6a8c0e2b4d6f8a'], 'shipment-rated');
    const result = await carrier.rate({ ...request, ownAccounts: [own] });
    expect(calls[0]!.body.shipment.carrier_accounts).toEqual([
      'ca_fdx2a4c6e8f0b2d4f6a8c0e2b4d6f8a',
      'ca_ups1f3b5d7f9a1c3e5b7d9f1a3c5e7b',
    ]);
    expect(result.quotes.find((q) => q.carrier === 'UPS')?.carrierAccountId).toBe('own-ups');
    expect(result.quotes.find((q) => q.carrier === 'FedEx')?.carrierAccountId).toBeUndefined();
  });

  it('live without Shipdeck’s accounts configured and no own account: asks nothing (EasyPost would rate every account on the user)', async () => {
    const { calls, carrier } = scriptedWith([]);
    const result = await carrier.rate(request);
    expect(calls).toHaveLength(0);
    expect(result).toEqual({
      quotes: [],
      messages: [{ carrier: 'EasyPost', code: 'carrier_accounts', message: CARRIER_ACCOUNTS_UNSET }],
    });
  });

  it('a network failure while rating is a message too', async () => {
    const { carrier } = scripted(new TypeError('fetch failed'));
    const result = await carrier.rate(request);
    expect(result.messages[0]).toMatchObject({ carrier: 'EasyPost', code: 'unavailable' });
  });
});

describe('EasyPost carrier: buy (reference = idempotency key)', () => {
  it('looks the key up, creates the shipment under it, buys the quoted service with Idempotency-Key, fetches PDF and ZPL', async () => {
    const { calls, carrier, remaining } = scripted(
      'not-found',
      'shipment-created-for-key',
      'shipment-bought',
      { bytes: '%PDF-1.4 label' },
      'shipment-label-zpl',
      { bytes: '^XA^FDlabel^FS^XZ' },
    );
    const label = await carrier.buy(buyRequest);
    expect(remaining()).toBe(0);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `GET ${API}/shipments/${KEY}`,
      `POST ${API}/shipments`,
      `POST ${API}/shipments/shp_9a1c3e5b7d9f4a2c8e6b0d2f4a6c8e1b/buy`,
      `GET ${PDF_URL}`,
      `GET ${API}/shipments/shp_9a1c3e5b7d9f4a2c8e6b0d2f4a6c8e1b/label?file_format=ZPL`,
      `GET ${ZPL_URL}`,
    ]);
    expect(calls[1].body.shipment.reference).toBe(KEY);
    expect(calls[1].body.shipment.options.print_custom_1).toBe('ORDER-1001');
    expect(calls[2].body).toEqual({ rate: { id: 'rate_k0b1d3f5a7c9e4b2d8f6a1c3e5b7d9f10' } });
    expect(calls[2].headers['idempotency-key']).toBe(KEY);
    // The label files live on EasyPost's file host: the API key is never sent there.
    expect(calls[3].headers.authorization).toBeUndefined();
    expect(calls[5].headers.authorization).toBeUndefined();
    expect(label).toMatchObject({
      carrier: 'UPS',
      service: 'Ground',
      trackingCode: '1Z999AA10123456784',
      trackingUrl: 'https://track.easypost.com/djE6dHJrXzJjNGU2YThjMGUyYjRkNmY4YTBjMmU0YjZkOGYwYTJj',
      carrierShipmentId: 'shp_9a1c3e5b7d9f4a2c8e6b0d2f4a6c8e1b',
      costCents: 1462,
      purchasedAt: '2025-03-14T15:04:01Z',
      idempotencyKey: KEY,
    });
    expect(label.documents.map((d) => [d.format, d.contentType, new TextDecoder().decode(d.body)])).toEqual([
      ['pdf', 'application/pdf', '%PDF-1.4 label'],
      ['zpl', 'application/x-zpl', '^XA^FDlabel^FS^XZ'],
    ]);
  });

  it('insurance is bought with the label, in dollars', async () => {
    const { calls, carrier } = scripted(
      'not-found',
      'shipment-created-for-key',
      'shipment-bought',
      { bytes: '%PDF' },
      'shipment-label-zpl',
      { bytes: '^XA^XZ' },
    );
    await carrier.buy({ ...buyRequest, request: { ...request, options: [{ kind: 'insurance', amountCents: 25000 }] } });
    expect(calls[2].body).toEqual({ rate: { id: 'rate_k0b1d3f5a7c9e4b2d8f6a1c3e5b7d9f10' }, insurance: '250.00' });
  });

  it('a retry after an unknown outcome answers the label already bought under the key, buying nothing again', async () => {
    const { calls, carrier } = scripted('shipment-label-zpl', { bytes: '%PDF' }, { bytes: '^XA^XZ' });
    const label = await carrier.buy(buyRequest);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(label.trackingCode).toBe('1Z999AA10123456784');
  });

  it('422 SHIPMENT.POSTAGE.FAILURE: CarrierRejectedError with EasyPost’s code (nothing bought)', async () => {
    const { carrier } = scripted('not-found', 'shipment-created-for-key', 'postage-failure');
    const err = await carrier.buy(buyRequest).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CarrierRejectedError);
    expect(err).toMatchObject({
      carrier: 'UPS',
      code: 'SHIPMENT.POSTAGE.FAILURE',
      message: 'UPS: The Ship To postal code is invalid for the state.',
    });
  });

  it('a service the new shipment no longer offers is a rejection, before anything is bought', async () => {
    const { calls, carrier } = scripted('not-found', 'shipment-created-for-key');
    const err = await carrier
      .buy({ ...buyRequest, quote: { ...buyRequest.quote, service: 'NextDayAir' } })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CarrierRejectedError);
    expect((err as CarrierRejectedError).code).toBe('rate.unavailable');
    expect(calls).toHaveLength(2);
  });

  it.each([
    ['500 on buy', ['not-found', 'shipment-created-for-key', 'server-error-500'] as Answer[]],
    [
      'timeout on buy',
      ['not-found', 'shipment-created-for-key', new DOMException('timed out', 'TimeoutError')] as Answer[],
    ],
  ])('%s: a plain error (outcome unknown, the caller asks findLabel)', async (_name, answers) => {
    const { carrier } = scripted(...answers);
    const err = await carrier.buy(buyRequest).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).not.toBeInstanceOf(CarrierRejectedError);
  });

  it('a ZPL copy that cannot be had does not fail a bought label: the PDF is answered alone', async () => {
    const { carrier } = scripted(
      'not-found',
      'shipment-created-for-key',
      'shipment-bought',
      { bytes: '%PDF' },
      'server-error-500',
    );
    const label = await carrier.buy(buyRequest);
    expect(label.documents.map((d) => d.format)).toEqual(['pdf']);
  });
});

describe('EasyPost carrier: findLabel, refund, refundStatus, track', () => {
  it('findLabel reads GET /v2/shipments/{reference}: the bought label, or undefined', async () => {
    const found = scripted('shipment-label-zpl', { bytes: '%PDF' }, { bytes: '^XA^XZ' });
    expect((await found.carrier.findLabel(KEY))?.carrierShipmentId).toBe('shp_9a1c3e5b7d9f4a2c8e6b0d2f4a6c8e1b');
    expect(found.calls[0]).toMatchObject({ method: 'GET', url: `${API}/shipments/${KEY}` });
    expect(await scripted('not-found').carrier.findLabel(KEY)).toBeUndefined();
    // Created under the key but never bought: no label.
    expect(await scripted('shipment-created-for-key').carrier.findLabel(KEY)).toBeUndefined();
  });

  const refundRequest = {
    carrier: 'UPS' as const,
    trackingCode: '1Z999AA10123456784',
    carrierShipmentId: 'shp_9a1c3e5b7d9f4a2c8e6b0d2f4a6c8e1b',
    purchasedAt: '2025-03-14T15:04:01Z',
  };

  it.each([
    ['shipment-refund-submitted', 'submitted'],
    ['shipment-refunded', 'refunded'],
    ['shipment-refund-not-applicable', 'rejected'],
    ['postage-failure', 'rejected'],
  ])('refund POST /v2/shipments/{id}/refund: %s → %s', async (name, status) => {
    const { calls, carrier } = scripted(name);
    expect(await carrier.refund(refundRequest)).toBe(status);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `${API}/shipments/${refundRequest.carrierShipmentId}/refund`,
    });
  });

  it('a refund EasyPost could not answer (500) throws, so it is asked again', async () => {
    await expect(scripted('server-error-500').carrier.refund(refundRequest)).rejects.toThrow('EasyPost 500');
  });

  it('refundStatus reads the shipment’s refund_status', async () => {
    const { calls, carrier } = scripted('shipment-refunded');
    expect(await carrier.refundStatus(refundRequest)).toBe('refunded');
    expect(calls[0]).toMatchObject({ method: 'GET', url: `${API}/shipments/${refundRequest.carrierShipmentId}` });
  });

  it('track POSTs /v2/trackers and maps status, estimate and tracking_details to tracking events', async () => {
    const { calls, carrier } = scripted('tracker');
    const result = await carrier.track('UPSSurePost', '1Z999AA10123456784');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `${API}/trackers`,
      body: { tracker: { tracking_code: '1Z999AA10123456784', carrier: 'UPS' } },
    });
    expect(result).toEqual({
      trackingCode: '1Z999AA10123456784',
      status: 'in_transit',
      estimatedDeliveryDate: '2025-03-18',
      events: [
        {
          message: 'Shipper created a label, UPS has not received the package yet.',
          status: 'pre_transit',
          status_detail: 'label_created',
          datetime: '2025-03-14T15:04:03Z',
          source: 'UPS',
        },
        {
          message: 'Arrived at Facility',
          description: 'Arrived at Facility',
          status: 'in_transit',
          status_detail: 'arrived_at_facility',
          datetime: '2025-03-15T09:12:44Z',
          source: 'UPS',
          tracking_location: { city: 'AUSTIN', state: 'TX', country: 'US', zip: '78744' },
        },
      ],
    });
  });
});
