import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  boxDryIcePounds,
  computeShipmentWeights,
  kitPounds,
  shipmentTotalPounds,
  shipmentWeightBreakdown,
  weightToShowValue,
  type ShipmentWeightInput,
  type WeightContext,
} from '#domain/units/weight.rules';
import { shipmentSchema } from '#domain/shipments/shipment.schema';
import { userSettingsSchema } from '#domain/users/user-settings.schema';

const product = (value: number, units: string, quantity: number, extra: object = {}) => ({
  quantity,
  dimensions: { weight: { value, units } },
  ...extra,
});
const user = (dryIce: { active: boolean; weight: number; units: string }, defaultWeightUnits = 'lb') => ({
  dryIce,
  defaultWeightUnits,
});
const box = (value: number, units = 'lb', extra: object = {}) => ({ weight: { value, units }, ...extra });

describe('orders §9: shipment total weight', () => {
  it.each<{ rule: string; shipment: ShipmentWeightInput; ctx?: WeightContext; expected: number }>([
    { rule: 'box weight alone', shipment: { box: box(1.5) }, expected: 1.5 },
    { rule: 'box weight in kg is converted (1 kg = 2.2046 lb)', shipment: { box: box(1, 'kg') }, expected: 2.2046 },
    { rule: 'product weight × quantity', shipment: { box: box(1), products: [product(2, 'lb', 3)] }, expected: 7 },
    { rule: 'product in oz × quantity (16 oz per lb)', shipment: { products: [product(8, 'oz', 3)] }, expected: 1.5 },
    { rule: 'packaging weight × quantity', shipment: { packagings: [product(500, 'g', 2)] }, expected: 2.2046 },
    {
      rule: "box dry ice: the box's weight when the user's dry ice is active and the box flag is on",
      shipment: { box: box(1, 'lb', { hasDryIce: true, dryIceWeight: 5, dryIceWeightUnit: 'lb' }) },
      ctx: { user: user({ active: true, weight: 3, units: 'lb' }) },
      expected: 6,
    },
    {
      rule: "box dry ice: else the user's default weight",
      shipment: { box: box(1, 'lb', { hasDryIce: true, dryIceWeight: 0 }) },
      ctx: { user: user({ active: true, weight: 1, units: 'kg' }) },
      expected: 3.2046,
    },
    {
      rule: "box dry ice: not counted when the user's dry ice is not active",
      shipment: { box: box(1, 'lb', { hasDryIce: true, dryIceWeight: 5 }) },
      ctx: { user: user({ active: false, weight: 3, units: 'lb' }) },
      expected: 1,
    },
    {
      rule: 'box dry ice: not counted when the box flag is off',
      shipment: { box: box(1, 'lb', { hasDryIce: false, dryIceWeight: 5 }) },
      ctx: { user: user({ active: true, weight: 3, units: 'lb' }) },
      expected: 1,
    },
    {
      rule: 'an active dry-ice override adds its own weight',
      shipment: { box: box(1), options: { dryIceActive: true, dryIceWeight: 2, dryIceUnit: 'kg' } },
      expected: 5.4092,
    },
    {
      rule: 'an inactive dry-ice override adds nothing',
      shipment: { box: box(1), options: { dryIceActive: false, dryIceWeight: 2, dryIceUnit: 'kg' } },
      expected: 1,
    },
    {
      rule: 'kits by total pounds × quantity (eligible user)',
      shipment: {
        products: [
          product(99, 'lb', 2, {
            kitting: {
              branchProducts: [product(1, 'lb', 2)],
              branchPackagings: [product(16, 'oz', 1)],
              branchBox: { weight: { value: 0.5, units: 'lb' } },
            },
          }),
        ],
      },
      ctx: { kittingEligible: true },
      expected: 7,
    },
    {
      rule: 'kit weight rule applies only to users eligible for kitting (orders §6)',
      shipment: { products: [product(3, 'lb', 2, { kitting: { branchProducts: [product(1, 'lb', 2)] } })] },
      ctx: { kittingEligible: false },
      expected: 6,
    },
    {
      rule: "a unit that cannot be read falls back to the user's default unit",
      shipment: { products: [product(1, 'stone', 1)] },
      ctx: { user: { defaultWeightUnits: 'kg' } },
      expected: 2.2046,
    },
    {
      rule: 'weights type custom replaces the computed total with customWeight in weightToShow',
      shipment: {
        box: box(10),
        products: [product(2, 'lb', 3)],
        weights: { type: 'custom', customWeight: 1, weightToShow: 'kg' },
      },
      expected: 2.2046,
    },
    {
      rule: 'weights type product computes the total',
      shipment: {
        box: box(10),
        products: [product(2, 'lb', 3)],
        weights: { type: 'product', customWeight: 1, weightToShow: 'kg' },
      },
      expected: 16,
    },
    { rule: 'sum is rounded to 4 decimals once', shipment: { products: [product(0.33333, 'lb', 3)] }, expected: 1 },
  ])('$rule', ({ shipment, ctx, expected }) => {
    expect(shipmentTotalPounds(shipment, ctx)).toBe(expected);
  });

  it('orders §9: the breakdown names every part and sums to the total', () => {
    const b = shipmentWeightBreakdown(
      {
        box: box(1, 'lb', { hasDryIce: true, dryIceWeight: 2 }),
        products: [product(1, 'lb', 2)],
        packagings: [product(0.5, 'lb', 2)],
        options: { dryIceActive: true, dryIceWeight: 3, dryIceUnit: 'lb' },
      },
      { user: user({ active: true, weight: 9, units: 'lb' }) },
    );
    expect(b).toEqual({ box: 1, boxDryIce: 2, products: 2, packagings: 1, dryIceOverride: 3, total: 9 });
  });

  it('orders §3: weights.calculatedValues in pounds, kilograms, grams and ounces from parsed entities', () => {
    const shipment = shipmentSchema.parse({
      box: { name: 'Medium', dimensions: { length: 12, width: 12, height: 12 }, weight: { value: 1, units: 'lb' } },
      products: [
        { title: 'Salmon', sku: 'S1', quantity: 2, price: 10, dimensions: { weight: { value: 1, units: 'kg' } } },
      ],
      weights: { type: 'product', weightToShow: 'kg' },
    });
    const settings = userSettingsSchema.parse({});
    const weights = computeShipmentWeights(shipment, { user: settings });
    expect(weights).toEqual({
      type: 'product',
      weightToShow: 'kg',
      calculatedValues: { pounds: 5.4092, kilograms: 2.4536, grams: 2453.597, ounces: 86.5472 },
    });
    expect(weightToShowValue(weights)).toBe(2.4536);
  });

  it('orders §3: custom weights keep customWeight', () => {
    expect(computeShipmentWeights({ weights: { type: 'custom', customWeight: 32, weightToShow: 'oz' } })).toEqual({
      type: 'custom',
      weightToShow: 'oz',
      customWeight: 32,
      calculatedValues: { pounds: 2, kilograms: 0.9072, grams: 907.194, ounces: 32 },
    });
  });

  it('orders §3 kit: the branch box counts × its quantity', () => {
    expect(kitPounds({ branchBox: { weight: { value: 1, units: 'lb' }, quantity: 2 } })).toBe(2);
  });

  it('box dry ice needs a box', () => {
    expect(boxDryIcePounds(null, { user: user({ active: true, weight: 3, units: 'lb' }) })).toBe(0);
  });
});

