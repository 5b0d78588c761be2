import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { boxSchema, LINER_MATERIALS, LINER_THICKNESSES } from '#domain/boxes/box.schema';
import { isLetterPackage } from '#domain/boxes/box.rules';
import { kitPrice, productSchema } from '#domain/catalog/product.schema';
import {
  customerSearchResponseSchema,
  packagingSearchResultSchema,
  productSearchResultSchema,
} from '#domain/catalog/search-results.schema';
import { shipmentSchema } from '#domain/shipments/shipment.schema';
import { preferredRateSchema } from '#domain/shipments/preferred-rate.schema';
import { orderSchema } from '#domain/orders/order.schema';
import { freightPieceSchema, freightQuoteSchema } from '#domain/freight/freight.schema';
import { userSettingsSchema } from '#domain/users/user-settings.schema';
import { notificationTemplateSchema } from '#domain/tracking/notification-template.schema';
import { trackingEventSchema } from '#domain/tracking/tracking-event.schema';
import { claimSchema, CLAIM_DOCUMENT_TYPES } from '#domain/claims/claim.schema';
import { claimSettingsSchema } from '#domain/claims/claim-settings.schema';
import { accountSettingsSchema } from '#domain/settings/account-settings.schema';
import { rateSettingsSchema } from '#domain/settings/rate-settings.schema';
import { zoneMappingSchema, zoneSchema } from '#domain/zones/zone.schema';
import { internationalProfileSchema } from '#domain/international/international-profile.schema';
import { invoiceSchema } from '#domain/billing/invoice.schema';
import { paymentMethodSchema } from '#domain/billing/payment-method.schema';
import { shippingAddressSchema } from '#domain/address/shipping-address.schema';
import { warehouseSchema } from '#domain/address/warehouse.schema';
import { addressBookEntryInputSchema, splitZip } from '#domain/address/address-book.schema';
import { MESSAGES } from '#domain/validation/messages';

