import { describe, expect, it } from 'vitest';
import { billableWeightLb, billableWeightOz, dimensionalWeightLb } from '#domain/carriers/billable-weight.rules';

const parcel = (l: number, w: number, h: number, weightLb: number) => ({
  lengthIn: l,
  widthIn: w,
  heightIn: h,
  weightLb,
});

describe('billable weight: max(actual, L×W×H ÷ divisor) rounded up to the next pound', () => {
  it.each([
    ['UPS divisor 139: 12×12×12 (1728 in³) is 12.43 → 13 lb', 'UPS', parcel(12, 12, 12, 2), 13],
    ['FedEx divisor 139 applies to every parcel', 'FedEx', parcel(10, 10, 10, 1), 8],
    ['SurePost uses the UPS divisor 139', 'UPSSurePost', parcel(10, 10, 10, 1), 8],
    ['actual weight wins when heavier', 'UPS', parcel(10, 10, 10, 20.2), 21],
    ['rounded up to the next whole pound', 'UPS', parcel(1, 1, 1, 3.01), 4],
    ['a whole pound stays (float noise ignored)', 'UPS', parcel(1, 1, 1, 2.0000000001), 2],
    ['at least 1 lb', 'UPS', parcel(1, 1, 1, 0.2), 1],
    ['USPS: 1,728 in³ or less bills actual weight only', 'USPS', parcel(12, 12, 12, 2), 2],
    ['USPS: over 1,728 in³ divides by 166', 'USPS', parcel(13, 12, 12, 2), 12],
  ] as const)('%s', (_rule, carrier, p, lb) => {
    expect(billableWeightLb(carrier, p)).toBe(lb);
  });

  it('USPS dimensional weight is zero under one cubic foot', () => {
    expect(dimensionalWeightLb('USPS', parcel(12, 12, 12, 1))).toBe(0);
  });

  it.each([
    ['under-1-lb services bill whole ounces: 0.3 lb = 4.8 oz → 5 oz', 0.3, 5],
    ['an exact ounce stays', 0.5, 8],
    ['at least 1 oz', 0.01, 1],
  ])('%s', (_rule, lb, oz) => {
    expect(billableWeightOz({ weightLb: lb })).toBe(oz);
  });
});
