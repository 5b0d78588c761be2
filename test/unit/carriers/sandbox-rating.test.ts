import { describe, expect, it } from 'vitest';
import type { RateQuote, RateRequest, ShipmentOption } from '#domain/carriers/carrier.models';
import { insuranceCents, quoteCostCents, rateSandbox } from '#domain/carriers/sandbox-rating.rules';
import { locateError, rewriteErrorMessage } from '#domain/errors/error-message.rules';
import { SANDBOX_TARIFFS, zip3Centroid } from '#functions/carriers/data/sandbox-tariffs';

const ctx = { tariffs: SANDBOX_TARIFFS, zip3: zip3Centroid, seed: 'test-seed' };
const FROM = { street1: '500 W 2nd St', city: 'Austin', state: 'TX', zip: '78701', country: 'US' };
const TO = { street1: '233 S Wacker Dr', city: 'Chicago', state: 'IL', zip: '60606', country: 'US' };

function request(over: Partial<RateRequest> = {}, options: ShipmentOption[] = []): RateRequest {
  return {
    shipDate: '2026-03-04',
    from: FROM,
    to: TO,
    parcels: [{ lengthIn: 10, widthIn: 8, heightIn: 6, weightLb: 3 }],
    options,
    ...over,
  };
}
const quote = (r: { quotes: RateQuote[] }, carrier: string, service: string) =>
  r.quotes.find((q) => q.carrier === carrier && q.service === service);
const line = (q: RateQuote | undefined, kind: string) => q?.charges.find((c) => c.kind === kind);

describe('sandbox rate sheets look like published rates', () => {
  it.each([
    ['UPS Ground zone 2, 1 lb is $10–11 retail', 'UPS', 'Ground', 0, 2, 1, 1000, 1100],
    ['UPS Ground zone 8, 150 lb is over $200 retail', 'UPS', 'Ground', 0, 8, 150, 20000, 40000],
    ['USPS Ground Advantage zone 5, 4 lb is cheap (< $15)', 'USPS', 'GroundAdvantage', 0, 5, 4, 800, 1500],
    ['UPS Next Day Air zone 8, 1 lb is far dearer than ground (> $80)', 'UPS', 'NextDayAir', 0, 8, 1, 8000, 12000],
  ] as const)('%s', (_rule, carrier, service, _x, zone, lb, min, max) => {
    const sheet = SANDBOX_TARIFFS.sheets[carrier].services.find((s) => s.service === service)!;
    const price = sheet.rows[lb - 1][sheet.columns.indexOf(String(zone))];
    expect(price).toBeGreaterThanOrEqual(min);
    expect(price).toBeLessThanOrEqual(max);
  });

  it('every sheet is marked sandbox and rises with weight and zone', () => {
    for (const sheet of Object.values(SANDBOX_TARIFFS.sheets)) {
      expect(sheet.sandbox).toBe(true);
      expect(sheet.note).toMatch(/sandbox/i);
      for (const s of sheet.services)
        s.rows.forEach((row, i) => {
          if (i > 0) row.forEach((p, c) => expect(p).toBeGreaterThan(s.rows[i - 1][c]));
        });
    }
  });
});

