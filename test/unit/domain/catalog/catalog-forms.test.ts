import { describe, expect, it } from 'vitest';
import { boxPresets } from '#domain/boxes/box-presets.rules';
import { boxFromRequest, boxRequestSchema } from '#domain/boxes/box-request.schema';
import { boxSchema } from '#domain/boxes/box.schema';
import { customerFormSchema } from '#domain/catalog/customer.schema';
import { packagingFormSchema } from '#domain/catalog/packaging-form.schema';
import { productRequestSchema } from '#domain/catalog/product-request.schema';
import { DEFAULT_BOXES } from '#domain/constants/packaging.constants';

const dims = { length: 8, width: 6, height: 1, weight: { value: 1 } };
const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('packaging form (orders §3 liners and coolants)', () => {
  it.each(['EPS', 'Paper', 'Polyurethane Foam', 'Cornstarch-based Foam', 'Mylar/Foil Bubble', 'Denim', 'Cotton'])(
    'accepts the liner material %s',
    (material) => {
      expect(
        packagingFormSchema.safeParse({ packagingType: 'liner', title: 'L', sku: 'L', material, dimensions: dims })
          .success,
      ).toBe(true);
    },
  );

  it.each(['0.25in', '0.5in', '1in', '1.5in', '2in', 'N/A'])('accepts the liner thickness %s', (thickness) => {
    expect(
      packagingFormSchema.parse({ packagingType: 'liner', title: 'L', sku: 'L', thickness, dimensions: dims })
        .thickness,
    ).toBe(thickness);
  });

  it('drops liner-only fields from a coolant', () => {
    const coolant = packagingFormSchema.parse({
      packagingType: 'coolant',
      title: 'Dry ice',
      sku: 'Custom',
      material: 'EPS',
      thickness: '1in',
      dimensions: dims,
    });
    expect(coolant).toMatchObject({
      packagingType: 'coolant',
      sku: 'Custom',
      material: undefined,
      thickness: undefined,
      price: 0,
    });
  });

  it("accounts §5: a packaging weighing over 150 lb answers 'Weight must be under 150lbs'", () => {
    const r = packagingFormSchema.safeParse({
      title: 'T',
      sku: 'S',
      dimensions: { ...dims, weight: { value: 2401, units: 'oz' } },
    });
    expect(errorsOf(r)).toEqual({ 'dimensions.weight.value': 'Weight must be under 150lbs' });
  });
});

describe('product request (accounts §5 Product form + kitting)', () => {
  const base = { title: 'Kit', sku: 'K', dimensions: { length: 1, width: 1, height: 1, weight: { value: 1 } } };
  it.each([
    [
      { branchProducts: [{ productId: 'p', quantity: 1.5 }] },
      { 'kitting.branchProducts.0.quantity': 'Quantity must be an integer' },
    ],
    [{ branchProducts: [{ productId: 'p' }] }, { 'kitting.branchProducts.0.quantity': 'Quantity is required' }],
    [
      { branchProducts: [{ productId: '', quantity: 1 }] },
      { 'kitting.branchProducts.0.productId': 'This field is required' },
    ],
    [{ branchProducts: [] }, { 'kitting.branchProducts': 'At least one product is required' }],
  ])('kitting %j → %j', (kitting, errors) => {
    expect(errorsOf(productRequestSchema.safeParse({ ...base, kitting }))).toEqual(errors);
  });

  it('defaults: price 0, no kit, not priced from contents; a branch box counts once', () => {
    expect(productRequestSchema.parse(base)).toMatchObject({
      price: 0,
      kitting: null,
      priceFromContents: false,
      shop: '',
    });
    const kit = productRequestSchema.parse({
      ...base,
      kitting: { branchProducts: [{ productId: 'p', quantity: '2' }], branchBox: { boxId: 'b' } },
    });
    expect(kit.kitting).toEqual({
      branchProducts: [{ productId: 'p', quantity: 2 }],
      branchPackagings: [],
      branchBox: { boxId: 'b', quantity: 1 },
    });
  });
});

describe('customer form', () => {
  it('needs only a name; a given address must be complete and valid', () => {
    expect(customerFormSchema.parse({ name: 'Ann' })).toEqual({
      name: 'Ann',
      email: '',
      phone: '',
      company: '',
      address: null,
    });
    expect(
      errorsOf(customerFormSchema.safeParse({ name: 'Ann', address: { city: 'Austin', state: 'TX', zip: '78701' } })),
    ).toEqual({ 'address.address1': 'This field is required' });
    expect(
      errorsOf(
        customerFormSchema.safeParse({
          name: 'Ann',
          address: { address1: '1 Main', city: 'Austin', state: 'XX', zip: '78701' },
        }),
      ),
    ).toEqual({ 'address.state': 'Invalid value' });
  });
});

describe('box presets (orders §9) and derived box fields (orders §3)', () => {
  it('every preset passes the Box form and becomes a valid Box', () => {
    for (const preset of boxPresets()) {
      const values = boxRequestSchema.parse(preset.box);
      expect(boxSchema.safeParse(boxFromRequest('x', values)).success, preset.presetId).toBe(true);
    }
  });

  it('the three default boxes carry the spec external / internal dimensions', () => {
    const defaults = boxPresets().filter((p) => p.kind === 'default');
    expect(defaults.map((p) => [p.box.dimensions, p.box.internalDimensions])).toEqual(
      DEFAULT_BOXES.map((b) => [
        { ...b.external, units: 'in' },
        { ...b.internal, manualDimensions: true },
      ]),
    );
  });

  it("carrier packages keep the spec's 1 or 20 lb as the weight they may carry, and letters are letters", () => {
    const carrier = boxPresets().filter((p) => p.kind === 'carrier');
    expect(carrier).toHaveLength(8);
    const envelope = carrier.find((p) => p.presetId === 'carrier:FedExEnvelope')!;
    expect(envelope.box).toMatchObject({ isLetter: true, weight: { value: 0, maxWeightAllowed: 1 } });
    expect(carrier.find((p) => p.presetId === 'carrier:FedExPak')!.box).toMatchObject({
      isLetter: false,
      weight: { maxWeightAllowed: 20 },
    });
  });

  it('derives volume, weightToShow and calculatedWeights; drops a liner whose flag is off', () => {
    const values = boxRequestSchema.parse({
      name: 'B',
      dimensions: { length: 10, width: 10, height: 10 },
      weight: { value: 2, units: 'kg' },
      hasLiner: false,
      liner: { title: 'EPS', sku: 'L' },
    });
    const box = boxFromRequest('b1', values);
    expect(box.dimensions.volume).toBe(1000);
    expect(box.weightToShow).toBe(2);
    expect(box.calculatedWeights).toEqual({ pounds: 4.4092, kilograms: 2, grams: 2000, ounces: 70.5472 });
    expect(box).toMatchObject({ hasLiner: false, liner: null });
  });
});
