import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountSettingsSchema, type AccountSettings } from '#domain/settings/account-settings.schema';
import {
  applyShipmentDefaults,
  defaultDeclaredValue,
  SHIPMENT_DEFAULT_FIELDS,
  unsetShipmentFields,
  weightContextOf,
  type ShipmentDefaultField,
} from '#domain/settings/shipment-defaults.rules';
import { shipmentSchema, type ShipmentInput } from '#domain/shipments/shipment.schema';
import { computeShipmentWeights } from '#domain/units/weight.rules';

const settingsOf = (input: Record<string, unknown> = {}): AccountSettings => accountSettingsSchema.parse(input);
const off = settingsOf();
const dryIce5lb = settingsOf({ dryIce: { active: true, weight: 5, units: 'lb' } });
const everything = settingsOf({
  dryIce: { active: true, weight: 2, units: 'kg' },
  deliveryConfirmation: true,
  carbonNeutral: true,
  declaredValue: { active: true, automatic: false, custom: 150 },
  shipmentWeights: { active: true, type: 'custom', customWeight: 12 },
  defaultWeightUnits: 'oz',
});
const ALL = SHIPMENT_DEFAULT_FIELDS;
const dims = { length: 12, width: 12, height: 12, units: 'in' } as const;
const brisket = { sku: 'BRISKET-5', quantity: 2, price: 89, dimensions: { weight: { value: 5, units: 'lb' } } };

describe('orders §3 shipment options: which groups a shipment as sent leaves unset', () => {
  it.each<{ name: string; sent: unknown; expected: ShipmentDefaultField[] }>([
    { name: 'nothing sent', sent: undefined, expected: [...ALL] },
    { name: 'no options, no weights', sent: { products: [] }, expected: [...ALL] },
    { name: 'options: null', sent: { options: null }, expected: [...ALL] },
    {
      name: 'explicit false dry ice stays set',
      sent: { options: { dryIceActive: false } },
      expected: ['deliveryConfirmation', 'carbonNeutral', 'declaredValue', 'shipmentWeights'],
    },
    {
      name: 'dry ice weight alone does not set the group (dryIceActive decides)',
      sent: { options: { dryIceWeight: 3 } },
      expected: [...ALL],
    },
    {
      name: 'every option and the weights type sent',
      sent: {
        options: {
          dryIceActive: true,
          deliveryConfirmation: false,
          carbonNeutral: false,
          carrierInsuranceAmountActive: false,
        },
        weights: { type: 'product' },
      },
      expected: [],
    },
    {
      name: 'carrierInsuranceAmountAutomatic alone sets the declared value group',
      sent: { options: { carrierInsuranceAmountAutomatic: false } },
      expected: ['dryIce', 'deliveryConfirmation', 'carbonNeutral', 'shipmentWeights'],
    },
    {
      name: 'weights.weightToShow alone sets the shipment weights group',
      sent: { weights: { weightToShow: 'kg' } },
      expected: ['dryIce', 'deliveryConfirmation', 'carbonNeutral', 'declaredValue'],
    },
    {
      name: 'a null value counts as unset',
      sent: { options: { carbonNeutral: null }, weights: { type: null } },
      expected: [...ALL],
    },
  ])('orders §3: $name', ({ sent, expected }) => {
    expect(unsetShipmentFields(sent)).toEqual(expected);
  });
});

