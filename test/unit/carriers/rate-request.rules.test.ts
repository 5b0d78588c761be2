import { describe, expect, it } from 'vitest';
import { carrierCountry } from '#domain/address/address-mappers.rules';
import { optionsOf, rateRequestFor } from '#domain/carriers/rate-request.rules';
import { shipmentSchema, type ShipmentInput } from '#domain/shipments/shipment.schema';

const warehouse = {
  id: 'w1',
  name: 'Kitchen',
  address: {
    residential: false,
    isActive: true,
    isValid: true,
    companyName: 'Acme Foods',
    email: '',
    phone: '5125550100',
    street1: '500 W 2nd St',
    street2: '',
    street3: '',
    city: 'Austin',
    state: 'TX',
    country: 'US',
    zipCode: '78701',
    zipCodeSuffix: '',
    fullZipCode: '78701',
  },
};
const shippingAddress = {
  name: 'Ada Lovelace',
  address1: '1 Main St',
  city: 'Boston',
  state: 'MA',
  zip: '02108',
  country: 'us',
  residential: true,
};
const shipment = (input: Partial<ShipmentInput> = {}) =>
  shipmentSchema.parse({
    box: {
      name: 'M',
      dimensions: { length: 30.48, width: 30.48, height: 30.48, units: 'cm' },
      weight: { value: 1, units: 'lb' },
    },
    products: [
      { title: 'Steak', sku: 'S1', price: 25, quantity: 2, dimensions: { weight: { value: 2, units: 'lb' } } },
    ],
    ...input,
  });

describe('rate request from an order shipment', () => {
  it('takes the warehouse as from, the shipping address as to, the box in inches and the weight rules total', () => {
    const out = rateRequestFor({ orderNumber: 'A-1', warehouse, shippingAddress }, shipment(), {}, '2026-11-24');
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.request.from).toMatchObject({
      street1: '500 W 2nd St',
      zip: '78701',
      country: 'US',
      company: 'Acme Foods',
    });
    expect(out.request.to).toMatchObject({ street1: '1 Main St', zip: '02108', country: 'US', residential: true });
    expect(out.request.parcels).toEqual([{ lengthIn: 12, widthIn: 12, heightIn: 12, weightLb: 5 }]);
    expect(out.request.reference).toBe('A-1');
    expect(out.request.customs).toBeUndefined();
  });

  it('names what is missing instead of building a request (no box: the spec message)', () => {
    const out = rateRequestFor({ warehouse: null, shippingAddress }, shipment({ box: null }), {}, '2026-11-24');
    expect(out).toEqual({ ok: false, problems: [expect.stringMatching(/^Ship from/), 'Shipment Box Is Required'] });
  });

  it('turns the shipment options into one typed option each (dry ice in pounds, insurance in cents)', () => {
    const s = shipment({
      options: {
        dryIceActive: true,
        dryIceWeight: 1,
        dryIceUnit: 'kg',
        saturdayDelivery: true,
        deliveryConfirmation: 'ADULT_SIGNATURE',
        carbonNeutral: true,
        carrierInsuranceAmountActive: true,
        carrierInsuranceAmount: 150.5,
      },
    });
    expect(optionsOf(s, {})).toEqual([
      { kind: 'dry_ice', weightLb: 2.2046 },
      { kind: 'saturday_delivery' },
      { kind: 'delivery_confirmation', level: 'adult_signature' },
      { kind: 'carbon_neutral' },
      { kind: 'insurance', amountCents: 15050 },
    ]);
  });

  it('carries the international settings as customs when the countries differ (orders §9 international)', () => {
    const s = shipment({
      internationalSettings: {
        contentType: 'gift',
        nonDelivery: 'abandon',
        htsCode: { label: '0201.30', value: '0201.30', description: 'Beef, boneless' },
        quantity: 2,
        countryOfOrigin: 'us',
      },
    });
    const out = rateRequestFor(
      { warehouse, shippingAddress: { ...shippingAddress, country: 'CA', zip: 'M5V 2T6' } },
      s,
      {},
      '2026-11-24',
    );
    if (!out.ok) throw new Error('expected a request');
    expect(out.request.customs).toEqual({
      contentType: 'gift',
      nonDelivery: 'abandon',
      items: [
        {
          description: 'Beef, boneless',
          htsCode: '0201.30',
          quantity: 2,
          valueCents: 5000,
          weightLb: 5,
          countryOfOrigin: 'US',
        },
      ],
    });
  });

  it('spells countries as the carriers take them', () => {
    expect([carrierCountry(''), carrierCountry('usa'), carrierCountry('uk'), carrierCountry('pr')]).toEqual([
      'US',
      'US',
      'GB',
      'PR',
    ]);
  });
});