describe('orders §3: entities and their defaults', () => {
  it('Shipping address: country defaults to US, residential false', () => {
    const a = shippingAddressSchema.parse({
      name: 'Ann',
      address1: '1 Main',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
    });
    expect(a).toMatchObject({ country: 'US', residential: false, company: '', email: '', phone: '' });
  });

  it('Warehouse / address-book entry: address with isValid, zipCodeSuffix, fullZipCode', () => {
    const w = warehouseSchema.parse({
      id: 'w1',
      name: 'Dock',
      address: {
        phone: '555-123-4567',
        street1: '1 Dock',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
        fullZipCode: '78701-1234',
        zipCodeSuffix: '1234',
      },
    });
    expect(w.address).toMatchObject({
      isValid: false,
      isActive: true,
      country: 'US',
      zipCodeSuffix: '1234',
      fullZipCode: '78701-1234',
    });
    expect(splitZip('78701-1234')).toEqual({ zipCode: '78701', zipCodeSuffix: '1234', fullZipCode: '78701-1234' });
  });

  it('accounts §5 Address book: caps and patterns', () => {
    const r = addressBookEntryInputSchema.safeParse({
      name: 'n'.repeat(36),
      address: {
        phone: 'abc',
        street1: '',
        city: 'c'.repeat(31),
        state: 'ZZ',
        zipCode: '1',
        country: 'FR',
        email: 'x',
      },
    });
    const messages = r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toMatchObject({
      name: MESSAGES.tooLong,
      'address.phone': MESSAGES.phoneFormat,
      'address.street1': MESSAGES.required,
      'address.city': MESSAGES.tooLong,
      'address.zipCode': MESSAGES.invalidZip,
      'address.country': MESSAGES.invalid,
      'address.email': MESSAGES.invalidEmail,
    });
  });

  it('Box: liner and coolant, dry ice defaults, units read from store spellings', () => {
    const b = boxSchema.parse({
      name: 'Cooler',
      dimensions: { length: 12, width: 12, height: 12, units: 'Inches' },
      weight: { value: 2, units: 'LBS' },
      hasLiner: true,
      liner: { title: 'EPS liner', material: 'EPS', thickness: '1in', sku: 'L1' },
      hasIcePack: true,
      coolant: { title: 'Gel', sku: 'Custom' },
    });
    expect(b.dimensions.units).toBe('in');
    expect(b.weight).toEqual({ value: 2, units: 'lb', manualWeight: false });
    expect(b.liner).toMatchObject({ packagingType: 'liner', thickness: '1in', quantity: 1 });
    expect(b.coolant).toMatchObject({ packagingType: 'coolant', sku: 'Custom' });
    expect(b).toMatchObject({ hasDryIce: false, dryIceWeight: 0, dryIceWeightUnit: 'lb' });
    expect(LINER_MATERIALS).toEqual([
      'EPS',
      'Paper',
      'Polyurethane Foam',
      'Cornstarch-based Foam',
      'Mylar/Foil Bubble',
      'Denim',
      'Cotton',
    ]);
    expect(LINER_THICKNESSES).toEqual(['0.25in', '0.5in', '1in', '1.5in', '2in', 'N/A']);
    expect(
      boxSchema.safeParse({ name: 'x', dimensions: { length: 1, width: 1, height: 1 }, liner: { thickness: '3in' } })
        .success,
    ).toBe(false);
  });

  it.each([
    [{ name: 'FedExEnvelope' }, true],
    [{ name: 'UPS Letter' }, true],
    [{ name: 'Medium' }, false],
    [{ name: 'Letterbox deluxe', isLetter: false }, false],
    [null, false],
  ])('letter package detection %j → %s', (box, expected) => {
    expect(isLetterPackage(box)).toBe(expected);
  });

  it('Shipment: weights type product or custom, options defaults', () => {
    const s = shipmentSchema.parse({ products: [{ title: 'Crab', sku: 'C1', quantity: '2', price: '12.5' }] });
    expect(s.weights).toEqual({ type: 'product', weightToShow: 'lb' });
    expect(s.options).toMatchObject({ dryIceActive: false, carrierInsuranceAmountActive: false });
    expect(s.products[0]).toMatchObject({ quantity: 2, price: 12.5 });
    expect(shipmentSchema.safeParse({ weights: { type: 'guess' } }).success).toBe(false);
    expect(
      shipmentSchema.safeParse({ internationalSettings: { contentType: 'merchandise', nonDelivery: 'abandon' } })
        .success,
    ).toBe(true);
  });

  it('Order: saveCustomerAddress defaults to true, shipmentType Parcel, vehicle any, schedule now', () => {
    const o = orderSchema.parse({ orderNumber: '1', localCourierOptions: {} });
    expect(o).toMatchObject({
      saveCustomerAddress: true,
      shipmentType: 'Parcel',
      archived: false,
      isCancelled: false,
      orderValue: 0,
    });
    expect(o.localCourierOptions).toMatchObject({ vehicleSize: 'any', deliverySchedule: 'now' });
  });

  it('Preferred rate: markedUpRates.rate', () => {
    expect(
      preferredRateSchema.parse({ service: 'Ground', carrier: 'UPS', markedUpRates: { rate: '9.99' } }).markedUpRates
        ?.rate,
    ).toBe(9.99);
  });

  it('Freight piece (numberOfPeices) and quote (declared_value default 4000)', () => {
    expect(freightPieceSchema.parse({ dimensions: { length: 48, width: 40, height: 50, weight: 400 } })).toMatchObject({
      numberOfPeices: 1,
      quantity: 1,
      hazmat: false,
      stackable: false,
    });
    const q = freightQuoteSchema.parse({ origin: { zip: '78701' }, destination: { zip: '10001' } });
    expect(q.options).toMatchObject({
      declared_value: 4000,
      cargo_shield_insured: false,
      extreme_length_item: { active: false },
    });
  });

  it('User (order-relevant): default units lb and in, dry ice off', () => {
    expect(userSettingsSchema.parse({})).toMatchObject({
      defaultWeightUnits: 'lb',
      defaultDimensionUnits: 'in',
      dryIce: { active: false, weight: 0, units: 'lb' },
    });
  });

  it('Kit: kitting branches; make-a-box SKUs are priced from their contents', () => {
    const kit = productSchema.parse({
      title: 'Box of fish',
      sku: 'K1',
      kitting: {
        branchProducts: [{ title: 'Salmon', sku: 'S', price: 10, quantity: 2 }],
        branchPackagings: [{ title: 'Gel', sku: 'G', price: 1.5 }],
        branchBox: { name: 'Medium' },
      },
    });
    expect(typeof kit.kitting === 'object' && kitPrice(kit.kitting)).toBe(21.5);
  });

  it('Search results: each item carries one of its identifiers', () => {
    expect(productSearchResultSchema.safeParse({ title: 'Salmon', sku: 'S', variantId: 'v1' }).success).toBe(true);
    expect(productSearchResultSchema.safeParse({ title: 'Salmon', sku: 'S' }).success).toBe(false);
    expect(packagingSearchResultSchema.safeParse({ title: 'Gel', packagingId: 'k1' }).success).toBe(true);
    expect(
      customerSearchResponseSchema.safeParse({ customers: [{ name: 'Ann', email: 'a@b.co', _id: 'c1' }], total: 1 })
        .success,
    ).toBe(true);
  });

  it('Tracking email template: default colours header #000000, text #000000, details #4c66a0', () => {
    expect(notificationTemplateSchema.parse({}).colors).toEqual({
      header: '#000000',
      text: '#000000',
      details: '#4c66a0',
    });
  });

  it('Tracking event: tracking_location', () => {
    const e = trackingEventSchema.parse({
      status: 'in_transit',
      datetime: '2026-03-01T10:00:00Z',
      tracking_location: { city: 'Austin' },
    });
    expect(e).toMatchObject({ status: 'in_transit', message: '', tracking_location: { city: 'Austin' } });
  });
});