describe('accounts §3 account settings → orders §3 shipment options of a new shipment', () => {
  const empty = (extra: ShipmentInput = {}) => shipmentSchema.parse({ products: [brisket], ...extra });
  it.each<{
    name: string;
    settings: AccountSettings;
    unset: readonly ShipmentDefaultField[];
    shipment?: ShipmentInput;
    ctx?: { orderValue?: number };
    options?: Record<string, unknown>;
    weights?: Record<string, unknown>;
  }>([
    {
      name: 'all settings off: nothing changes',
      settings: off,
      unset: ALL,
      options: { dryIceActive: false, carbonNeutral: false, carrierInsuranceAmountActive: false },
      weights: { type: 'product' },
    },
    {
      name: 'dry ice 5 lb on: dryIceActive, dryIceWeight 5, dryIceUnit lb',
      settings: dryIce5lb,
      unset: ALL,
      options: { dryIceActive: true, dryIceWeight: 5, dryIceUnit: 'lb' },
    },
    {
      name: 'dry ice on but the group was set (explicit off): stays off',
      settings: dryIce5lb,
      unset: ['deliveryConfirmation'],
      options: { dryIceActive: false },
    },
    {
      name: 'dry ice on, explicit 3 lb dry ice sent: 3 lb kept',
      settings: dryIce5lb,
      unset: ['carbonNeutral'],
      shipment: { options: { dryIceActive: true, dryIceWeight: 3, dryIceUnit: 'lb' } },
      options: { dryIceActive: true, dryIceWeight: 3 },
    },
    {
      name: 'orders §9: a box with its dry-ice flag already carries the default dry ice: no override added',
      settings: dryIce5lb,
      unset: ALL,
      shipment: { box: { name: 'Cooler', dimensions: dims, hasDryIce: true } },
      options: { dryIceActive: false },
    },
    {
      name: 'every setting on: dry ice (kg), delivery confirmation, carbon neutral, custom declared value, custom weight in the default unit',
      settings: everything,
      unset: ALL,
      options: {
        dryIceActive: true,
        dryIceWeight: 2,
        dryIceUnit: 'kg',
        deliveryConfirmation: true,
        carbonNeutral: true,
        carrierInsuranceAmountActive: true,
        carrierInsuranceAmountAutomatic: false,
        carrierInsuranceAmount: 150,
      },
      weights: { type: 'custom', customWeight: 12, weightToShow: 'oz' },
    },
    {
      name: 'delivery confirmation as a text value is copied as is',
      settings: settingsOf({ deliveryConfirmation: 'adult_signature' }),
      unset: ALL,
      options: { deliveryConfirmation: 'adult_signature' },
    },
    {
      name: 'delivery confirmation on, explicit false sent: false kept',
      settings: everything,
      unset: ['dryIce'],
      shipment: { options: { deliveryConfirmation: false } },
      options: { deliveryConfirmation: false, carbonNeutral: false },
    },
    {
      name: 'declared value automatic: the order value',
      settings: settingsOf({ declaredValue: { active: true, automatic: true } }),
      unset: ALL,
      ctx: { orderValue: 212.5 },
      options: {
        carrierInsuranceAmountActive: true,
        carrierInsuranceAmountAutomatic: true,
        carrierInsuranceAmount: 212.5,
      },
    },
    {
      name: 'declared value automatic without an order value: the shipment lines (2 × $89)',
      settings: settingsOf({ declaredValue: { active: true, automatic: true } }),
      unset: ALL,
      ctx: { orderValue: 0 },
      options: {
        carrierInsuranceAmountActive: true,
        carrierInsuranceAmountAutomatic: true,
        carrierInsuranceAmount: 178,
      },
    },
    {
      name: 'orders §9 default declared value 4000 when no custom amount is set',
      settings: settingsOf({ declaredValue: { active: true, automatic: false } }),
      unset: ALL,
      options: {
        carrierInsuranceAmountActive: true,
        carrierInsuranceAmountAutomatic: false,
        carrierInsuranceAmount: 4000,
      },
    },
    {
      name: 'shipment weights type product: stays product',
      settings: settingsOf({ shipmentWeights: { active: true, type: 'product' } }),
      unset: ALL,
      weights: { type: 'product' },
    },
    {
      name: 'shipment weights custom without an amount: product weights stay',
      settings: settingsOf({ shipmentWeights: { active: true, type: 'custom' } }),
      unset: ALL,
      weights: { type: 'product' },
    },
    {
      name: 'shipment weights custom but the type was sent: kept',
      settings: everything,
      unset: ['dryIce'],
      weights: { type: 'product' },
    },
  ])('accounts §3 / orders §3: $name', ({ settings, unset, shipment, ctx, options, weights }) => {
    const out = applyShipmentDefaults(empty(shipment), settings, unset, ctx);
    if (options) expect(out.options).toMatchObject(options);
    if (weights) expect(out.weights).toMatchObject(weights);
  });

  it('orders §3: the shipment is otherwise untouched (box, products, id)', () => {
    const s = empty({ id: 's1', box: { name: 'Cube', dimensions: dims } });
    const out = applyShipmentDefaults(s, everything, ALL);
    expect({ ...out, options: s.options, weights: s.weights }).toEqual(s);
  });

  it.each([
    { automatic: true, custom: undefined, orderValue: 0, products: [], expected: 4000 },
    { automatic: false, custom: 0, orderValue: 99, products: [], expected: 4000 },
    { automatic: false, custom: 75.255, orderValue: 99, products: [], expected: 75.26 },
    { automatic: true, custom: 10, orderValue: 99, products: [], expected: 99 },
    {
      automatic: true,
      custom: 10,
      orderValue: undefined,
      products: [{ price: 4.5, quantity: 3 }, { price: 2 }],
      expected: 15.5,
    },
  ])(
    'orders §9 default declared value 4000: automatic $automatic, custom $custom, order value $orderValue → $expected',
    ({ automatic, custom, orderValue, products, expected }) => {
      expect(
        defaultDeclaredValue({ declaredValue: { active: true, automatic, custom } }, { products }, { orderValue }),
      ).toBe(expected);
    },
  );
});

