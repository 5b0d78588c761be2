import { describe, expect, it } from 'vitest';
import {
  barcodesFor,
  dryIceNetKg,
  formatTrackingCode,
  GS,
  julianDay,
  MAXICODE_SECONDARY_BUDGET,
  maxicodeMessage,
  type BarcodeInput,
} from '#domain/carriers/label.rules';

const to = {
  name: 'Maria Lopez',
  street1: '2000 S Lamar Blvd',
  city: 'Austin',
  state: 'TX',
  zip: '78704',
  country: 'US',
};
const input = (over: Partial<BarcodeInput>): BarcodeInput => ({
  carrier: 'UPS',
  service: 'Ground',
  trackingCode: '1Z999AA10123456784',
  shipDate: '2025-03-14',
  billableWeightLb: 6.2,
  to,
  ...over,
});

describe('tracking number as printed (carrier grouping)', () => {
  it.each([
    ['UPS', '1Z999AA10123456784', '1Z 999 AA1 01 2345 6784'],
    ['UPSSurePost', '1z999aa10123456784', '1Z 999 AA1 01 2345 6784'],
    ['USPS', '9405511899223197428490', '9405 5118 9922 3197 4284 90'],
    ['FedEx', '794698521473', '7946 9852 1473'],
    ['UPS', 'SANDBOX-NOT-1Z', 'SAND BOX- NOT- 1Z'],
  ] as const)('%s %s → %s', (carrier, code, printed) => {
    expect(formatTrackingCode(carrier, code)).toBe(printed);
  });
});

describe('dry ice net weight in kg (orders §9: 1 kg = 2.2046 lb, label to 0.1 kg)', () => {
  it.each([
    [5, 2.3],
    [4.4, 2],
    [0.5, 0.2],
    [11.0231, 5],
  ])('%s lb → %s kg', (lb, kg) => expect(dryIceNetKg(lb)).toBe(kg));
});

describe("each carrier's barcodes", () => {
  it('USPS IMpb: GS1-128 of (420) destination ZIP and the tracking number, its 9x prefix the AI', () => {
    expect(
      barcodesFor(input({ carrier: 'USPS', service: 'Priority', trackingCode: '9405511899223197428490' })),
    ).toEqual([
      {
        symbology: 'gs1-128',
        elements: [
          ['420', '78704'],
          ['94', '05511899223197428490'],
        ],
      },
    ]);
  });

  it('USPS IMpb keeps ZIP+4 when the destination has one', () => {
    const [spec] = barcodesFor(
      input({ carrier: 'USPS', trackingCode: '9205511899223197428490', to: { ...to, zip: '78704-4711' } }),
    );
    expect(spec).toMatchObject({
      elements: [
        ['420', '787044711'],
        ['92', '05511899223197428490'],
      ],
    });
  });

  it('a USPS number that is not an IMpb falls back to Code 128', () => {
    expect(barcodesFor(input({ carrier: 'USPS', trackingCode: 'EZ1000000001' }))).toEqual([
      { symbology: 'code128', data: 'EZ1000000001' },
    ]);
  });

  it('UPS: MaxiCode mode 2 (US numeric ZIP padded to 9, country 840, Ground class 003) and Code 128 of the 1Z', () => {
    const [maxi, linear] = barcodesFor(input({}));
    expect(maxi).toMatchObject({
      symbology: 'maxicode',
      mode: 2,
      postalCode: '787040000',
      countryNumeric: '840',
      serviceClass: '003',
    });
    expect(linear).toEqual({ symbology: 'code128', data: '1Z999AA10123456784' });
    // Tracking number, carrier SCAC, shipper number, pickup day of year, package 1/1, weight, address validated.
    expect(maxi.symbology === 'maxicode' && maxi.message.split(GS).slice(0, 8)).toEqual([
      '1Z999AA10123456784',
      'UPSN',
      '999AA1',
      '073',
      '',
      '1/1',
      '7',
      'Y',
    ]);
  });

  it('UPS to Canada: MaxiCode mode 3 with the alphanumeric postal code, country 124, UPS Standard class 011', () => {
    const [maxi] = barcodesFor(
      input({ service: 'UPSStandard', to: { ...to, city: 'Ottawa', state: 'ON', zip: 'K1M 1M4', country: 'CA' } }),
    );
    expect(maxi).toMatchObject({ mode: 3, postalCode: 'K1M1M4', countryNumeric: '124', serviceClass: '011' });
  });

  it('UPS SurePost prints like UPS, with its own class of service', () => {
    const specs = barcodesFor(input({ carrier: 'UPSSurePost', service: 'SurePostOver1Lb' }));
    expect(specs.map((s) => s.symbology)).toEqual(['maxicode', 'code128']);
    expect(specs[0]).toMatchObject({ serviceClass: '093' });
  });

  it('MaxiCode secondary message stays within its capacity however long the street is', () => {
    const [maxi] = barcodesFor(
      input({
        to: { ...to, street1: 'A'.repeat(60) + ' Extremely Long Boulevard Name', city: 'Llanfairpwllgwyngyll Town' },
      }),
    );
    expect(maxi.symbology === 'maxicode' && maxi.message.length).toBeLessThanOrEqual(MAXICODE_SECONDARY_BUDGET);
  });

  it('an address line cannot inject separators into a carrier message', () => {
    const [maxi] = barcodesFor(input({ to: { ...to, street1: `1 Main${GS}St\u001e` } }));
    expect(maxi.symbology === 'maxicode' && maxi.message.split(GS)).toHaveLength(11);
  });

  it('the full MaxiCode message starts with the ANSI MH10.8.3 header [)>RS01GS96', () => {
    const [maxi] = barcodesFor(input({}));
    expect(
      maxi.symbology === 'maxicode' &&
        maxicodeMessage(maxi).startsWith('[)>\u001e01\u001d96787040000\u001d840\u001d003'),
    ).toBe(true);
  });

  it('FedEx: PDF417 carrying the tracking number, then Code 128', () => {
    const [pdf417, linear] = barcodesFor(
      input({ carrier: 'FedEx', service: 'FEDEX_GROUND', trackingCode: '794698521473' }),
    );
    expect(pdf417.symbology).toBe('pdf417');
    expect(pdf417.symbology === 'pdf417' && pdf417.data.split(GS)).toEqual(
      expect.arrayContaining(['794698521473', 'FDEG', '7LB']),
    );
    expect(linear).toEqual({ symbology: 'code128', data: '794698521473' });
  });

  it('the pickup day is the day of the year', () => {
    expect(julianDay('2025-01-01')).toBe('001');
    expect(julianDay('2024-12-31')).toBe('366');
  });
});
