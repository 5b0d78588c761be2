import { describe, expect, it } from 'vitest';
import { accountSettingsSchema } from '#domain/settings/account-settings.schema';
import { emptyOrderForm, emptyShipment, newShipment, toShipment } from '#web/pages/orders/editor/order-form.values';

const settingsOf = (input: Record<string, unknown> = {}) => accountSettingsSchema.parse(input);

describe("accounts §3: the editor's new shipment starts from the account settings (same shared rule as the API)", () => {
  it.each([
    { name: 'no settings read: empty', settings: null, orderValue: 0, expected: emptyShipment() },
    { name: 'all off: empty', settings: settingsOf(), orderValue: 0, expected: emptyShipment() },
    {
      name: 'dry ice 5 lb',
      settings: settingsOf({ dryIce: { active: true, weight: 5, units: 'lb' } }),
      orderValue: 0,
      expected: { ...emptyShipment(), dryIceActive: true, dryIceWeight: '5', dryIceUnit: 'lb' },
    },
    {
      name: 'dry ice 2 kg, delivery confirmation, carbon neutral',
      settings: settingsOf({
        dryIce: { active: true, weight: 2, units: 'kg' },
        deliveryConfirmation: true,
        carbonNeutral: true,
      }),
      orderValue: 0,
      expected: {
        ...emptyShipment(),
        dryIceActive: true,
        dryIceWeight: '2',
        dryIceUnit: 'kg',
        deliveryConfirmation: true,
        carbonNeutral: true,
      },
    },
    {
      name: 'declared value automatic: the order value',
      settings: settingsOf({ declaredValue: { active: true, automatic: true } }),
      orderValue: 120,
      expected: { ...emptyShipment(), insuranceActive: true, insuranceAmount: '120', insuranceAutomatic: true },
    },
    {
      name: 'declared value automatic, no order value yet: 4000 (orders §9)',
      settings: settingsOf({ declaredValue: { active: true, automatic: true } }),
      orderValue: 0,
      expected: { ...emptyShipment(), insuranceActive: true, insuranceAmount: '4000', insuranceAutomatic: true },
    },
    {
      name: 'default weight unit kg: the weight shows in kg',
      settings: settingsOf({ defaultWeightUnits: 'kg' }),
      orderValue: 0,
      expected: { ...emptyShipment(), weightToShow: 'kg' },
    },
    {
      name: 'custom shipment weight 12 in oz',
      settings: settingsOf({
        shipmentWeights: { active: true, type: 'custom', customWeight: 12 },
        defaultWeightUnits: 'oz',
      }),
      orderValue: 0,
      expected: { ...emptyShipment(), weightsType: 'custom', customWeight: '12', weightToShow: 'oz' },
    },
  ])('accounts §3: $name', ({ settings, orderValue, expected }) => {
    expect(newShipment(settings, orderValue)).toEqual(expected);
  });

  it('orders §3: the new order form starts its one shipment the same way, and the API body carries the automatic flag', () => {
    const settings = settingsOf({
      dryIce: { active: true, weight: 5, units: 'lb' },
      declaredValue: { active: true, automatic: true },
    });
    const [shipment] = emptyOrderForm('w1', settings).shipments;
    expect(shipment).toEqual(newShipment(settings));
    expect(toShipment(shipment, [], false).options).toMatchObject({
      dryIceActive: true,
      dryIceWeight: 5,
      dryIceUnit: 'lb',
      carrierInsuranceAmountActive: true,
      carrierInsuranceAmount: 4000,
      carrierInsuranceAmountAutomatic: true,
    });
  });
});