describe('orders §9 weight math: the default dry ice counts once', () => {
  it.each([
    // 2 × 5 lb of brisket + 2 lb box + 5 lb default dry ice as the shipment's override
    {
      name: 'no box dry ice flag: the default is the override (+5 lb)',
      box: { name: 'Cube', dimensions: dims, weight: { value: 2, units: 'lb' } },
      expected: 17,
    },
    // the box's flag on: "the box's, else the user's default" → the default 5 lb, once
    {
      name: "box flag on, no own weight: the user's default once (+5 lb)",
      box: { name: 'Cooler', dimensions: dims, weight: { value: 2, units: 'lb' }, hasDryIce: true },
      expected: 17,
    },
    {
      name: "box flag on with its own 3 lb: the box's (+3 lb), no override",
      box: {
        name: 'Cooler',
        dimensions: dims,
        weight: { value: 2, units: 'lb' },
        hasDryIce: true,
        dryIceWeight: 3,
        dryIceWeightUnit: 'lb',
      },
      expected: 15,
    },
  ])('orders §9: $name', ({ box, expected }) => {
    const shipment = applyShipmentDefaults(shipmentSchema.parse({ box, products: [brisket] }), dryIce5lb, ALL);
    expect(computeShipmentWeights(shipment, weightContextOf(dryIce5lb)).calculatedValues.pounds).toBe(expected);
  });

  it('orders §9: 2 kg of default dry ice is 4.4092 lb (1 kg = 2.2046 lb, 4 decimals)', () => {
    const shipment = applyShipmentDefaults(
      shipmentSchema.parse({ products: [] }),
      settingsOf({ dryIce: { active: true, weight: 2, units: 'kg' } }),
      ALL,
    );
    expect(computeShipmentWeights(shipment).calculatedValues.pounds).toBe(4.4092);
  });
});

