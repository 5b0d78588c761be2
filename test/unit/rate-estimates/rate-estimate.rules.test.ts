import { describe, expect, it } from 'vitest';
import type { RateQuote } from '#domain/carriers/carrier.models';
import { PLANS_V2 } from '#domain/plans/plan-tables.constants';
import {
  ESTIMATE_LABEL_FEE_CENTS,
  bestSaving,
  countryOfPostalCode,
  estimateMessagesOf,
  estimateRowOf,
  estimateRowsOf,
  rateRequestOfEstimate,
} from '#domain/rate-estimates/rate-estimate.rules';
import { rateEstimateRequestSchema } from '#domain/rate-estimates/rate-estimate.schema';
import { MESSAGES } from '#domain/validation/messages';
import { toInchesExact } from '#domain/units/units.rules';

const quote = (over: Partial<RateQuote> = {}): RateQuote => ({
  rateId: 'r1',
  carrier: 'UPS',
  service: 'Ground',
  charges: [
    { kind: 'base', label: 'Base', costCents: 900, sellCents: 900 },
    { kind: 'fuel', label: 'Fuel', costCents: 101, sellCents: 101 },
  ],
  listCents: 1500,
  billableWeightLb: 2,
  transitDays: 3,
  estimatedDeliveryDate: '2026-12-02',
  ...over,
});

const valid = {
  shipFrom: '78701',
  shipTo: '10001',
  addressType: 'Residence',
  dimensions: { length: 30, width: 20, height: 10, units: 'cm' },
  weight: { value: 32, units: 'oz' },
  insurance: 150,
};

const errorsOf = (value: unknown) => {
  const result = rateEstimateRequestSchema.safeParse(value);
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
};

describe('accounts §5 Rate estimate, as the public route parses it', () => {
  it.each<{ rule: string; value: unknown; expected: Record<string, string> }>([
    { rule: 'a complete estimate is valid', value: valid, expected: {} },
    {
      rule: 'shipFrom minimum 5 characters',
      value: { ...valid, shipFrom: '787' },
      expected: { shipFrom: MESSAGES.tooShort },
    },
    {
      rule: 'discounted-rate form: a valid origin zip (US)',
      value: { ...valid, shipFrom: 'M5V 2T6' },
      expected: { shipFrom: MESSAGES.invalidZip },
    },
    { rule: 'shipTo zip pattern', value: { ...valid, shipTo: 'abcde' }, expected: { shipTo: MESSAGES.invalidZip } },
    {
      rule: 'weight at least 0.01',
      value: { ...valid, weight: { value: 0.001, units: 'lb' } },
      expected: { 'weight.value': MESSAGES.positive },
    },
    {
      rule: 'dimensions at least 0',
      value: { ...valid, dimensions: { length: -1, width: 1, height: 1 } },
      expected: { 'dimensions.length': MESSAGES.invalid },
    },
    {
      rule: 'the human check token is bounded',
      value: { ...valid, humanCheckToken: 'x'.repeat(2049) },
      expected: { humanCheckToken: MESSAGES.tooLong },
    },
    {
      rule: 'nothing the server owns: an unknown field is refused',
      value: { ...valid, labelFeeCents: 0 },
      expected: { '': 'Unrecognized key: "labelFeeCents"' },
    },
  ])('$rule', ({ value, expected }) => {
    expect(errorsOf(value)).toEqual(expected);
  });
});

describe('the estimate as the rate shop request', () => {
  it('converts units once (cm → in, oz → lb), insures the declared value in cents, and prices a residence as residential', () => {
    const request = rateRequestOfEstimate(rateEstimateRequestSchema.parse(valid), '2026-11-30');
    expect(request.shipDate).toBe('2026-11-30');
    expect(request.from).toMatchObject({ zip: '78701', country: 'US', residential: false });
    expect(request.to).toMatchObject({ zip: '10001', country: 'US', residential: true });
    expect(request.parcels).toEqual([
      {
        lengthIn: toInchesExact(30, 'cm'),
        widthIn: toInchesExact(20, 'cm'),
        heightIn: toInchesExact(10, 'cm'),
        weightLb: 2,
      },
    ]);
    expect(request.options).toEqual([{ kind: 'insurance', amountCents: 15000 }]);
  });

  it('a business address is commercial; no insurance asks for none', () => {
    const request = rateRequestOfEstimate(
      rateEstimateRequestSchema.parse({ ...valid, addressType: 'Business', insurance: 0 }),
      '2026-11-30',
    );
    expect(request.to.residential).toBe(false);
    expect(request.options).toEqual([]);
  });

  it.each([
    ['10001', 'US'],
    ['10001-1234', 'US'],
    ['M5V 2T6', 'CA'],
    ['SW1A 1AA', 'GB'],
  ] as const)('postal code %s is in %s', (zip, country) => {
    expect(countryOfPostalCode(zip)).toBe(country);
  });
});

describe('quotes as calculator rows: Shipdeck price against the carrier retail price', () => {
  it("price is the carrier's discounted charges plus the Start plan's label fee; saving is retail minus price, in $ and %", () => {
    expect(ESTIMATE_LABEL_FEE_CENTS).toBe(PLANS_V2.start.labelFeeCents);
    const row = estimateRowOf(quote(), 99);
    expect(row).toMatchObject({
      carrierName: 'UPS',
      priceCents: 1100,
      retailCents: 1500,
      savingCents: 400,
      savingPercent: 26.7,
    });
  });

  it('a retail price below ours shows a negative saving, never a made-up one', () => {
    const row = estimateRowOf(quote({ listCents: 1000 }), 99);
    expect(row.savingCents).toBe(-100);
    expect(row.savingPercent).toBe(-10);
    expect(bestSaving([row])).toBeUndefined();
  });

  it('rows are sorted cheapest first, then fastest; the best saving is the largest in dollars', () => {
    const rows = estimateRowsOf([
      quote({
        service: 'NextDayAir',
        listCents: 6000,
        charges: [{ kind: 'base', label: 'Base', costCents: 4000, sellCents: 4000 }],
        transitDays: 1,
      }),
      quote({ service: 'Ground' }),
      quote({
        carrier: 'USPS',
        service: 'GroundAdvantage',
        listCents: 1200,
        transitDays: 2,
        charges: [{ kind: 'base', label: 'Base', costCents: 1001, sellCents: 1001 }],
      }),
    ]);
    expect(rows.map((r) => `${r.carrier}:${r.service}`)).toEqual([
      'USPS:GroundAdvantage',
      'UPS:Ground',
      'UPS:NextDayAir',
    ]);
    expect(bestSaving(rows)?.service).toBe('NextDayAir');
  });
});

describe('carrier messages a visitor sees', () => {
  const lane = { carrier: 'UPS', code: 'to.zip', message: 'Unknown destination ZIP 00000' };
  const service = {
    carrier: 'UPSSurePost',
    code: 'surepost.weight',
    message: 'Surepost Under 1 lb weight must be under 1 lb, the parcel weight is 3 lb',
    service: 'SurePostUnder1Lb',
  };
  it("a service's own refusal is left out when other carriers quoted; the request's problems always show", () => {
    expect(estimateMessagesOf([lane, service], true)).toEqual([lane]);
  });
  it('with no quote at all every reason shows', () => {
    expect(estimateMessagesOf([lane, service], false)).toEqual([lane, service]);
  });
});
