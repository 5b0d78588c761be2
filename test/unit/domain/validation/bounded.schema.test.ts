import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { z } from 'zod';
import { MESSAGES, OUR_MESSAGES } from '#domain/validation/messages';
import {
  DIMENSION_MAX_IN,
  MONEY_MAX,
  NUMBER_MAX,
  QUANTITY_MAX,
  UNITS_PER_ORDER_MAX,
  WEIGHT_MAX_LB,
  boundedNumber,
  count,
  dimension,
  dimensionLimitIssue,
  isStorableJson,
  money,
  quantity,
  tolerantNumber,
  totalUnits,
  weight,
  weightLimitIssue,
} from '#domain/validation/bounded.schema';
import { integerField, numberField, optionalNumberField, positiveNumberField } from '#domain/validation/fields.schema';
import { dimensionsSchema, storedNumber, weightSchema } from '#domain/units/units.schema';

const messageOf = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? undefined : r.error.issues[0]?.message;
};
const valueOf = (schema: z.ZodType, value: unknown) => schema.parse(value);

/** Numbers that answered 500 from DynamoDB or the SDK, or ran the packer out of memory. */
const HUGE = [2 ** 53 + 2, 1e21, 1e126, 1e308, -1e308, Number.MAX_VALUE];
const TINY = [5e-324, -5e-324, 1e-200, 1e-131];

describe('bounded numbers: finite, bounded, never a number DynamoDB refuses', () => {
  const helpers: [string, z.ZodType][] = [
    ['boundedNumber', boundedNumber()],
    ['tolerantNumber (stored shapes)', tolerantNumber()],
    ['storedNumber', storedNumber],
    ['numberField (forms)', numberField()],
    ['optionalNumberField (forms)', optionalNumberField()],
    ['integerField (forms)', integerField()],
    ['quantity', quantity()],
    ['count', count()],
    ['money', money()],
    ['dimension', dimension()],
    ['weight', weight()],
  ];

  it.each(helpers)('%s refuses numbers beyond its bound (2^53, 1e21, 1e308, MAX_VALUE)', (_name, schema) => {
    for (const n of HUGE) expect(schema.safeParse(n).success, String(n)).toBe(false);
  });

  it.each(helpers)('%s turns denormals and other tiny values into 0 or refuses them', (_name, schema) => {
    for (const n of TINY) {
      const r = schema.safeParse(n);
      if (r.success) expect(r.data).toBe(0);
    }
  });

  it.each(helpers)("%s refuses '1e308' written as text too (imports send text)", (_name, schema) => {
    expect(schema.safeParse('1e308').success).toBe(false);
  });

  it('every number that passes a helper is storable (property)', () => {
    fc.assert(
      fc.property(fc.double(), fc.constantFrom(...helpers.map(([, s]) => s)), (n, schema) => {
        const r = schema.safeParse(n);
        if (r.success) expect(isStorableJson(r.data)).toBe(true);
      }),
    );
  });

  it.each([
    {
      rule: 'a generic number over a billion',
      schema: boundedNumber(),
      value: NUMBER_MAX + 1,
      expected: OUR_MESSAGES.mustBeAtMost(NUMBER_MAX),
    },
    {
      rule: 'a generic number under minus a billion',
      schema: boundedNumber(),
      value: -NUMBER_MAX - 1,
      expected: OUR_MESSAGES.mustBeAtLeast(-NUMBER_MAX),
    },
    {
      rule: 'a form number over a billion',
      schema: numberField(),
      value: '1e308',
      expected: OUR_MESSAGES.mustBeAtMost(NUMBER_MAX),
    },
    { rule: 'a blank form number is still required', schema: numberField(), value: '', expected: MESSAGES.required },
    { rule: 'a form integer', schema: integerField(), value: 1.00001, expected: MESSAGES.integer },
    {
      rule: 'a quantity over 10,000 units',
      schema: quantity(),
      value: 1e21,
      expected: OUR_MESSAGES.quantityAtMost(QUANTITY_MAX),
    },
    { rule: 'a quantity that is not whole', schema: quantity(), value: 1.5, expected: MESSAGES.quantityInteger },
    { rule: 'a negative quantity', schema: quantity(), value: -1, expected: MESSAGES.quantityPositive },
    {
      rule: 'money over a million dollars',
      schema: money(),
      value: 1e308,
      expected: OUR_MESSAGES.maxAmount(MONEY_MAX),
    },
    { rule: 'negative money', schema: money(), value: -0.5, expected: MESSAGES.invalid },
    {
      rule: 'a positive form number rounded to 0 is not positive (5e-324)',
      schema: positiveNumberField(),
      value: 5e-324,
      expected: MESSAGES.positive,
    },
  ])('$rule: $expected', ({ schema, value, expected }) => {
    expect(messageOf(schema, value)).toBe(expected);
  });

  it.each([
    { rule: 'orders §9: weights are rounded to 4 decimals', schema: weight(), value: 1.23456, expected: 1.2346 },
    { rule: 'a denormal weight is 0 lb', schema: weight(), value: 5e-324, expected: 0 },
    { rule: 'house rule 7: money is kept to the cent', schema: money(), value: 10.555, expected: 10.56 },
    { rule: 'a side is kept to 4 decimals', schema: dimension(), value: 12.000049, expected: 12 },
    { rule: 'quantities stay whole', schema: quantity(), value: '12', expected: 12 },
    { rule: 'absent stored numbers are 0', schema: storedNumber, value: null, expected: 0 },
  ])('$rule', ({ schema, value, expected }) => {
    expect(valueOf(schema, value)).toBe(expected);
  });
});

