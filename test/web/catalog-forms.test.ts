import { describe, expect, it } from 'vitest';
import { boxRequestSchema } from '#domain/boxes/box-request.schema';
import { customerFormSchema } from '#domain/catalog/customer.schema';
import { maxDimensionIn, maxWeightIn } from '#domain/validation/limits.rules';
import { MESSAGES, OUR_MESSAGES } from '#domain/validation/messages';
import { validateWithSchema } from '#web/lib/field-errors';
import { boxDerived, emptyBoxForm, toBoxRequest, type BoxFormValues } from '#web/pages/catalog/boxes/box-form.values';
import { emptyCustomerForm, toCustomerRequest } from '#web/pages/catalog/customers/customer-form.values';
import { emptyPackagingForm, toPackagingRequest } from '#web/pages/catalog/packagings/packaging-form.values';
import { packagingFormSchema } from '#domain/catalog/packaging-form.schema';
import {
  addKitLine,
  emptyProductForm,
  makeABoxPriceCents,
  productFormValidator,
  toProductRequest,
  type ProductFormValues,
} from '#web/pages/catalog/products/product-form.values';

const dims = {
  length: '4',
  width: '3',
  height: '2',
  units: 'in' as const,
  weight: { value: '1.5', units: 'lb' as const },
};
const product = (over: Partial<ProductFormValues> = {}): ProductFormValues => ({
  ...emptyProductForm(),
  title: 'Brie',
  sku: 'BRIE-1',
  price: '12.5',
  dimensions: dims,
  ...over,
});
const line = (id: string, price: number, quantity: string) => ({ id, title: id, sku: id, price, quantity });

describe('product form (accounts §5 Product form, orders §3 Kit)', () => {
  it.each<[string, Partial<ProductFormValues>, Record<string, string>]>([
    ['accounts §5: a complete product passes', {}, {}],
    ['accounts §5: sku is required', { sku: '' }, { sku: MESSAGES.required }],
    ['accounts §5: title is required', { title: '  ' }, { title: MESSAGES.required }],
    [
      'accounts §5: dimensions are required numbers',
      { dimensions: { ...dims, length: '' } },
      { 'dimensions.length': MESSAGES.required },
    ],
    [
      'accounts §5: weight maximum 150 lb',
      { dimensions: { ...dims, weight: { value: '151', units: 'lb' } } },
      { 'dimensions.weight.value': MESSAGES.productWeightMax },
    ],
    [
      'accounts §5: 70 kg is over 150 lb',
      { dimensions: { ...dims, weight: { value: '70', units: 'kg' } } },
      { 'dimensions.weight.value': MESSAGES.productWeightMax },
    ],
    [
      'orders §3: a kit needs at least one branch product',
      { isKit: true },
      { 'kitting.branchProducts': OUR_MESSAGES.atLeastOneProduct },
    ],
    [
      'accounts §5: kit quantities are positive integers',
      {
        isKit: true,
        kitting: {
          branchProducts: [line('a', 1, '0'), line('b', 1, '1.5')],
          branchPackagings: [line('c', 1, '')],
          branchBox: null,
        },
      },
      {
        'kitting.branchProducts.0.quantity': MESSAGES.quantityPositive,
        'kitting.branchProducts.1.quantity': MESSAGES.quantityInteger,
        'kitting.branchPackagings.0.quantity': MESSAGES.quantityRequired,
      },
    ],
  ])('%s', (_name, over, errors) => {
    expect(validateWithSchema(productFormValidator, product(over))).toEqual(errors);
  });

  it('orders §3: a simple product sends no kitting and is never priced from contents', () => {
    const body = toProductRequest(
      product({
        priceFromContents: true,
        kitting: { branchProducts: [line('a', 2, '1')], branchPackagings: [], branchBox: null },
      }),
    );
    expect(body.kitting).toBeNull();
    expect(body.priceFromContents).toBe(false);
  });

  it('orders §3: a kit sends references with quantities', () => {
    const body = toProductRequest(
      product({
        isKit: true,
        priceFromContents: true,
        kitting: {
          branchProducts: [line('p1', 2, '2')],
          branchPackagings: [line('k1', 1, '1')],
          branchBox: line('b1', 0.5, '1'),
        },
      }),
    );
    expect(body.kitting).toEqual({
      branchProducts: [{ productId: 'p1', quantity: '2' }],
      branchPackagings: [{ packagingId: 'k1', quantity: '1' }],
      branchBox: { boxId: 'b1', quantity: '1' },
    });
    expect(body.priceFromContents).toBe(true);
  });

  it.each([
    [
      'two products',
      { branchProducts: [line('a', 4.99, '2'), line('b', 10, '1')], branchPackagings: [], branchBox: null },
      1998,
    ],
    [
      'products, a liner and the box',
      {
        branchProducts: [line('a', 4.99, '2')],
        branchPackagings: [line('l', 1.25, '1')],
        branchBox: line('box', 0.8, '1'),
      },
      1203,
    ],
    [
      'a quantity still being typed counts 0',
      { branchProducts: [line('a', 3, '')], branchPackagings: [], branchBox: null },
      0,
    ],
    [
      'float-safe cents (0.1 + 0.2)',
      { branchProducts: [line('a', 0.1, '1'), line('b', 0.2, '1')], branchPackagings: [], branchBox: null },
      30,
    ],
  ])('orders §3 make-a-box price: %s', (_name, kitting, cents) => {
    expect(makeABoxPriceCents(kitting)).toBe(cents);
  });

  it('orders §3: choosing the same product twice counts it up instead of adding a second line', () => {
    const once = addKitLine([], { id: 'a', title: 'A', sku: 'A', price: 1 });
    const twice = addKitLine(once, { id: 'a', title: 'A', sku: 'A', price: 1 });
    expect(twice).toEqual([{ id: 'a', title: 'A', sku: 'A', price: 1, quantity: '2' }]);
    expect(addKitLine(twice, { id: 'b', title: 'B', sku: 'B', price: 2 })).toHaveLength(2);
  });
});