describe('accounts §3 defaults: properties', () => {
  const unit = fc.constantFrom('lb', 'kg', 'oz', 'g');
  const settingsArb = fc
    .record({
      dryIce: fc.record({ active: fc.boolean(), weight: fc.double({ min: 0, max: 50, noNaN: true }), units: unit }),
      deliveryConfirmation: fc.oneof(fc.boolean(), fc.constantFrom('adult_signature', 'signature', '')),
      carbonNeutral: fc.boolean(),
      declaredValue: fc.record({
        active: fc.boolean(),
        automatic: fc.boolean(),
        custom: fc.option(fc.double({ min: 0, max: 10_000, noNaN: true }), { nil: undefined }),
      }),
      shipmentWeights: fc.record({
        active: fc.boolean(),
        type: fc.constantFrom('product', 'custom'),
        customWeight: fc.option(fc.double({ min: 0.01, max: 150, noNaN: true }), { nil: undefined }),
      }),
      defaultWeightUnits: unit,
    })
    .map((s) => settingsOf(s));
  const optionsArb = fc.record(
    {
      dryIceActive: fc.boolean(),
      dryIceWeight: fc.double({ min: 0, max: 20, noNaN: true }),
      dryIceUnit: unit,
      deliveryConfirmation: fc.boolean(),
      carbonNeutral: fc.boolean(),
      carrierInsuranceAmountActive: fc.boolean(),
      carrierInsuranceAmount: fc.double({ min: 0, max: 5000, noNaN: true }),
      carrierInsuranceAmountAutomatic: fc.boolean(),
    },
    { requiredKeys: [] },
  );
  const sentArb = fc.record(
    {
      box: fc.record({ name: fc.constant('Box'), dimensions: fc.constant(dims), hasDryIce: fc.boolean() }),
      products: fc.array(
        fc.record({
          sku: fc.constant('SKU'),
          price: fc.double({ min: 0, max: 500, noNaN: true }),
          quantity: fc.integer({ min: 1, max: 9 }),
        }),
        { maxLength: 3 },
      ),
      options: optionsArb,
      weights: fc.record(
        {
          type: fc.constantFrom('product', 'custom'),
          weightToShow: unit,
          customWeight: fc.double({ min: 0.01, max: 100, noNaN: true }),
        },
        { requiredKeys: [] },
      ),
    },
    { requiredKeys: [] },
  );
  const orderValue = fc.option(fc.double({ min: 0, max: 9_999, noNaN: true }), { nil: undefined });

  it('accounts §3: applying the defaults twice is the same as once', () => {
    fc.assert(
      fc.property(settingsArb, sentArb, orderValue, (settings, sent, value) => {
        const unset = unsetShipmentFields(sent);
        const shipment = shipmentSchema.parse(sent);
        const once = applyShipmentDefaults(shipment, settings, unset, { orderValue: value });
        expect(applyShipmentDefaults(once, settings, unset, { orderValue: value })).toEqual(once);
        // and re-reading what was sent after the defaults: nothing left unset that a setting filled
        const again = applyShipmentDefaults(once, settings, unsetShipmentFields(once), { orderValue: value });
        expect(again).toEqual(once);
      }),
      { numRuns: 300 },
    );
  });

  it('orders §3: a value the request set is never changed', () => {
    fc.assert(
      fc.property(settingsArb, sentArb, orderValue, (settings, sent, value) => {
        const shipment = shipmentSchema.parse(sent);
        const out = applyShipmentDefaults(shipment, settings, unsetShipmentFields(sent), { orderValue: value });
        // Compared with the request as parsed: parsing keeps weights to 4 decimals and money to the cent.
        for (const key of Object.keys(sent.options ?? {}) as (keyof typeof out.options)[])
          expect(out.options[key]).toEqual(shipment.options[key]);
        if (sent.weights?.type !== undefined || sent.weights?.weightToShow !== undefined)
          expect(out.weights).toEqual(shipment.weights);
        if (sent.weights?.customWeight !== undefined)
          expect(out.weights.customWeight).toBe(shipment.weights.customWeight);
        expect(out.box).toEqual(shipment.box);
        expect(out.products).toEqual(shipment.products);
      }),
      { numRuns: 300 },
    );
  });
});