// In other units the bounds read through the spec's conversions (orders §9: 39.37 in per metre, 2.2046 lb per kg).
describe('bounds with units: 1,000 in a side, 10,000 lb a weight, worded as orders §5', () => {
  it.each([
    { value: 1000, unit: 'in', expected: undefined },
    { value: 1000.01, unit: 'in', expected: MESSAGES.maxDimension(DIMENSION_MAX_IN, 'in') },
    { value: 2540, unit: 'cm', expected: undefined },
    { value: 2541, unit: 'cm', expected: MESSAGES.maxDimension(2540.0051, 'cm') },
    { value: 84, unit: 'ft', expected: MESSAGES.maxDimension(83.3325, 'ft') },
    { value: 1e308, unit: 'in', expected: MESSAGES.maxDimension(DIMENSION_MAX_IN, 'in') },
  ])('a side of $value $unit → $expected', ({ value, unit, expected }) => {
    expect(dimensionLimitIssue(value, unit)).toBe(expected);
  });

  it.each([
    { value: 10_000, unit: 'lb', expected: undefined },
    { value: 10_000.5, unit: 'lb', expected: MESSAGES.maxWeight(WEIGHT_MAX_LB, 'lb') },
    { value: 4600, unit: 'kg', expected: MESSAGES.maxWeight(4535.9702, 'kg') },
    { value: 160_000, unit: 'oz', expected: undefined },
    { value: 5_000_000, unit: 'g', expected: MESSAGES.maxWeight(4535970.244, 'g') },
  ])('a weight of $value $unit → $expected', ({ value, unit, expected }) => {
    expect(weightLimitIssue(value, unit)).toBe(expected);
  });

  it('a {value, units} weight over 10,000 lb is refused at value, in its unit', () => {
    const r = weightSchema.safeParse({ value: 5000, units: 'kg' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['value', MESSAGES.maxWeight(4535.9702, 'kg')],
    ]);
  });

  it.each([
    { sides: { length: 1001, width: 1002, height: 10 }, expected: ['length', 'width'] },
    { sides: { length: 1e308, width: 10, height: 10 }, expected: ['length'] },
  ])('dimensions $sides are refused at $expected', ({ sides, expected }) => {
    const r = dimensionsSchema.safeParse({ ...sides, units: 'in' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual(expected);
  });
});

describe('units per order', () => {
  it('counts every product and packaging line, a line without a quantity once', () => {
    expect(
      totalUnits([
        { products: [{ quantity: 3 }, {}], packagings: [{ quantity: 2 }] },
        { products: [{ quantity: '4' }] },
      ]),
    ).toBe(10);
  });

  it(`the bound is ${UNITS_PER_ORDER_MAX} units, as many as one line may hold`, () => {
    expect(UNITS_PER_ORDER_MAX).toBe(QUANTITY_MAX);
  });
});

describe('preference values: JSON DynamoDB can store', () => {
  it.each([
    { value: { pageSize: 50, columns: ['a', 'b'], widths: { a: 120.5 } }, expected: true },
    { value: 0, expected: true },
    { value: { width: 1e308 }, expected: false },
    { value: [[5e-324]], expected: false },
    { value: { n: 2 ** 53 + 2 }, expected: false },
  ])('$value → $expected', ({ value, expected }) => {
    expect(isStorableJson(value)).toBe(expected);
  });
});
