import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { z } from 'zod';
import { errorsOf } from './helpers';
import { MESSAGES, OUR_MESSAGES } from '#domain/validation/messages';
import { QUANTITY_MAX } from '#domain/validation/bounded.schema';
import {
  boxFormSchema,
  discountedRateFormSchema,
  internationalSettingsFormSchema,
  orderFormSchema,
  productFormSchema,
  quantityField,
  rateEstimateFormSchema,
  recipientFormSchema,
} from '#domain/forms/index';

const recipient = { name: 'Ann Lee', address1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' };
const product = { _id: 'p1', quantity: 1, price: 10 };
const order = { orderNumber: '1001', shippingAddress: recipient, shipments: [{ products: [product] }] };
const intl = {
  contentType: 'merchandise',
  nonDelivery: 'return',
  htsCode: { label: '0303', value: '0303', description: 'Fish, frozen' },
  quantity: 2,
  countryOfOrigin: 'us',
};

describe('accounts §5 Order: quantity and price', () => {
  it.each([
    { value: '', expected: MESSAGES.quantityRequired },
    { value: undefined, expected: MESSAGES.quantityRequired },
    { value: 0, expected: MESSAGES.quantityPositive },
    { value: -2, expected: MESSAGES.quantityPositive },
    { value: 1.5, expected: MESSAGES.quantityInteger },
    { value: 0.5, expected: MESSAGES.quantityInteger },
    { value: '3', expected: undefined },
  ])('quantity $value → $expected', ({ value, expected }) => {
    expect(errorsOf(quantityField(), value)['']).toBe(expected);
  });

  it("'Quantity must be at least 1' is reported with the other failures of a value below 1", () => {
    const r = quantityField().safeParse(0.5);
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual([
      MESSAGES.quantityInteger,
      MESSAGES.quantityAtLeastOne,
    ]);
  });

  it('a quantity of at least 1 that is an integer always passes, up to the 10,000 units of a line (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: QUANTITY_MAX }), (q) => {
        expect(quantityField().safeParse(q).success).toBe(true);
      }),
    );
  });

  it('a quantity over 10,000 units on a line is refused with its own message (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: QUANTITY_MAX + 1, max: Number.MAX_SAFE_INTEGER }),
          fc.constantFrom(1e21, 2 ** 53 + 2, 1e308),
        ),
        (q) => {
          expect(errorsOf(quantityField(), q)).toEqual({ '': OUR_MESSAGES.quantityAtMost(QUANTITY_MAX) });
        },
      ),
    );
  });
});