describe('packaging form (orders §3 liner and coolant)', () => {
  it('orders §3: a liner keeps material and thickness', () => {
    const body = toPackagingRequest({
      ...emptyPackagingForm('liner'),
      title: 'EPS liner',
      sku: 'L-1',
      material: 'EPS',
      thickness: '1in',
      dimensions: dims,
    });
    expect(packagingFormSchema.parse(body)).toMatchObject({
      packagingType: 'liner',
      material: 'EPS',
      thickness: '1in',
    });
  });

  it('orders §3: a coolant never carries a liner material', () => {
    const body = toPackagingRequest({
      ...emptyPackagingForm('coolant'),
      title: 'Gel pack',
      sku: 'Custom',
      material: 'EPS',
      thickness: '1in',
      dimensions: dims,
    });
    expect(body).not.toHaveProperty('material');
    expect(packagingFormSchema.parse(body)).toMatchObject({
      packagingType: 'coolant',
      sku: 'Custom',
      material: undefined,
    });
  });

  it('accounts §5: packaging title and sku are required', () => {
    expect(
      validateWithSchema(packagingFormSchema, toPackagingRequest({ ...emptyPackagingForm(), dimensions: dims })),
    ).toMatchObject({ title: MESSAGES.required, sku: MESSAGES.required });
  });
});

const box = (over: Partial<BoxFormValues> = {}): BoxFormValues => ({
  ...emptyBoxForm(),
  name: '12x12x12',
  dimensions: { length: '12', width: '12', height: '12', units: 'in' },
  weight: { value: '1', units: 'lb', manualWeight: false, maxWeightAllowed: '' },
  ...over,
});

describe('box form (orders §3 Box, §5 limits, §9 weight math)', () => {
  it('orders §3: volume and calculated weights come from the shared box rule', () => {
    const d = boxDerived(
      box({
        useInternalDimensions: true,
        internalDimensions: { length: '11', width: '11', height: '11', manualDimensions: true },
      }),
    );
    expect(d).toMatchObject({
      volume: 1728,
      internalVolume: 1331,
      calculatedWeights: { pounds: 1, ounces: 16, kilograms: 0.4536 },
    });
  });

  it('orders §9: dry ice, liner and coolant add to the packed weight', () => {
    const liner = {
      packagingType: 'liner' as const,
      title: 'EPS',
      sku: 'L',
      thickness: '1in' as const,
      price: 1,
      quantity: 1,
      dimensions: { units: 'in' as const, weight: { value: 8, units: 'oz' as const } },
    };
    const d = boxDerived(box({ hasDryIce: true, dryIceWeight: '2', dryIceWeightUnit: 'lb', hasLiner: true, liner }));
    expect(d?.packedPounds).toBe(3.5);
  });

  it.each<[string, Partial<BoxFormValues>, Record<string, string>]>([
    [
      'orders §5: sides must be greater than 0',
      { dimensions: { length: '0', width: '12', height: '12', units: 'in' } },
      { 'dimensions.length': MESSAGES.positive },
    ],
    [
      'orders §5: max dimension in the entered unit',
      { dimensions: { length: '300', width: '12', height: '12', units: 'cm' } },
      { 'dimensions.length': MESSAGES.maxDimension(maxDimensionIn('cm'), 'cm') },
    ],
    [
      'orders §5: max weight in the entered unit',
      { weight: { value: '2500', units: 'oz', manualWeight: false, maxWeightAllowed: '' } },
      { 'weight.value': MESSAGES.maxWeight(maxWeightIn('oz'), 'oz') },
    ],
  ])('%s', (_name, over, errors) => {
    expect(validateWithSchema(boxRequestSchema, toBoxRequest(box(over)))).toEqual(errors);
    expect(boxDerived(box(over))).toBeNull();
  });

  it('orders §3: internal dimensions, liner and coolant travel only while their flag is on', () => {
    const body = toBoxRequest(
      box({
        useInternalDimensions: false,
        internalDimensions: { length: '1', width: '1', height: '1', manualDimensions: true },
        hasLiner: false,
      }),
    );
    expect(body.internalDimensions).toBeNull();
    expect(body.liner).toBeNull();
    expect(body.coolant).toBeNull();
  });
});

describe('customer form (orders §3 customer)', () => {
  it('only the name is required; no address is sent without the toggle', () => {
    expect(validateWithSchema(customerFormSchema, toCustomerRequest({ ...emptyCustomerForm(), name: 'Ada' }))).toEqual(
      {},
    );
    expect(toCustomerRequest({ ...emptyCustomerForm(), name: 'Ada' }).address).toBeNull();
  });

  it('orders §5: an address is checked with the spec messages', () => {
    const v = {
      ...emptyCustomerForm(),
      name: 'Ada',
      hasAddress: true,
      address: {
        address1: '1 Main St',
        address2: '',
        city: 'Austin',
        state: 'TX',
        country: 'US',
        zip: '7870',
        residential: true,
      },
    };
    expect(validateWithSchema(customerFormSchema, toCustomerRequest(v))).toEqual({
      'address.zip': MESSAGES.invalidZip,
    });
  });
});
