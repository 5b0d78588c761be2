import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  LENGTH_UNITS,
  WEIGHT_UNITS,
  calculatedValuesFromPounds,
  convertLength,
  convertWeight,
  cubicInches,
  fromPounds,
  parseLengthUnit,
  parseWeightUnit,
  round4,
  toPounds,
} from '#domain/units/units.rules';

describe('orders §9 / accounts §9: weight conversions (1 kg = 2.2046 lb, 1 lb = 16 oz, 4 decimals)', () => {
  it.each([
    { rule: '1 kg = 2.2046 lb', value: 1, from: 'kg', to: 'lb', expected: 2.2046 },
    { rule: '1 lb = 16 oz', value: 1, from: 'lb', to: 'oz', expected: 16 },
    { rule: '16 oz = 1 lb', value: 16, from: 'oz', to: 'lb', expected: 1 },
    { rule: '1 lb in kg rounded to 4 decimals', value: 1, from: 'lb', to: 'kg', expected: 0.4536 },
    { rule: '1 lb in g (1000 g per kg) rounded to 4 decimals', value: 1, from: 'lb', to: 'g', expected: 453.597 },
    { rule: '1000 g = 2.2046 lb', value: 1000, from: 'g', to: 'lb', expected: 2.2046 },
    { rule: '150 lb in kg', value: 150, from: 'lb', to: 'kg', expected: 68.0396 },
    { rule: '1 kg in oz', value: 1, from: 'kg', to: 'oz', expected: 35.2736 },
    { rule: 'same unit is only rounded', value: 1.234567, from: 'lb', to: 'lb', expected: 1.2346 },
  ] as const)('$rule', ({ value, from, to, expected }) => {
    expect(convertWeight(value, from, to)).toBe(expected);
  });

  it('orders §9: toPounds / fromPounds agree with convertWeight', () => {
    expect(toPounds(2, 'kg')).toBe(4.4092);
    expect(fromPounds(4.4092, 'kg')).toBe(2);
  });

  it('orders §3 weights.calculatedValues: pounds, kilograms, grams, ounces', () => {
    expect(calculatedValuesFromPounds(2.2046)).toEqual({ pounds: 2.2046, kilograms: 1, grams: 1000, ounces: 35.2736 });
  });

  it.each([
    [1.23455, 1.2346],
    [1.23454, 1.2345],
    [-1.23456, -1.2346],
    [0, 0],
    [-0.00001, 0],
    [10, 10],
  ])('orders §9 rounds %d to 4 decimals → %d', (input, expected) => {
    expect(round4(input)).toBe(expected);
  });
});

describe('orders §9: lengths (39.37 in per metre, 3.2808 ft per metre)', () => {
  it.each([
    { rule: '1 m = 39.37 in', value: 1, from: 'm', to: 'in', expected: 39.37 },
    { rule: '1 m = 3.2808 ft', value: 1, from: 'm', to: 'ft', expected: 3.2808 },
    { rule: '39.37 in = 1 m', value: 39.37, from: 'in', to: 'm', expected: 1 },
    { rule: '108 in in cm', value: 108, from: 'in', to: 'cm', expected: 274.3205 },
    { rule: '1 ft in in (via metres)', value: 1, from: 'ft', to: 'in', expected: 12.0001 },
    { rule: '100 cm = 1 m', value: 100, from: 'cm', to: 'm', expected: 1 },
  ] as const)('$rule', ({ value, from, to, expected }) => {
    expect(convertLength(value, from, to)).toBe(expected);
  });

  it('accounts §5 Surepost: volume in cubic inches from any unit', () => {
    expect(cubicInches({ length: 10, width: 10, height: 10 }, 'in')).toBe(1000);
    expect(cubicInches({ length: 1, width: 1, height: 1 }, 'm')).toBe(61023.378);
  });
});

describe('accounts §5 rate settings "Weight units: lb, kg, oz, g": unit spellings', () => {
  it.each([
    ['LBS', 'lb'],
    ['Pounds', 'lb'],
    ['kgs', 'kg'],
    ['ounce', 'oz'],
    ['grams', 'g'],
    ['stone', undefined],
    [42, undefined],
  ])('weight unit %s → %s', (input, expected) => {
    expect(parseWeightUnit(input)).toBe(expected);
  });
  it.each([
    ['Inches', 'in'],
    ['CM', 'cm'],
    ['feet', 'ft'],
    ['metre', 'm'],
    ['yd', undefined],
  ])('length unit %s → %s', (input, expected) => {
    expect(parseLengthUnit(input)).toBe(expected);
  });
});

describe('orders §9 weight math: properties', () => {
  const weightUnit = fc.constantFrom(...WEIGHT_UNITS);
  const lengthUnit = fc.constantFrom(...LENGTH_UNITS);
  const amount = fc.double({ min: 0, max: 100_000, noNaN: true });

  it('round trip through any weight unit stays within rounding', () => {
    fc.assert(
      fc.property(amount, weightUnit, weightUnit, (value, from, to) => {
        const back = convertWeight(convertWeight(value, from, to), to, from);
        // One 4-decimal rounding in `to`, scaled back into `from`, plus the final rounding.
        const ratio = convertWeight(1, to, from) || 1;
        expect(Math.abs(back - value)).toBeLessThanOrEqual(0.00005 * Math.max(1, ratio) * 1.01 + 0.00005 + 1e-9);
      }),
    );
  });

  it('round trip through any length unit stays within rounding', () => {
    fc.assert(
      fc.property(amount, lengthUnit, lengthUnit, (value, from, to) => {
        const back = convertLength(convertLength(value, from, to), to, from);
        const ratio = Math.max(1, convertLength(1, to, from));
        expect(Math.abs(back - value)).toBeLessThanOrEqual(0.00005 * ratio * 1.01 + 0.00005 + 1e-9);
      }),
    );
  });

  it('conversion is monotonic', () => {
    fc.assert(
      fc.property(amount, amount, weightUnit, weightUnit, (a, b, from, to) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(convertWeight(lo, from, to)).toBeLessThanOrEqual(convertWeight(hi, from, to));
      }),
    );
  });

  it('round4 is idempotent and never moves more than half a unit of the 4th decimal', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (x) => {
        const r = round4(x);
        expect(round4(r)).toBe(r);
        expect(Math.abs(r - x)).toBeLessThanOrEqual(0.00005 + 1e-9);
      }),
    );
  });

  it('never throws on arbitrary unit strings', () => {
    fc.assert(
      fc.property(fc.anything(), (u) => {
        parseWeightUnit(u);
        parseLengthUnit(u);
      }),
    );
  });
});