describe('accounts §3: entities', () => {
  it('Claim: blocks, documents of the four types, draft by default', () => {
    const c = claimSchema.parse({
      claimDetails: {},
      contactDetails: {},
      senderDetails: {},
      recipientDetails: {},
      payeeDetails: { fullName: 'Ann' },
      documents: [{ documentType: 'Photograph', file: 'claims/1/photo.jpg' }],
    });
    expect(c.status).toBe('draft');
    expect(c.payeeDetails).toMatchObject({ fullName: 'Ann', emailAddress: '', postalCode: '' });
    expect(CLAIM_DOCUMENT_TYPES).toEqual(['Original Invoice', 'Reship Invoice', 'Photograph', 'Other']);
    expect(claimSchema.safeParse({ ...c, documents: [{ documentType: 'Selfie', file: 'x' }] }).success).toBe(false);
  });

  it('Claim settings: notifications keyed by claim status', () => {
    expect(
      claimSettingsSchema.safeParse({ notifications: { paid: [{ label: 'Ops', value: 'ops@acme.com' }] } }).success,
    ).toBe(true);
    expect(claimSettingsSchema.safeParse({ notifications: { lost: [] } }).success).toBe(false);
  });

  it('Account settings: archiveOrders, units, flags', () => {
    expect(accountSettingsSchema.parse({})).toMatchObject({
      defaultWeightUnits: 'lb',
      defaultDimensionUnits: 'in',
      archiveOrders: { active: false },
    });
  });

  it('Rate settings: rounding up/down/nearest', () => {
    expect(rateSettingsSchema.parse({}).rounding).toEqual({ active: false, type: 'nearest' });
    expect(rateSettingsSchema.safeParse({ rounding: { type: 'ceil' } }).success).toBe(false);
  });

  it('Zone and zone mapping', () => {
    expect(zoneSchema.parse({ zone: 'West' })).toMatchObject({ countries: [], regions: [] });
    expect(zoneMappingSchema.parse({})).toMatchObject({
      zipcodes: [],
      states: [],
      carriers: [],
      services: [],
      shops: [],
    });
  });

  it('International profile: settings plus profileName and isDefault', () => {
    expect(internationalProfileSchema.parse({ profileName: 'Fish', contentType: 'merchandise' })).toMatchObject({
      profileName: 'Fish',
      isDefault: false,
    });
  });

  it('Invoice: integer cents; Payment method: card or bank, plaid or goCardless', () => {
    expect(invoiceSchema.safeParse({ type: 'credit', amount: 1000 }).success).toBe(true);
    expect(invoiceSchema.safeParse({ type: 'credit', amount: 10.5 }).success).toBe(false);
    expect(paymentMethodSchema.safeParse({ type: 'bank', source: 'plaid' }).success).toBe(true);
    expect(paymentMethodSchema.safeParse({ type: 'cash' }).success).toBe(false);
  });

  it('entity schemas never throw on arbitrary input', () => {
    const schemas = [
      boxSchema,
      shipmentSchema,
      orderSchema,
      userSettingsSchema,
      claimSchema,
      freightQuoteSchema,
      notificationTemplateSchema,
      rateSettingsSchema,
    ];
    fc.assert(
      fc.property(fc.anything(), (v) => {
        for (const s of schemas) expect(() => s.safeParse(v)).not.toThrow();
      }),
    );
  });
});