describe('sandbox quotes: charge lines, cost, list and transit', () => {
  const r = rateSandbox(request(), ctx);

  it('quotes every domestic service of the four carriers for a plain 3 lb parcel Austin → Chicago', () => {
    expect(r.quotes.map((q) => `${q.carrier}:${q.service}`).sort()).toEqual(
      [
        'FedEx:FEDEX_2_DAY',
        'FedEx:FEDEX_EXPRESS_SAVER',
        'FedEx:FEDEX_GROUND',
        'FedEx:GROUND_HOME_DELIVERY',
        'FedEx:PRIORITY_OVERNIGHT',
        'FedEx:STANDARD_OVERNIGHT',
        'UPS:2ndDayAir',
        'UPS:3DaySelect',
        'UPS:Ground',
        'UPS:NextDayAir',
        'UPS:NextDayAirSaver',
        'UPSSurePost:SurePostOver1Lb',
        'USPS:Express',
        'USPS:GroundAdvantage',
        'USPS:Priority',
      ].sort(),
    );
    // SurePost Under 1 lb refuses a 3 lb parcel with a message.
    expect(r.messages.map((m) => m.code)).toEqual(['surepost.weight']);
  });

  it('cost is the daily rate: the base discounted off the list price, sell equals cost at this layer', () => {
    const q = quote(r, 'UPS', 'Ground')!;
    const base = line(q, 'base')!;
    expect(q.zone).toBe(5);
    expect(base.costCents).toBeLessThan(q.listCents);
    for (const c of q.charges) expect(c.sellCents).toBe(c.costCents);
    const listBase = SANDBOX_TARIFFS.sheets.UPS.services[0].rows[3][3]; // 10×8×6 in is 3.45 lb dimensional: 4 lb, zone 5
    expect(base.costCents).toBe(Math.round((listBase * (100 - 38)) / 100));
  });

  it('fuel is the ground fuel percent of the discounted transportation charges', () => {
    const q = quote(r, 'UPS', 'Ground')!;
    expect(line(q, 'fuel')!.costCents).toBe(Math.round((line(q, 'base')!.costCents * 19.75) / 100));
  });

  it('USPS has no fuel surcharge', () => {
    expect(line(quote(r, 'USPS', 'Priority'), 'fuel')).toBeUndefined();
  });

  it('transit and delivery date come from the zone and the carrier calendar (Wed ship, zone 5 ground: Mon)', () => {
    const q = quote(r, 'UPS', 'Ground')!;
    expect(q.transitDays).toBe(3);
    expect(q.estimatedDeliveryDate).toBe('2026-03-09');
  });

  it('billable weight uses the dimensional weight (139) when larger', () => {
    const big = rateSandbox(request({ parcels: [{ lengthIn: 20, widthIn: 20, heightIn: 20, weightLb: 3 }] }), ctx);
    expect(quote(big, 'UPS', 'Ground')!.billableWeightLb).toBe(58);
    expect(quote(big, 'USPS', 'Priority')!.billableWeightLb).toBe(49);
  });
});