describe('accounts §5 Order form', () => {
  it.each<{ rule: string; value: unknown; expected: Record<string, string> }>([
    { rule: 'valid order', value: order, expected: {} },
    {
      rule: 'order number required',
      value: { ...order, orderNumber: ' ' },
      expected: { orderNumber: MESSAGES.required },
    },
    {
      rule: 'at least one shipment',
      value: { ...order, shipments: [] },
      expected: { shipments: OUR_MESSAGES.atLeastOneShipment },
    },
    {
      rule: 'each shipment has at least one product',
      value: { ...order, shipments: [{ products: [] }] },
      expected: { 'shipments.0.products': OUR_MESSAGES.atLeastOneProduct },
    },
    {
      rule: "price required ('Price must be at least $1')",
      value: { ...order, shipments: [{ products: [{ ...product, price: 0.5 }] }] },
      expected: { 'shipments.0.products.0.price': MESSAGES.priceAtLeastOne },
    },
    {
      rule: 'price missing',
      value: { ...order, shipments: [{ products: [{ _id: 'p1', quantity: 1 }] }] },
      expected: { 'shipments.0.products.0.price': MESSAGES.required },
    },
    {
      rule: 'one identifier',
      value: { ...order, shipments: [{ products: [{ quantity: 1, price: 5 }] }] },
      expected: { 'shipments.0.products.0._id': OUR_MESSAGES.exactlyOneIdentifier },
    },
    {
      rule: 'sku counts as an identifier for products',
      value: { ...order, shipments: [{ products: [{ sku: 'S1', quantity: 1, price: 5 }] }] },
      expected: {},
    },
    {
      rule: 'packagings optional, same quantity and price rules',
      value: {
        ...order,
        shipments: [{ products: [product], packagings: [{ packagingId: 'k1', quantity: 0, price: 1 }] }],
      },
      expected: { 'shipments.0.packagings.0.quantity': MESSAGES.quantityPositive },
    },
    {
      rule: 'recipient: phone and email optional',
      value: { ...order, shippingAddress: { ...recipient, phone: '', email: '' } },
      expected: {},
    },
    {
      rule: 'recipient: city max 30; name and address max 35',
      value: {
        ...order,
        shippingAddress: { ...recipient, city: 'c'.repeat(31), name: 'n'.repeat(36), address1: 'a'.repeat(36) },
      },
      expected: {
        'shippingAddress.city': MESSAGES.tooLong,
        'shippingAddress.name': MESSAGES.tooLong,
        'shippingAddress.address1': MESSAGES.tooLong,
      },
    },
    {
      rule: 'recipient: company max 35',
      value: { ...order, shippingAddress: { ...recipient, company: 'c'.repeat(36) } },
      expected: { 'shippingAddress.company': MESSAGES.tooLong },
    },
    {
      rule: 'recipient: zip pattern',
      value: { ...order, shippingAddress: { ...recipient, zip: '123' } },
      expected: { 'shippingAddress.zip': MESSAGES.invalidZip },
    },
    {
      rule: 'recipient: state must be known for the country',
      value: { ...order, shippingAddress: { ...recipient, state: 'ZZ' } },
      expected: { 'shippingAddress.state': MESSAGES.invalidState },
    },
    {
      rule: 'international settings valid when given',
      value: { ...order, shipments: [{ products: [product], internationalSettings: intl }] },
      expected: {},
    },
  ])('$rule', ({ value, expected }) => {
    expect(errorsOf(orderFormSchema, value)).toEqual(expected);
  });

  it.each<{ rule: string; value: unknown; expected: Record<string, string> }>([
    {
      rule: 'content type, non-delivery, HTS code, quantity and country of origin required',
      value: {},
      expected: {
        contentType: MESSAGES.required,
        nonDelivery: MESSAGES.required,
        htsCode: MESSAGES.required,
        quantity: MESSAGES.quantityRequired,
        countryOfOrigin: MESSAGES.required,
      },
    },
    {
      rule: 'HTS description maximum 250',
      value: { ...intl, htsCode: { ...intl.htsCode, description: 'd'.repeat(251) } },
      expected: { 'htsCode.description': MESSAGES.tooLong },
    },
  ])('international settings: $rule', ({ value, expected }) => {
    expect(errorsOf(internationalSettingsFormSchema, value)).toEqual(expected);
  });

  it('recipient form is the shipping-address rule set, country defaulting to US', () => {
    expect(recipientFormSchema.parse(recipient).country).toBe('US');
  });
});

describe('accounts §5 Product form and the box limits of orders §5', () => {
  const valid = {
    title: 'Salmon',
    sku: 'S1',
    dimensions: { length: 1, width: 2, height: 3, weight: { value: 2, units: 'lb' } },
  };
  it.each<{ rule: string; schema: z.ZodType; value: unknown; expected: Record<string, string> }>([
    { rule: 'product: valid', schema: productFormSchema, value: valid, expected: {} },
    {
      rule: 'product: title and sku required',
      schema: productFormSchema,
      value: { ...valid, title: '', sku: '' },
      expected: { title: MESSAGES.required, sku: MESSAGES.required },
    },
    {
      rule: 'product: dimensions required numbers',
      schema: productFormSchema,
      value: { ...valid, dimensions: { ...valid.dimensions, length: '', width: 'x' } },
      expected: { 'dimensions.length': MESSAGES.required, 'dimensions.width': MESSAGES.invalid },
    },
    {
      rule: 'product: at least 0',
      schema: productFormSchema,
      value: { ...valid, dimensions: { ...valid.dimensions, height: -1 } },
      expected: { 'dimensions.height': MESSAGES.invalid },
    },
    {
      rule: "product: weight maximum 150 ('Weight must be under 150lbs')",
      schema: productFormSchema,
      value: { ...valid, dimensions: { ...valid.dimensions, weight: { value: 151, units: 'lb' } } },
      expected: { 'dimensions.weight.value': MESSAGES.productWeightMax },
    },
    {
      rule: 'product: the 150 lb cap applies in kg too',
      schema: productFormSchema,
      value: { ...valid, dimensions: { ...valid.dimensions, weight: { value: 70, units: 'kg' } } },
      expected: { 'dimensions.weight.value': MESSAGES.productWeightMax },
    },
    {
      rule: 'box: max dimension in the entered unit',
      schema: boxFormSchema,
      value: {
        name: 'Big',
        dimensions: { length: 300, width: 10, height: 10, units: 'cm' },
        weight: { value: 1, units: 'lb' },
      },
      expected: { 'dimensions.length': 'Max dimension allowed: 274.3205cm' },
    },
    {
      rule: 'box: max weight in the entered unit',
      schema: boxFormSchema,
      value: { name: 'Big', dimensions: { length: 10, width: 10, height: 10 }, weight: { value: 2401, units: 'oz' } },
      expected: { 'weight.value': 'Max weight allowed: 2400oz' },
    },
    {
      rule: 'box: numbers non-empty and > 0',
      schema: boxFormSchema,
      value: { name: 'Big', dimensions: { length: 0, width: '', height: 10 }, weight: { value: 1 } },
      expected: { 'dimensions.length': MESSAGES.positive, 'dimensions.width': MESSAGES.required },
    },
  ])('$rule', ({ schema, value, expected }) => {
    expect(errorsOf(schema, value)).toEqual(expected);
  });
});

