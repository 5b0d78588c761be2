import { getTracking } from 'ts-tracking-number';
import { describe, expect, it } from 'vitest';
import { CARRIER_SERVICES } from '#domain/carriers/carrier-services.constants';
import {
  fedexCheckDigit,
  gs1CheckDigit,
  mintTrackingNumber,
  s10CheckDigit,
  SANDBOX_UPS_SHIPPER,
  SANDBOX_USPS_MAILER_ID,
  trackingUrl,
  upsCheckDigit,
} from '#domain/carriers/tracking-number.rules';

describe('tracking number check digits against published valid examples', () => {
  it.each([
    ['UPS mod-10 over the alphanumeric body: 1Z999AA10123456784', () => upsCheckDigit('999AA1012345678'), 4],
    ['UPS: 1Z5R89390357567127', () => upsCheckDigit('5R8939035756712'), 7],
    ['UPS SurePost (YW): 1ZXX3150YW44070023', () => upsCheckDigit('XX3150YW4407002'), 3],
    ['FedEx 12-digit mod-11 weights 1,3,7: 986578788855', () => fedexCheckDigit('98657878885'), 5],
    ['FedEx: 477179081230', () => fedexCheckDigit('47717908123'), 0],
    ['USPS IMpb GS1 mod-10: 9205590164917312751089', () => gs1CheckDigit('920559016491731275108'), 9],
    ['USPS IMpb: 9400111201080805483016', () => gs1CheckDigit('940011120108080548301'), 6],
    ['UPU S10: RB123456785US', () => s10CheckDigit('12345678'), 5],
  ])('%s', (_rule, digit, expected) => {
    expect(digit()).toBe(expected);
  });
});

describe('minted sandbox tracking numbers are valid in each carrier format (cross-checked with ts-tracking-number)', () => {
  const expectedCourier = { UPS: 'ups', UPSSurePost: 'ups', FedEx: 'fedex', USPS: 'usps' } as const;
  it.each(CARRIER_SERVICES.map((s) => [`${s.carrier} ${s.service}`, s] as const))('%s', (_name, s) => {
    for (const key of ['order-1001-shp-1', 'order-1002-shp-1', 'x']) {
      const code = mintTrackingNumber(s.carrier, s.service, key, 'seed-a');
      const parsed = getTracking(code);
      expect(parsed, code).toBeDefined();
      // Priority Mail International carries a UPU S10 number, which ts-tracking-number files under s10.
      expect(parsed!.courier.code).toBe(s.service === 'PriorityMailInternational' ? 's10' : expectedCourier[s.carrier]);
    }
  });

  it('UPS format: 1Z + sandbox shipper + service indicator + 7 digits + check digit', () => {
    expect(mintTrackingNumber('UPS', 'Ground', 'k', 's')).toMatch(new RegExp(`^1Z${SANDBOX_UPS_SHIPPER}03\\d{8}$`));
    expect(mintTrackingNumber('UPSSurePost', 'SurePostOver1Lb', 'k', 's')).toMatch(/^1Z12345EYW\d{8}$/);
  });

  it('USPS format: 22-digit IMpb from the sandbox mailer id', () => {
    expect(mintTrackingNumber('USPS', 'Priority', 'k', 's')).toMatch(
      new RegExp(`^92055${SANDBOX_USPS_MAILER_ID}\\d{8}$`),
    );
  });

  it('FedEx format: 12 digits starting 9999', () => {
    expect(mintTrackingNumber('FedEx', 'FEDEX_2_DAY', 'k', 's')).toMatch(/^9999\d{8}$/);
  });

  it('a changed check digit is rejected by the cross-check (the check digit is really verified)', () => {
    const code = mintTrackingNumber('FedEx', 'FEDEX_2_DAY', 'k', 's');
    const broken = code.slice(0, -1) + String((Number(code.at(-1)) + 1) % 10);
    expect(getTracking(broken)).toBeUndefined();
  });

  it('determinism: the same key and seed give the same number; another key or seed another', () => {
    const a = mintTrackingNumber('UPS', 'Ground', 'order-1', 'seed');
    expect(mintTrackingNumber('UPS', 'Ground', 'order-1', 'seed')).toBe(a);
    expect(mintTrackingNumber('UPS', 'Ground', 'order-2', 'seed')).not.toBe(a);
    expect(mintTrackingNumber('UPS', 'Ground', 'order-1', 'other')).not.toBe(a);
  });

  it.each([
    ['UPS', 'https://www.ups.com/track?loc=en_US&tracknum=1Z'],
    ['UPSSurePost', 'https://www.ups.com/track?loc=en_US&tracknum=1Z'],
    ['FedEx', 'https://www.fedex.com/fedextrack/?trknbr=1Z'],
    ['USPS', 'https://tools.usps.com/go/TrackConfirmAction?tLabels=1Z'],
  ] as const)('tracking URL in the public format of %s', (carrier, url) => {
    expect(trackingUrl(carrier, '1Z')).toBe(url);
  });
});