describe('surcharges', () => {
  it.each([
    [
      'residential delivery adds the residential surcharge (UPS ground $6.15)',
      { to: { ...TO, residential: true } },
      [],
      'UPS',
      'Ground',
      'residential',
      615,
    ],
    [
      'USPS charges no residential surcharge',
      { to: { ...TO, residential: true } },
      [],
      'USPS',
      'Priority',
      'residential',
      undefined,
    ],
    [
      'a delivery-area ZIP3 adds the DAS (FedEx air)',
      { to: { ...TO, zip: '59601', state: 'MT' } },
      [],
      'FedEx',
      'FEDEX_2_DAY',
      'delivery_area',
      undefined,
    ],
    [
      'an extended delivery-area ZIP adds the extended DAS (UPS ground)',
      { to: { ...TO, zip: '82301', state: 'WY' } },
      [],
      'UPS',
      'Ground',
      'delivery_area',
      870,
    ],
    [
      'Saturday delivery on a Saturday service (UPS 2nd Day Air $18)',
      {},
      [{ kind: 'saturday_delivery' }],
      'UPS',
      '2ndDayAir',
      'saturday',
      1800,
    ],
    [
      'signature confirmation (UPS $7.30)',
      {},
      [{ kind: 'delivery_confirmation', level: 'signature' }],
      'UPS',
      'Ground',
      'signature',
      730,
    ],
    [
      'adult signature (FedEx $8.50)',
      {},
      [{ kind: 'delivery_confirmation', level: 'adult_signature' }],
      'FedEx',
      'FEDEX_GROUND',
      'signature',
      850,
    ],
    [
      'dry ice handling UN1845 (UPS $7.25)',
      {},
      [{ kind: 'dry_ice', weightLb: 2 }],
      'UPS',
      'NextDayAir',
      'dry_ice',
      725,
    ],
    [
      'USPS charges nothing for dry ice',
      {},
      [{ kind: 'dry_ice', weightLb: 2 }],
      'USPS',
      'Priority',
      'dry_ice',
      undefined,
    ],
    [
      'declared value $100 is free',
      {},
      [{ kind: 'insurance', amountCents: 10000 }],
      'UPS',
      'Ground',
      'insurance',
      undefined,
    ],
    [
      'declared value $350: 4 × $1.55 per $100',
      {},
      [{ kind: 'insurance', amountCents: 35000 }],
      'UPS',
      'Ground',
      'insurance',
      620,
    ],
    ['carbon neutral (UPS air 25¢)', {}, [{ kind: 'carbon_neutral' }], 'UPS', 'NextDayAir', 'carbon_neutral', 25],
    [
      'additional handling over 50 lb (UPS $31.50)',
      { parcels: [{ lengthIn: 20, widthIn: 12, heightIn: 12, weightLb: 60 }] },
      [],
      'UPS',
      'Ground',
      'additional_handling',
      3150,
    ],
    [
      'additional handling longest side over 48 in',
      { parcels: [{ lengthIn: 50, widthIn: 6, heightIn: 6, weightLb: 5 }] },
      [],
      'FedEx',
      'FEDEX_GROUND',
      'additional_handling',
      3100,
    ],
    [
      'USPS nonstandard length over 22 in ($4.50)',
      { parcels: [{ lengthIn: 24, widthIn: 6, heightIn: 6, weightLb: 5 }] },
      [],
      'USPS',
      'Priority',
      'additional_handling',
      450,
    ],
  ] as const)('%s', (_rule, over, options, carrier, service, kind, cents) => {
    const r = rateSandbox(request(over as Partial<RateRequest>, options as unknown as ShipmentOption[]), ctx);
    const l = line(quote(r, carrier, service), kind);
    expect(quote(r, carrier, service), `${carrier} ${service} quoted`).toBeDefined();
    if (cents === undefined && kind === 'delivery_area') expect(l?.costCents).toBe(710);
    else expect(l?.costCents).toBe(cents);
  });

  it('insurance has a minimum once over the free amount', () => {
    expect(insuranceCents(10100, { includedCents: 10000, perHundredCents: 155, minimumCents: 465 })).toBe(465);
  });

  it('the list price carries the same surcharges on the retail base', () => {
    const r = rateSandbox(request({ to: { ...TO, residential: true } }), ctx);
    const q = quote(r, 'UPS', 'Ground')!;
    expect(q.listCents).toBeGreaterThan(quoteCostCents(q));
  });
});

describe('international and remote destinations', () => {
  const CA = { street1: '1 Main St', city: 'Toronto', state: 'ON', zip: 'M5V 2T6', country: 'CA' };
  const GB = { street1: '10 Downing St', city: 'London', state: '', zip: 'SW1A 2AA', country: 'GB' };
  it('Canada is priced by country with international services only, no zone', () => {
    const r = rateSandbox(request({ to: CA }), ctx);
    expect(r.quotes.map((q) => q.service).sort()).toEqual(
      ['INTERNATIONAL_ECONOMY', 'PriorityMailInternational', 'UPSSaver', 'UPSStandard'].sort(),
    );
    expect(r.quotes.every((q) => q.zone === undefined)).toBe(true);
  });

  it('UPS Standard does not serve GB: a recipient message', () => {
    const r = rateSandbox(request({ to: GB }), ctx);
    expect(r.messages.find((m) => m.service === 'UPSStandard')?.message).toBe(
      'Ship to country GB is not served by UPS Standard',
    );
  });

  it('Puerto Rico: USPS zone 8, UPS air zone 11, UPS Ground not served, international services priced', () => {
    const r = rateSandbox(
      request({ to: { street1: '1 Calle', city: 'San Juan', state: 'PR', zip: '00901', country: 'PR' } }),
      ctx,
    );
    expect(quote(r, 'USPS', 'Priority')?.zone).toBe(8);
    expect(quote(r, 'UPS', 'NextDayAir')?.zone).toBe(11);
    expect(quote(r, 'UPS', 'UPSSaver')).toBeDefined();
    expect(r.messages.find((m) => m.service === 'Ground')?.message).toBe(
      'Ship to state PR is not served by UPS Ground',
    );
  });

  it('FedEx Ground serves Hawaii at zone 10 with a week in transit', () => {
    const r = rateSandbox(
      request({ to: { street1: '1 Bishop St', city: 'Honolulu', state: 'HI', zip: '96813', country: 'US' } }),
      ctx,
    );
    expect(quote(r, 'FedEx', 'FEDEX_GROUND')).toMatchObject({ zone: 10, transitDays: 7 });
  });
});