describe('accounts §5 Rate estimate and discounted rate', () => {
  const estimate = {
    shipFrom: '10001',
    shipTo: '90210',
    dimensions: { length: 1, width: 1, height: 1 },
    weight: { value: 0.01 },
    insurance: 0,
  };
  const discounted = {
    originZip: '10001',
    destinationZip: '90210',
    length: 1,
    width: 1,
    height: 1,
    dimensionUnits: 'in',
    weight: 1,
    weightUnits: 'lb',
    insurance: 100,
  };
  it.each<{ rule: string; schema: z.ZodType; value: unknown; expected: Record<string, string> }>([
    { rule: 'estimate: valid', schema: rateEstimateFormSchema, value: estimate, expected: {} },
    {
      rule: 'estimate: shipFrom minimum 5 characters',
      schema: rateEstimateFormSchema,
      value: { ...estimate, shipFrom: '100' },
      expected: { shipFrom: MESSAGES.tooShort },
    },
    {
      rule: 'estimate: shipTo zip pattern',
      schema: rateEstimateFormSchema,
      value: { ...estimate, shipTo: 'abcde' },
      expected: { shipTo: MESSAGES.invalidZip },
    },
    {
      rule: 'estimate: weight at least 0.01',
      schema: rateEstimateFormSchema,
      value: { ...estimate, weight: { value: 0.001 } },
      expected: { 'weight.value': MESSAGES.positive },
    },
    {
      rule: 'estimate: dimensions at least 0',
      schema: rateEstimateFormSchema,
      value: { ...estimate, dimensions: { length: -1, width: 0, height: 0 } },
      expected: { 'dimensions.length': MESSAGES.invalid },
    },
    { rule: 'discounted: valid', schema: discountedRateFormSchema, value: discounted, expected: {} },
    {
      rule: 'discounted: requires zips, each dimension, weight, units, insurance',
      schema: discountedRateFormSchema,
      value: {},
      expected: {
        originZip: MESSAGES.required,
        destinationZip: MESSAGES.required,
        length: MESSAGES.required,
        width: MESSAGES.required,
        height: MESSAGES.required,
        dimensionUnits: MESSAGES.required,
        weight: MESSAGES.required,
        weightUnits: MESSAGES.required,
        insurance: MESSAGES.required,
      },
    },
    {
      rule: 'discounted: units must be lb, kg, oz or g',
      schema: discountedRateFormSchema,
      value: { ...discounted, weightUnits: 'stone' },
      expected: { weightUnits: MESSAGES.invalid },
    },
    {
      rule: 'discounted: a valid origin zip',
      schema: discountedRateFormSchema,
      value: { ...discounted, originZip: 'K1A 0B1' },
      expected: { originZip: MESSAGES.invalidZip },
    },
  ])('$rule', ({ schema, value, expected }) => {
    expect(errorsOf(schema, value)).toEqual(expected);
  });
});