describe('orders §9 weight math: properties', () => {
  const unit = fc.constantFrom('lb', 'kg', 'oz', 'g');
  const line = fc.record({
    quantity: fc.integer({ min: 0, max: 50 }),
    dimensions: fc.record({ weight: fc.record({ value: fc.double({ min: 0, max: 200, noNaN: true }), units: unit }) }),
  });
  const shipment = fc.record({
    box: fc.record({
      weight: fc.record({ value: fc.double({ min: 0, max: 20, noNaN: true }), units: unit }),
      hasDryIce: fc.boolean(),
      dryIceWeight: fc.double({ min: 0, max: 20, noNaN: true }),
    }),
    products: fc.array(line, { maxLength: 5 }),
    packagings: fc.array(line, { maxLength: 5 }),
    options: fc.record({
      dryIceActive: fc.boolean(),
      dryIceWeight: fc.double({ min: 0, max: 20, noNaN: true }),
      dryIceUnit: unit,
    }),
  });
  const ctx = fc.record({
    user: fc.record({
      dryIce: fc.record({ active: fc.boolean(), weight: fc.double({ min: 0, max: 20, noNaN: true }), units: unit }),
    }),
  });

  it('adding a product line never lowers the total (monotonic)', () => {
    fc.assert(
      fc.property(shipment, line, ctx, (s, extra, c) => {
        const before = shipmentTotalPounds(s, c);
        const after = shipmentTotalPounds({ ...s, products: [...s.products, extra] }, c);
        expect(after).toBeGreaterThanOrEqual(before);
      }),
    );
  });

  it('raising a quantity never lowers the total (monotonic)', () => {
    fc.assert(
      fc.property(shipment, ctx, fc.integer({ min: 1, max: 10 }), (s, c, more) => {
        fc.pre(s.products.length > 0);
        const bumped = s.products.map((p, i) => (i === 0 ? { ...p, quantity: p.quantity + more } : p));
        expect(shipmentTotalPounds({ ...s, products: bumped }, c)).toBeGreaterThanOrEqual(shipmentTotalPounds(s, c));
      }),
    );
  });

  it('the total is never negative and is a 4-decimal number', () => {
    fc.assert(
      fc.property(shipment, ctx, (s, c) => {
        const total = shipmentTotalPounds(s, c);
        expect(total).toBeGreaterThanOrEqual(0);
        expect(Math.round(total * 1e4) / 1e4).toBeCloseTo(total, 9);
      }),
    );
  });

  it('never throws on arbitrary product lines (kits included)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.anything(),
            fc.record({ quantity: fc.anything(), dimensions: fc.anything(), kitting: fc.anything() }),
          ),
        ),
        (products) => {
          expect(
            shipmentTotalPounds({ products } as ShipmentWeightInput, { kittingEligible: true }),
          ).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            box: fc.anything(),
            products: fc.anything(),
            packagings: fc.anything(),
            options: fc.anything(),
            weights: fc.anything(),
          },
          { requiredKeys: [] },
        ),
        fc.anything(),
        fc.boolean(),
        (s, c, kittingEligible) => {
          const total = shipmentTotalPounds(s as ShipmentWeightInput, {
            user: c as WeightContext['user'],
            kittingEligible,
          });
          expect(total).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