describe('constraints answered as carrier messages that the shared rewriting and location rules file right (orders §8)', () => {
  const cases: [string, Partial<RateRequest>, ShipmentOption[], string, string, string, string][] = [
    [
      'weight over 150 lb (orders §9)',
      { parcels: [{ lengthIn: 10, widthIn: 10, heightIn: 10, weightLb: 151 }] },
      [],
      'UPS',
      'weight.max',
      'Weight 151 lb exceeds the carrier maximum of 150 lb',
      'isWeight',
    ],
    [
      'a dimension over 108 in (orders §9)',
      { parcels: [{ lengthIn: 110, widthIn: 10, heightIn: 10, weightLb: 10 }] },
      [],
      'FedEx',
      'dimension.max',
      'Length 110 in exceeds the maximum dimension of 108 in',
      'isWeight',
    ],
    [
      'USPS carries at most 70 lb',
      { parcels: [{ lengthIn: 10, widthIn: 10, heightIn: 10, weightLb: 80 }] },
      [],
      'USPS',
      'weight.max',
      'Weight 80 lb exceeds the USPS Ground Advantage maximum of 70 lb',
      'isWeight',
    ],
    [
      'international dry ice over 5.5 lb (orders §9)',
      { to: { street1: '1 Main St', city: 'Toronto', state: 'ON', zip: 'M5V 2T6', country: 'CA' } },
      [{ kind: 'dry_ice', weightLb: 6 }],
      'UPS',
      'dry_ice.international',
      'Dry ice weight 6 lb exceeds the 5.5 lb allowed on international shipments',
      'isWeight',
    ],
    [
      'unsupported destination country',
      { to: { street1: '1 Rue', city: 'Paris', state: '', zip: '75001', country: 'FR' } },
      [],
      'USPS',
      'destination.country',
      'Recipient country FR is not served: destinations are US, CA, PR and GB',
      'isToAddress',
    ],
    [
      'unknown destination ZIP',
      { to: { ...TO, zip: '00000' } },
      [],
      'UPS',
      'to.zip',
      'Recipient postal code 00000 is not a known US ZIP code',
      'isToAddress',
    ],
    [
      'unknown origin ZIP stays with the sender',
      { from: { ...FROM, zip: '00000' } },
      [],
      'UPS',
      'from.zip',
      'Ship from postal code 00000 is not a known US ZIP code',
      'isFromAddress',
    ],
    [
      'PO Box not deliverable by UPS',
      { to: { ...TO, street1: 'PO Box 123' } },
      [],
      'UPS',
      'po_box',
      'Recipient address is a PO Box: UPS does not deliver to PO Boxes',
      'isToAddress',
    ],
    [
      'PO Box not deliverable by FedEx',
      { to: { ...TO, street1: 'P.O. Box 9' } },
      [],
      'FedEx',
      'po_box',
      'Recipient address is a PO Box: FedEx does not deliver to PO Boxes',
      'isToAddress',
    ],
    [
      'Saturday delivery not offered on ground services',
      {},
      [{ kind: 'saturday_delivery' }],
      'UPS',
      'saturday.unavailable',
      'Saturday delivery is not offered on UPS Ground',
      'isRate',
    ],
    [
      'SurePost weight 1–9 lb',
      { parcels: [{ lengthIn: 10, widthIn: 8, heightIn: 6, weightLb: 12 }] },
      [],
      'UPSSurePost',
      'surepost.weight',
      'Surepost weight must be between 1 and 9 lb',
      'isWeight',
    ],
    [
      'SurePost Under 1 lb carries under 1 lb',
      {},
      [],
      'UPSSurePost',
      'surepost.weight',
      'Surepost Under 1 lb weight must be under 1 lb, the parcel weight is 3 lb',
      'isWeight',
    ],
    [
      'SurePost volume at most 1000 in³',
      { parcels: [{ lengthIn: 12, widthIn: 10, heightIn: 10, weightLb: 3 }] },
      [],
      'UPSSurePost',
      'surepost.volume',
      'Surepost volume must be at most 1000 cubic inches',
      'isRate',
    ],
    [
      'SurePost no dry ice',
      {},
      [{ kind: 'dry_ice', weightLb: 1 }],
      'UPSSurePost',
      'surepost.dry_ice',
      'Surepost does not allow dry ice',
      'isRate',
    ],
    [
      'SurePost no hazmat',
      {},
      [{ kind: 'hazmat' }],
      'UPSSurePost',
      'surepost.hazmat',
      'Surepost does not allow hazardous materials',
      'isRate',
    ],
  ];
  it.each(cases)('%s', (_rule, over, options, carrier, code, rewritten, location) => {
    const r = rateSandbox(request(over, options), ctx);
    const found = r.messages.filter((x) => x.carrier === carrier && x.code === code);
    expect(found.map((x) => rewriteErrorMessage(x.message))).toContain(rewritten);
    const m = found.find((x) => rewriteErrorMessage(x.message) === rewritten);
    expect(locateError({ message: m!.message, source: 'rate' })).toBe(location);
  });

  it('a PO Box still gets USPS and SurePost rates (USPS delivers the last mile)', () => {
    const r = rateSandbox(request({ to: { ...TO, street1: 'PO Box 123' } }), ctx);
    expect(new Set(r.quotes.map((q) => q.carrier))).toEqual(new Set(['USPS', 'UPSSurePost']));
  });

  it('Saturday requested: ground services are left out, Saturday services quoted with the charge', () => {
    const r = rateSandbox(request({}, [{ kind: 'saturday_delivery' }]), ctx);
    expect(quote(r, 'UPS', 'Ground')).toBeUndefined();
    expect(quote(r, 'FedEx', 'FEDEX_GROUND')).toBeUndefined();
    expect(line(quote(r, 'UPS', 'NextDayAir'), 'saturday')?.costCents).toBe(1800);
  });

  it('SurePost Under 1 lb rates a 10 oz parcel by the ounce; 1 lb or Greater refuses it', () => {
    const r = rateSandbox(request({ parcels: [{ lengthIn: 8, widthIn: 6, heightIn: 2, weightLb: 0.625 }] }), ctx);
    const q = quote(r, 'UPSSurePost', 'SurePostUnder1Lb')!;
    expect(q.billableWeightLb).toBe(0.625);
    expect(r.messages.find((m) => m.service === 'SurePostOver1Lb')?.code).toBe('surepost.weight');
  });
});

describe('determinism', () => {
  it('the same request and seed give the same quotes and rate ids; another seed other rate ids', () => {
    const a = rateSandbox(request(), ctx);
    const b = rateSandbox(JSON.parse(JSON.stringify(request())) as RateRequest, ctx);
    expect(b).toEqual(a);
    const c = rateSandbox(request(), { ...ctx, seed: 'other' });
    expect(c.quotes[0].rateId).not.toBe(a.quotes[0].rateId);
    expect(new Set(a.quotes.map((q) => q.rateId)).size).toBe(a.quotes.length);
  });
});
